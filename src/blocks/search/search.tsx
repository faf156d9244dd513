import { useId } from 'react';
import type { BlockProps } from '../../../schema/blocks';
import { buttonClasses } from '../../ui/button';
import { DemoForm } from '../../ui/demo-form';
import { Stylesheet } from '../../ui/stylesheet';
import fieldCss from '../../ui/field.scss?url';
// The native select with its Material caret, shared with the select block.
import selectCss from '../../ui/select.scss?url';
import css from './search.scss?url';

type SearchField = BlockProps<'search'>['fields'][number];

function Field({ kind, label, name, options, placeholder }: SearchField) {
  const fieldId = useId();
  return (
    <div className={kind === 'select' ? 'md-field md-select' : 'md-field'}>
      <label htmlFor={fieldId} className="md-field-label">
        {label}
      </label>
      {kind === 'select' ? (
        <select id={fieldId} name={name} className="md-field-control" defaultValue={options?.[0]?.value}>
          {options?.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : (
        <input id={fieldId} type={kind} name={name} className="md-field-control" placeholder={placeholder} />
      )}
    </div>
  );
}

/** A search box on a raised card: fields side by side and a search button; it stays on the page and sends nothing. */
export default function Search({ id, label, fields, button }: BlockProps<'search'>) {
  return (
    <div id={id} className="search-block container">
      <Stylesheet href={fieldCss} />
      <Stylesheet href={selectCss} />
      <Stylesheet href={css} />
      <div className="search-card">
        <DemoForm label={label}>
          <div className="row g-3 align-items-end">
            {fields.map((field) => (
              <div key={field.name} className="col-md">
                <Field {...field} />
              </div>
            ))}
            <div className="col-md-auto">
              <button
                type="submit"
                className={buttonClasses({ variant: 'gradient', color: 'primary', size: 'md', fullWidth: true })}
              >
                {button}
              </button>
            </div>
          </div>
        </DemoForm>
      </div>
    </div>
  );
}
