import type { ImageUse } from './client';
import type { CustomField, Field } from '@puckeditor/core';
import type { IconGlyph } from '../ui/icon';

/**
 * What the fields need beyond the schemas, handed in rather than imported so that unit tests and the
 * editor page can each give their own: the shape of `virtual:block-context`.
 */
export interface FieldContext {
  /** Route name → path: the pages a link may name. */
  routeNames: ReadonlyMap<string, string>;
  /** Glyphs for icon previews; without it the icon picker lists names only. */
  iconGlyphs?: (names: readonly string[]) => Record<string, IconGlyph> | Promise<Record<string, IconGlyph>>;
  /** Page path → its title, for the link picker to name pages as people know them. */
  pageTitles?: ReadonlyMap<string, string>;
  /** Site settings by placeholder (`company.name` → …): the canvas shows text as the site does. */
  tokens?: ReadonlyMap<string, string>;
  /** Where each picture is shown, with its alt text there: the image picker lists them. */
  imageUses?: Readonly<Record<string, readonly ImageUse[]>>;
}

/** One kind of value a union accepts, e.g. "a path or URL" or "a page by its name". */
export interface Variant {
  label: string;
  field: Field;
  empty: () => unknown;
}

/** A value of one of several shapes: the author picks the kind, then edits it with its own field. */
export type UnionField = CustomField<unknown> & {
  kind: 'union';
  variants: Variant[];
  /** Index of the variant a value is; -1 when none fits. */
  match: (value: unknown) => number;
};

/** A list whose items are not objects (texts, unions, pairs), which Puck's array field cannot hold. */
export type ListField = CustomField<unknown[]> & {
  kind: 'list';
  item: Field;
  /** A tuple: one field per place, and a fixed length. */
  items?: Field[];
  emptyItem: () => unknown;
  min?: number;
  max?: number;
};

/** An object an author may leave out: a switch, then its fields. */
export type OptionalField = CustomField<unknown> & { kind: 'optional'; inner: Field; empty: () => unknown };

/** A value the editor cannot edit; it is kept as it is and shown with a note. */
export type NoteField = CustomField<unknown> & { kind: 'note'; note: string };

export type EditorCustomField = UnionField | ListField | OptionalField | NoteField;

/** The editor's own kind of a custom field, if it is one. */
export function customKind(field: Field): EditorCustomField | undefined {
  return field.type === 'custom' && 'kind' in field ? (field as EditorCustomField) : undefined;
}
