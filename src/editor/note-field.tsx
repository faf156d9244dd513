import { FieldLabel, type CustomFieldRender } from '@puckeditor/core';
import type { NoteField } from './field-kinds';

const renderNote: CustomFieldRender<unknown> = ({ field, value }) => {
  const { label = '', labelIcon, note } = field as NoteField;
  const text = value === undefined ? '(not set)' : JSON.stringify(value, null, 2);
  return (
    <FieldLabel label={label} icon={labelIcon} el="div" readOnly>
      <p style={{ margin: '0 0 4px', fontSize: 12 }}>{note}</p>
      <pre style={{ margin: 0, maxHeight: 160, overflow: 'auto', fontSize: 12 }}>{text}</pre>
    </FieldLabel>
  );
};

/** A read-only field for a value the editor cannot represent: it keeps the value and says why. */
export function noteField(label: string, note: string): NoteField {
  return { type: 'custom', kind: 'note', label, note, render: renderNote };
}
