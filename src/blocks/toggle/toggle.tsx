import { useId } from 'react';
import type { BlockProps } from '../../../schema/blocks';
import { Stylesheet } from '../../ui/stylesheet';
import css from './toggle.scss?url';

/**
 * A switch on a native checkbox with `role="switch"`, so it works by keyboard and in forms before
 * hydration. It is uncontrolled: `checked` is only where it starts.
 */
export default function Toggle({ id, label, description, checked, name }: BlockProps<'toggle'>) {
  const fieldId = useId();
  const descriptionId = `${fieldId}-description`;
  return (
    <div id={id} className="toggle-block container">
      <Stylesheet href={css} />
      <div className="toggle">
        <input
          id={fieldId}
          className="toggle-input"
          type="checkbox"
          role="switch"
          name={name}
          defaultChecked={checked}
          aria-describedby={description ? descriptionId : undefined}
        />
        <div>
          <label htmlFor={fieldId} className="toggle-label">
            {label}
          </label>
          {description ? (
            <p id={descriptionId} className="toggle-description">
              {description}
            </p>
          ) : null}
        </div>
      </div>
    </div>
  );
}
