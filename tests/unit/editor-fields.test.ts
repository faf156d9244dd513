import type { Field, Fields } from '@puckeditor/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BLOCK_TYPES, blockSchemas } from '../../schema/blocks';
import { ICON_NAMES } from '../../schema/icon-names';
import { hrefSchema, IMAGE_ID_DEF } from '../../schema/primitives';
import { customKind } from '../../src/editor/field-kinds';
import { ADVANCED_PROP } from '../../src/editor/advanced';
import { ANCHOR_PROP, fieldFor, fieldsFor } from '../../src/editor/fields';
import { helpOf } from '../../src/editor/help';
import { choices, humanize, peel, unionOptions } from '../../src/editor/zod-walk';

const ROUTES = new Map([
  ['presentation', '/'],
  ['privacy', '/privacy'],
  ['el-tables', '/sections/elements/tables'],
]);
const context = { routeNames: ROUTES };

interface Walk {
  fields: number;
  notes: string[];
  pickers: Record<'icon' | 'image' | 'route', string[]>;
}

const sameSet = (values: unknown[], list: readonly string[]) =>
  values.length === list.length && values.every((value) => list.includes(value as string));

/**
 * Walks a schema and its Puck field side by side, failing where a part of the schema has no field of
 * the expected kind; counts the fields and notes the pickers and read-only fields met.
 */
function walk(schema: z.ZodType, field: Field | undefined, path: string, seen: Walk): void {
  expect(field, `${path} has a field`).toBeDefined();
  seen.fields++;
  const peeled = peel(schema);
  const { def } = peeled;
  if (customKind(field!)?.kind === 'note') return void seen.notes.push(path);
  if (customKind(field!)?.kind === 'optional') {
    expect(peeled.optional && !peeled.hasDefault, `${path} may be left out`).toBe(true);
    field = (customKind(field!) as { inner: Field }).inner;
  }
  const kind = customKind(field!);
  if (peeled.nullable) {
    expect(kind?.kind, `${path} (nullable)`).toBe('union');
    return walk(peeled.schema, kind!.kind === 'union' ? kind!.variants[1]!.field : undefined, path, seen);
  }
  if (peeled.id === IMAGE_ID_DEF) {
    expect(field, `${path} (image picker)`).toMatchObject({ type: 'external', metadata: { picker: 'image' } });
    return void seen.pickers.image.push(path);
  }
  switch (def.type) {
    case 'string':
      return void expect(['text', 'textarea', 'select'], path).toContain(field!.type);
    case 'number':
    case 'boolean':
      return void expect(field!.type, path).toBe(def.type === 'number' ? 'number' : 'radio');
    case 'enum':
    case 'literal':
      return choiceCase(choices(def), field!, path, seen);
    case 'union': {
      const options = unionOptions(schema);
      const literals = options.flatMap((option) => choices(peel(option).def));
      if (literals.length > 0 && options.every((o) => ['enum', 'literal'].includes(peel(o).def.type))) {
        return choiceCase(literals, field!, path, seen);
      }
      expect(kind?.kind, `${path} (union)`).toBe('union');
      if (kind?.kind !== 'union') return;
      expect(kind.variants).toHaveLength(options.length);
      options.forEach((option, i) => walk(option, kind.variants[i]!.field, `${path}<${i}>`, seen));
      return;
    }
    case 'array':
      return arrayCase(peeled.schema, field!, path, seen);
    case 'tuple':
      expect(kind?.kind, `${path} (tuple)`).toBe('list');
      if (kind?.kind === 'list') def.items!.forEach((item, i) => walk(item, kind.items?.[i], `${path}(${i})`, seen));
      return;
    case 'object':
      expect(field!.type, `${path} (object)`).toBe('object');
      if (field!.type === 'object') walkShape(def.shape ?? {}, field!.objectFields as Fields, path, seen);
      return;
    default:
      throw new Error(`${path}: the test does not know zod's "${def.type}"`);
  }
}

function choiceCase(values: unknown[], field: Field, path: string, seen: Walk) {
  for (const [picker, list] of [['icon', ICON_NAMES]] as const) {
    if (!sameSet(values, list)) continue;
    expect(field, `${path} (${picker} picker)`).toMatchObject({ type: 'external', metadata: { picker } });
    return void seen.pickers[picker].push(path);
  }
  expect(field.type, `${path} (choice)`).toBe('select');
  const offered = field.type === 'select' ? field.options.map((option) => option.value) : [];
  expect(offered, `${path} offers every value`).toEqual(expect.arrayContaining(values));
}

function arrayCase(schema: z.ZodType, field: Field, path: string, seen: Walk) {
  const element = peel(schema).def.element!;
  const kind = customKind(field);
  if (field.type === 'slot') return;
  if (field.type === 'array') {
    expect(peel(element).def.type).toBe('object');
    return walkShape(peel(element).def.shape ?? {}, field.arrayFields as Fields, `${path}[]`, seen);
  }
  expect(kind?.kind, `${path} (list)`).toBe('list');
  if (kind?.kind === 'list') walk(element, kind.item, `${path}[]`, seen);
}

