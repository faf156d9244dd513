import { AutoField, Button, FieldLabel, IconButton, type CustomFieldRender, type Field } from '@puckeditor/core';
import type { ReactNode } from 'react';
import type { ListField } from './field-kinds';

/**
 * A list item's name in its collapsed row, as the button that opens and closes the item. Puck's row is a
 * drag handle holding the item's own Duplicate and Delete buttons, so it cannot be the button itself:
 * it is a group (`puck-names.ts`), and this button, inside it, says whether the item is open
 * (`keyboard.tsx`). A click on it reaches the row, which opens or closes the item.
 */
export function ItemToggle({ children }: { children: ReactNode }) {
  return (
    <button type="button" className="editor-item-toggle">
      {children}
    </button>
  );
}

const ITEM_STYLE = { display: 'flex', gap: 4, alignItems: 'flex-start', marginBottom: 8 } as const;

const renderList: CustomFieldRender<unknown[]> = ({ field, value, onChange, readOnly }) => {
  const { label = '', labelIcon, item, items: places, emptyItem, min = 0, max = Infinity } = field as ListField;
  const items = Array.isArray(value) ? value : [];
  const fixed = places !== undefined;
  const move = (from: number, to: number) => {
    const next = [...items];
    next.splice(to, 0, ...next.splice(from, 1));
    onChange(next);
  };
  return (
    <FieldLabel label={label} icon={labelIcon} el="div" readOnly={readOnly}>
      {items.map((entry, i) => (
        <div key={i} style={ITEM_STYLE}>
          <div style={{ flex: 1, minWidth: 0 }}>
            <AutoField
              field={places?.[i] ?? item}
              value={entry}
              onChange={(next) => onChange(items.with(i, next))}
              readOnly={readOnly}
            />
          </div>
          {fixed || readOnly ? null : (
            <>
              <IconButton title="Move up" disabled={i === 0} onClick={() => move(i, i - 1)}>
                ↑
              </IconButton>
              <IconButton
                title="Remove"
                disabled={items.length <= min}
                onClick={() => onChange(items.filter((_, j) => j !== i))}
              >
                ×
              </IconButton>
            </>
          )}
        </div>
      ))}
      {fixed || readOnly ? null : (
        <Button
          type="button"
          variant="secondary"
          disabled={items.length >= max}
          onClick={() => onChange([...items, emptyItem()])}
        >
          Add
        </Button>
      )}
    </FieldLabel>
  );
};

type ListOptions = Pick<ListField, 'emptyItem' | 'min' | 'max' | 'items'>;

/** A list of texts, unions or pairs, each item edited with `item`'s field; a tuple gives `items`. */
export function listField(label: string, item: Field, options: ListOptions): ListField {
  return { type: 'custom', kind: 'list', label, item, ...options, render: renderList };
}
