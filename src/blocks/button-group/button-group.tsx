import { useId } from 'react';
import type { BlockProps } from '../../../schema/blocks';
import { buttonClasses } from '../../ui/button';
import { Stylesheet } from '../../ui/stylesheet';
import css from './button-group.scss?url';

/** Buttons joined in one row; as toggles they are native checkboxes or radios drawn as buttons. */
export default function ButtonGroup({ id, label, kind, variant, color, size, items }: BlockProps<'button-group'>) {
  const base = useId();
  const buttonClass = buttonClasses({ variant, color, size: 'md' });
  const groupClass = size === 'md' ? 'btn-group' : `btn-group btn-group-${size}`;
  return (
    <div id={id} className={groupClass} role={kind === 'radio' ? 'radiogroup' : 'group'} aria-label={label}>
      <Stylesheet href={css} />
      {items.map((item, index) =>
        kind === 'buttons' ? (
          <button key={index} type="button" className={buttonClass}>
            {item.label}
          </button>
        ) : (
          <ToggleInput
            key={index}
            id={`${base}-${index}`}
            name={kind === 'radio' ? base : undefined}
            type={kind}
            checked={item.checked}
            className={buttonClass}
            label={item.label}
          />
        ),
      )}
    </div>
  );
}

interface ToggleInputProps {
  id: string;
  name?: string;
  type: 'checkbox' | 'radio';
  checked: boolean;
  className: string;
  label: string;
}

function ToggleInput({ id, name, type, checked, className, label }: ToggleInputProps) {
  return (
    <>
      <input type={type} className="btn-check" id={id} name={name} defaultChecked={checked} />
      <label className={className} htmlFor={id}>
        {label}
      </label>
    </>
  );
}