function walkShape(shape: Record<string, z.ZodType>, fields: Fields, path: string, seen: Walk) {
  expect(Object.keys(fields).sort(), `${path}: a field per key`).toEqual(Object.keys(shape).sort());
  for (const [key, schema] of Object.entries(shape)) {
    const field = fields[key]!;
    const { title, description } = peel(schema);
    expect(field.label, `${path}.${key} label`).toBe(title ?? humanize(key));
    expect(helpOf(field), `${path}.${key} help`).toBe(description);
    if (key === 'route' && peel(schema).def.type === 'string') {
      seen.pickers.route.push(`${path}.${key}`);
      expect(field, `${path}.${key} (route picker)`).toMatchObject({ type: 'select', metadata: { picker: 'route' } });
      const offered = field.type === 'select' ? field.options.map((o) => o.value) : [];
      // "Choose a page", then every page (listed by title and address).
      expect(offered[0]).toBe('');
      expect(offered.slice(1).sort()).toEqual([...ROUTES.keys()].sort());
      continue;
    }
    walk(schema, field, `${path}.${key}`, seen);
  }
}

function walkBlock(type: (typeof BLOCK_TYPES)[number]): Walk {
  const seen: Walk = { fields: 0, notes: [], pickers: { icon: [], image: [], route: [] } };
  const { type: _type, id, ...shape } = peel(blockSchemas[type]).def.shape!;
  const all = fieldsFor(blockSchemas[type], context);
  const { [ADVANCED_PROP]: group, ...rest } = all;
  // The advanced fields sit last, in their group; the test reads them back in place.
  expect(group?.type === 'object' && group.label, `${type}: its Advanced group`).toBe('Advanced');
  expect(Object.keys(all).at(-1)).toBe(ADVANCED_PROP);
  const inGroup = group?.type === 'object' ? group.objectFields : {};
  const marked = Object.entries(peel(blockSchemas[type]).def.shape!).filter(([, field]) => peel(field).advanced);
  const names = marked.map(([key]) => (key === 'id' ? ANCHOR_PROP : key));
  expect(Object.keys(inGroup).sort(), `${type}: the fields marked advanced`).toEqual(names.sort());
  const { [ANCHOR_PROP]: anchor, ...fields } = { ...rest, ...inGroup } as Fields;
  walkShape(shape, fields, type, seen);
  expect(Boolean(anchor), `${type}: the anchor id is the "${ANCHOR_PROP}" field`).toBe(Boolean(id));
  return seen;
}

describe('zod schemas to Puck fields', () => {
  describe.each(BLOCK_TYPES)('given the %s block schema', (type) => {
    it('should give every field, nested ones too, a Puck field labelled and explained by the schema', () => {
      const seen = walkBlock(type);
      expect(seen.fields).toBeGreaterThan(0);
      expect(seen.notes, 'values shown read-only').toEqual([]);
    });
  });

  it('given every block, should give icons, images and page names their pickers', { timeout: 30_000 }, () => {
    const pickers = { icon: 0, image: 0, route: 0 };
    for (const type of BLOCK_TYPES) {
      const seen = walkBlock(type);
      for (const key of ['icon', 'image', 'route'] as const) pickers[key] += seen.pickers[key].length;
    }
    expect(pickers.icon).toBeGreaterThan(10);
    expect(pickers.image).toBeGreaterThan(10);
    expect(pickers.route).toBeGreaterThan(10);
  });

  it('given a card grid, should map its texts, enums, list of cards and their icons', () => {
    const fields = fieldsFor(blockSchemas['card-grid'], context);
    expect(fields.title).toMatchObject({ type: 'text', label: 'Title', metadata: { help: 'Section heading (h2).' } });
    expect(fields.tone).toMatchObject({
      type: 'select',
      options: [{ value: undefined }, { value: 'light' }, { value: 'dark' }],
    });
    expect(fields.columns).toMatchObject({ type: 'select', options: [{}, { value: 2 }, { value: 3 }, { value: 4 }] });
    const cards = fields.cards!;
    expect(cards).toMatchObject({ type: 'array', min: 1 });
    const summary = cards.type === 'array' ? cards.getItemSummary : undefined;
    // Each card's row is named by its title, as the button that opens it.
    const row = (item: Record<string, unknown>, index: number) => renderToStaticMarkup(summary?.(item, index));
    expect(row({ icon: 'cloud', title: 'Cloud hosting' }, 0)).toBe(
      '<button type="button" class="editor-item-toggle">Cloud hosting</button>',
    );
    expect(row({}, 2)).toBe('<button type="button" class="editor-item-toggle">Item 3</button>');
    const icon = cards.type === 'array' ? cards.arrayFields.icon : undefined;
    expect(icon).toMatchObject({ type: 'external', label: 'Icon', metadata: { picker: 'icon' } });
  });

  it('given a showcase sample, should edit its blocks as a Puck slot that takes every block but a sample', () => {
    const slot = fieldsFor(blockSchemas.sample, context).blocks;
    expect(slot).toMatchObject({ type: 'slot' });
    const allow = slot?.type === 'slot' ? slot.allow : [];
    expect(allow).toEqual(BLOCK_TYPES.filter((type) => type !== 'sample'));
  });

  it('given a link, should offer a path or URL and a page by its name with its route picker', () => {
    const link = customKind(fieldFor(hrefSchema, context, 'href'));
    expect(link?.kind).toBe('union');
    if (link?.kind !== 'union') return;
    expect(link.match('/privacy')).toBe(0);
    expect(link.match({ route: 'privacy' })).toBe(1);
    expect(link.variants[1]!.field).toMatchObject({ type: 'object', objectFields: { route: { type: 'select' } } });
  });

  it('given a schema the editor cannot edit, should keep its value read-only with a note', () => {
    const field = customKind(fieldFor(z.record(z.string(), z.number()), context, 'scores'));
    expect(field).toMatchObject({ kind: 'note', label: 'Scores' });
  });
});
