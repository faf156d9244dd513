import { AutoField, FieldLabel, type CustomFieldRender, type Field } from '@puckeditor/core';
import type { OptionalField } from './field-kinds';

const renderOptional: CustomFieldRender<unknown> = ({ field, value, onChange, readOnly }) => {
  const { label = '', labelIcon, inner, empty } = field as OptionalField;
  const included = value !== undefined && value !== null;
  return (
    <FieldLabel label={label} icon={labelIcon} el="div" readOnly={readOnly}>
      <label style={{ display: 'flex', gap: 6, alignItems: 'center', fontSize: 14 }}>
        <input
          type="checkbox"
          checked={included}
          disabled={readOnly}
          onChange={(event) => onChange(event.currentTarget.checked ? empty() : undefined)}
        />
        Include
      </label>
      {included ? <AutoField field={inner} value={value} onChange={onChange} readOnly={readOnly} /> : null}
    </FieldLabel>
  );
};

/** An object an author may leave out: "Include" switches it on with its required fields, or off. */
export function optionalField(label: string, inner: Field, empty: () => unknown): OptionalField {
  return { type: 'custom', kind: 'optional', label, inner, empty, render: renderOptional };
}
