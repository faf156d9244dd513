import type { ArrayField, Field, Fields, SlotField } from '@puckeditor/core';
import type { z } from 'zod';
import { blockSchemas } from '../../schema/blocks';
import { ICON_NAMES } from '../../schema/icon-names';
import { IMAGE_ID_DEF } from '../../schema/primitives';
import { allowsLineBreaks } from '../../schema/text';
import { advancedProps, ANCHOR_PROP, withAdvancedGroup } from './advanced';
import type { FieldContext, Variant } from './field-kinds';
import { withHelp } from './help';
import { createElement } from 'react';
import { ItemToggle, listField } from './list-field';
import { noteField } from './note-field';
import { optionalField } from './optional-field';
import { iconPicker, imagePicker, routePicker } from './pickers';
import { unionField } from './union-field';
import { emptyValue, matchOption } from './values';
import { bound, choices, type Def, humanize, isInteger, peel, type Peeled, unionOptions } from './zod-walk';

export { ANCHOR_PROP } from './advanced';

/** Text that usually runs to sentences gets a text area. */
const LONG_TEXT = /^(description|body|quote|text|content|message|code|lead|intro|bio|alert)$/i;
const MAX_DEPTH = 16;
/** Texts allowed longer than this are edited in a box of several lines. */
const LONG_TEXT_LENGTH = 160;

const ICONS = new Set<unknown>(ICON_NAMES);
// An enum's values come back in its entries' key order, which puts number-like names ('123') first.
const sameValues = (values: unknown[], set: ReadonlySet<unknown>) =>
  values.length === set.size && values.every((value) => set.has(value));

/** The block types a list holds when it is a list of blocks (a sample's `blocks`): a Puck slot. */
export function slotTypes(schema: z.ZodType): string[] | undefined {
  const { def } = peel(schema);
  if (def.type !== 'array' || peel(def.element!).def.type !== 'union') return undefined;
  const options = unionOptions(def.element!);
  const types = options.map((option) => choices(peel(peel(option).def.shape?.type ?? option).def)[0]);
  const blocks: Record<string, unknown> = blockSchemas;
  const isBlock = (type: unknown, i: number) => typeof type === 'string' && blocks[type] === options[i];
  return types.every(isBlock) ? (types as string[]) : undefined;
}

/**
 * Puck fields for a block schema: one per key but `type` (the component itself); `id` is `anchor`;
 * the fields marked advanced last, in a group of their own.
 */
export function fieldsFor(schema: z.ZodType, context: FieldContext): Fields {
  const { type: _type, id, ...fields } = objectFields(peel(schema).def, context, 0);
  const shape = peel(schema).def.shape ?? {};
  const all = id && shape.id ? { ...fields, [ANCHOR_PROP]: fieldFor(shape.id, context, ANCHOR_PROP) } : fields;
  return withAdvancedGroup(all, advancedProps(schema));
}

function objectFields(def: Def, context: FieldContext, depth: number): Fields {
  const entries = Object.entries(def.shape ?? {}).map(([key, schema]): [string, Field] => {
    const peeled = peel(schema);
    // A page's name in a link (`{ route, hash }`) is chosen from the route table.
    const isRoute = key === 'route' && peeled.def.type === 'string';
    return [key, isRoute ? labelled(routePicker, peeled, key, context) : fieldFor(schema, context, key, depth + 1)];
  });
  return Object.fromEntries(entries);
}

function labelled(make: (label: string, c: FieldContext) => Field, p: Peeled, name: string, c: FieldContext) {
  return withHelp(make(p.title ?? humanize(name), c), p.description);
}

/** The Puck field for one zod schema, labelled from `name` (or the schema's `.meta({ title })`). */
export function fieldFor(schema: z.ZodType, context: FieldContext, name: string, depth = 0): Field {
  const peeled = peel(schema);
  const label = peeled.title ?? humanize(name);
  return withHelp(build(peeled, context, label, depth), peeled.description);
}

