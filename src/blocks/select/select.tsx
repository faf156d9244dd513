import { useId } from 'react';
import type { BlockProps } from '../../../schema/blocks';
import { Stylesheet } from '../../ui/stylesheet';
import fieldCss from '../../ui/field.scss?url';
import css from '../../ui/select.scss?url';

/**
 * A native `<select>` drawn in the Material style: keyboard use, the phone's own picker and screen
 * reader support come with it. `searchable` swaps it for a text field with the options as suggestions.
 */
export default function Select(props: BlockProps<'select'>) {
  const { id, label, hideLabel, options, value, name, searchable, size } = props;
  const fieldId = useId();
  const initial = options.find((option) => option.value === value) ?? options[0];
  const sizeClass = size === 'md' ? '' : ` md-field-${size}`;
  return (
    <div id={id} className="select-block container">
      <Stylesheet href={fieldCss} />
      <Stylesheet href={css} />
      <div className={`md-field md-select${sizeClass}`}>
        <label htmlFor={fieldId} className={hideLabel ? 'visually-hidden' : 'md-field-label'}>
          {label}
        </label>
        {searchable ? (
          <>
            <input
              id={fieldId}
              name={name}
              className="md-field-control"
              type="text"
              list={`${fieldId}-options`}
              autoComplete="off"
              defaultValue={initial?.label}
            />
            <datalist id={`${fieldId}-options`}>
              {options.map((option) => (
                <option key={option.value} value={option.label} />
              ))}
            </datalist>
          </>
        ) : (
          <select id={fieldId} name={name} className="md-field-control" defaultValue={initial?.value}>
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        )}
      </div>
    </div>
  );
}
