import type { BlockProps } from '../../../schema/blocks';
import { ActionButton } from '../../ui/button';

/** A row of buttons, wrapping on small screens. */
export default function Buttons({ id, label, align, buttons }: BlockProps<'buttons'>) {
  return (
    <div
      id={id}
      className={`buttons d-flex flex-wrap align-items-center gap-2 justify-content-${align}`}
      role={label ? 'group' : undefined}
      aria-label={label}
    >
      {buttons.map((button, index) => (
        <ActionButton key={index} {...button} />
      ))}
    </div>
  );
}
