import { AutoField, FieldLabel, type CustomFieldRender } from '@puckeditor/core';
import type { UnionField, Variant } from './field-kinds';

const SELECT_STYLE = { width: '100%', marginBottom: 8, padding: 6 } as const;

const renderUnion: CustomFieldRender<unknown> = ({ field, value, onChange, readOnly }) => {
  const { label = '', labelIcon, variants, match } = field as UnionField;
  const index = Math.max(0, match(value));
  const variant = variants[index]!;
  return (
    <FieldLabel label={label} icon={labelIcon} el="div" readOnly={readOnly}>
      <select
        aria-label={`${label}: kind`}
        style={SELECT_STYLE}
        value={index}
        disabled={readOnly}
        // Another kind starts from its own empty value: the old one would not fit it.
        onChange={(event) => onChange(variants[Number(event.currentTarget.value)]!.empty())}
      >
        {variants.map((option, i) => (
          <option key={i} value={i}>
            {option.label}
          </option>
        ))}
      </select>
      <AutoField key={index} field={variant.field} value={value} onChange={onChange} readOnly={readOnly} />
    </FieldLabel>
  );
};

/** A value of one of several shapes (a link, a price, a rich-text piece): the kind, then its field. */
export function unionField(label: string, variants: Variant[], match: (value: unknown) => number): UnionField {
  return { type: 'custom', kind: 'union', label, variants, match, render: renderUnion };
}