function build(peeled: Peeled, context: FieldContext, label: string, depth: number): Field {
  const { def, schema } = peeled;
  if (depth > MAX_DEPTH) return noteField(label, 'Nested too deeply to edit here: change it in the data file.');
  if (peeled.nullable) {
    const inner = build({ ...peeled, nullable: false }, context, label, depth + 1);
    const none: Variant = { label: 'None', field: noteField('None', 'Left empty.'), empty: () => null };
    const some: Variant = { label: 'A value', field: inner, empty: () => emptyValue(schema) };
    return unionField(label, [none, some], (value) => (value === null ? 0 : 1));
  }
  // An image of the catalogue, which grows with every upload: chosen in the image picker.
  if (peeled.id === IMAGE_ID_DEF) {
    const required = { required: !peeled.optional && !peeled.hasDefault };
    return { ...imagePicker(label, context), metadata: { picker: 'image', ...required } };
  }
  switch (def.type) {
    case 'string': {
      // The schema's limit, for the field's counter ("42/70").
      const maxLength = bound(def, 'max_length');
      // A text that may run over lines (a paragraph, a description), or is allowed past a line's
      // length, gets a box of several lines that shows it whole.
      const long =
        allowsLineBreaks(schema) || LONG_TEXT.test(label.replace(/ item$/i, '')) || (maxLength ?? 0) > LONG_TEXT_LENGTH;
      const type = long ? 'textarea' : 'text';
      return { type, label, ...(maxLength === undefined ? {} : { metadata: { maxLength } }) };
    }
    case 'number':
      // No min or max for Puck: it drops every keystroke out of range, so "150" could not be typed
      // past "1" with a minimum of 80. The schema's message says what is allowed instead.
      return orLeftOut(peeled, label, { type: 'number', label, ...(isInteger(def) ? { step: 1 } : {}) });
    case 'boolean':
      return { type: 'radio', label, options: YES_NO };
    case 'enum':
    case 'literal':
      return choiceField(peeled, label, choices(def), context);
    case 'union': {
      const options = unionOptions(schema);
      const defs = options.map((option) => peel(option).def);
      if (defs.every((d) => d.type === 'literal' || d.type === 'enum')) {
        return choiceField(peeled, label, defs.flatMap(choices), context);
      }
      return unionField(label, options.map(variantOf(context, depth)), (value) => matchOption(options, value));
    }
    case 'array':
      return arrayField(peeled, context, label, depth);
    case 'tuple': {
      const items = (def.items ?? []).map((item, i) => fieldFor(item, context, `${label} ${i + 1}`, depth + 1));
      return listField(label, items[0]!, { items, emptyItem: () => undefined });
    }
    case 'object': {
      return orLeftOut(peeled, label, { type: 'object', label, objectFields: objectFields(def, context, depth) });
    }
    default:
      return noteField(label, `A ${def.type} value cannot be edited here: change it in the data file.`);
  }
}

const YES_NO = [
  { label: 'Yes', value: true },
  { label: 'No', value: false },
];

/** An optional number or object has no blank value, so it gets a switch to leave it out. */
function orLeftOut(peeled: Peeled, label: string, field: Field): Field {
  if (!peeled.optional || peeled.hasDefault) return field;
  return optionalField(label, field, () => emptyValue(peeled.schema));
}

function choiceField(peeled: Peeled, label: string, values: unknown[], context: FieldContext): Field {
  // Clearing a picker the block needs asks first (`picker-clear.tsx`).
  const required = { required: !peeled.optional && !peeled.hasDefault };
  if (sameValues(values, ICONS)) return { ...iconPicker(label, context), metadata: { picker: 'icon', ...required } };
  const unset = peeled.hasDefault ? `Default (${String(peeled.defaultValue)})` : 'None';
  const options = values.map((value) => ({ label: String(value), value: value as string | number | boolean }));
  return {
    type: 'select',
    label,
    options: peeled.optional ? [{ label: unset, value: undefined }, ...options] : options,
  };
}

function arrayField(peeled: Peeled, context: FieldContext, label: string, depth: number): Field {
  const { def } = peeled;
  const types = slotTypes(peeled.schema);
  if (types) return { type: 'slot', label, allow: types } satisfies SlotField;
  const element = peel(def.element!);
  const limits = { min: bound(def, 'min_length'), max: bound(def, 'max_length') };
  const emptyItem = () => emptyValue(def.element!);
  if (element.def.type !== 'object' || element.nullable) {
    return listField(label, fieldFor(def.element!, context, `${label} item`, depth + 1), { emptyItem, ...limits });
  }
  const array: ArrayField = {
    type: 'array',
    label,
    arrayFields: objectFields(element.def, context, depth),
    defaultItemProps: () => emptyItem() as Record<string, unknown>,
    getItemSummary: (item, index = 0) => createElement(ItemToggle, null, summary(item) ?? `Item ${index + 1}`),
    ...limits,
  };
  return array;
}

const NAMING_KEYS = ['title', 'label', 'name', 'heading', 'text', 'quote'];

/** An item's name, so a collapsed list reads "Starter", "Pro"… rather than "Item 1", "Item 2". */
function summary(item: Record<string, unknown> | undefined): string | undefined {
  const texts = Object.entries(item ?? {}).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
  );
  const named = NAMING_KEYS.map((key) => texts.find(([k]) => k === key)).find(Boolean);
  return (named ?? texts[0])?.[1];
}

const variantOf = (context: FieldContext, depth: number) => (option: z.ZodType) => {
  const peeled = peel(option);
  const label = peeled.description ?? peeled.title ?? kindLabel(peeled.def);
  // The kind's description is its name in the list of kinds, so its field needs no help of its own.
  return { label, field: build(peeled, context, label, depth + 1), empty: () => emptyValue(option) };
};

function kindLabel(def: Def): string {
  if (def.type === 'object') {
    const shape = def.shape ?? {};
    // A tagged object (`{ kind: 'weather', … }`) is named by its tag.
    const tag = Object.values(shape)
      .map((field) => choices(peel(field).def))
      .find((values) => values.length === 1);
    return tag ? humanize(String(tag[0])) : Object.keys(shape).map(humanize).join(', ');
  }
  if (def.type === 'tuple') return def.items?.length === 2 ? 'Pair of values' : `${def.items?.length} values`;
  const names: Record<string, string> = { string: 'Plain text', number: 'Number', boolean: 'Yes or no' };
  return names[def.type] ?? (def.type === 'array' ? 'List of parts' : humanize(def.type));
}
