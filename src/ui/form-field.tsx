import { useId } from 'react';
import type { BlockProps } from '../../schema/blocks';

export type FormFieldData = BlockProps<'form'>['fields'][number];

/** Hint under a field, read with it through `aria-describedby`. */
function Hint({ id, text }: { id: string; text: string | undefined }) {
  return text ? (
    <p id={id} className="md-field-help">
      {text}
    </p>
  ) : null;
}

/**
 * One field on the input block's outlined Material look (`.md-field`): the label rests in the box and
 * floats onto its border, in CSS alone. Switches and checkboxes sit beside their label.
 */
export function FormField({ kind, label, name, placeholder, hint, rows, checked, autocomplete }: FormFieldData) {
  const fieldId = useId();
  const hintId = `${fieldId}-hint`;
  const describedBy = hint ? hintId : undefined;
  if (kind === 'switch' || kind === 'checkbox') {
    return (
      <div className={`form-choice form-choice-${kind}`}>
        <input
          id={fieldId}
          type="checkbox"
          role={kind === 'switch' ? 'switch' : undefined}
          name={name}
          className="form-choice-input"
          defaultChecked={checked}
          aria-describedby={describedBy}
        />
        <label htmlFor={fieldId} className="form-choice-label">
          {label}
        </label>
        <Hint id={hintId} text={hint} />
      </div>
    );
  }
  const common = {
    id: fieldId,
    name,
    className: 'md-field-control',
    // A blank placeholder lets CSS tell an empty field (label at rest) from a filled one.
    placeholder: placeholder ?? ' ',
    'aria-describedby': describedBy,
    // What the field holds, for autofill (an e-mail field says so by itself); never on a checkbox.
    autoComplete: autocomplete ?? (kind === 'email' ? 'email' : undefined),
  };
  return (
    <div className={`md-field md-field-outlined${placeholder ? ' md-field-float' : ''}`}>
      <div className="md-field-box">
        {kind === 'textarea' ? <textarea rows={rows ?? 4} {...common} /> : <input type={kind} {...common} />}
        <label htmlFor={fieldId} className="md-field-label">
          {label}
        </label>
      </div>
      <Hint id={hintId} text={hint} />
    </div>
  );
}
