import { useId } from 'react';
import type { BlockProps } from '../../../schema/blocks';
import { Icon } from '../../ui/icon';
import { Stylesheet } from '../../ui/stylesheet';
import fieldCss from '../../ui/field.scss?url';
import css from '../../ui/input.scss?url';

/**
 * A Material text field on a native `<input>`. In the `dynamic` and `outlined` variants the label sits in
 * the field and floats up on focus or once there is text, in CSS alone (`:placeholder-shown`), so it
 * works the same before and after hydration. The hint or state message is tied to the field with
 * `aria-describedby`; `error` sets `aria-invalid`.
 */
export default function Input(props: BlockProps<'input'>) {
  const { id, label, inputType, variant, name, placeholder, value, helpText, state, disabled, icon } = props;
  const fieldId = useId();
  const helpId = `${fieldId}-help`;
  const floating = variant !== 'static';
  const classes = [
    'md-field',
    `md-field-${variant}`,
    state !== 'none' && `is-${state}`,
    icon && 'has-icon',
    floating && placeholder && 'md-field-float',
  ];
  const labelElement = (
    <label htmlFor={fieldId} className="md-field-label">
      {label}
    </label>
  );
  return (
    <div id={id} className="input-block container">
      <Stylesheet href={fieldCss} />
      <Stylesheet href={css} />
      <div className={classes.filter(Boolean).join(' ')}>
        {floating ? null : labelElement}
        <div className="md-field-box">
          {icon ? <Icon name={icon} className="md-field-icon" /> : null}
          <input
            id={fieldId}
            className="md-field-control"
            type={inputType}
            name={name}
            // A blank placeholder lets CSS tell an empty field (label at rest) from a filled one.
            placeholder={placeholder ?? (floating ? ' ' : undefined)}
            defaultValue={value}
            disabled={disabled}
            aria-invalid={state === 'error' ? true : undefined}
            aria-describedby={helpText ? helpId : undefined}
          />
          {floating ? labelElement : null}
        </div>
        {helpText ? (
          <p id={helpId} className="md-field-help">
            {helpText}
          </p>
        ) : null}
      </div>
    </div>
  );
}
