import { z } from 'zod';

export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

/** A heading a block draws: its level, the field whose text it shows, and the field that sets its level. */
export interface DrawnHeading {
  level: HeadingLevel;
  path: (string | number)[];
  /** The field an author changes to move the heading up or down (`level`, `headingLevel`), if there is one. */
  setBy?: string;
}

/**
 * What each block draws as headings, declared beside its schema, so the page outline can be checked
 * from the data without rendering (`npm run validate`). Kept out of the JSON Schema, which only
 * carries the global registry. A test renders every block example and compares.
 */
export const headingsRegistry = z.registry<{ headings: (block: z.$output) => DrawnHeading[] }>();

/** Declares the headings blocks of `schema` draw, in document order; returns the schema. */
export function drawsHeadings<S extends z.ZodType>(schema: S, headings: (block: z.output<S>) => DrawnHeading[]): S {
  headingsRegistry.add(schema, { headings });
  return schema;
}

/** The headings a block of `schema` draws (none when its schema declares none). */
export function headingsOf(schema: z.ZodType, block: unknown): DrawnHeading[] {
  return headingsRegistry.get(schema)?.headings(block) ?? [];
}

/** `'h2'` → 2. */
export const levelOf = (tag: `h${HeadingLevel}`): HeadingLevel => Number(tag.slice(1)) as HeadingLevel;

/** A heading at `level` for each item of the list `key` that has `field`: `cards[i] › title`. */
export function each(
  key: string,
  items: readonly object[],
  level: HeadingLevel,
  field = 'title',
  setBy?: string,
): DrawnHeading[] {
  return items.flatMap((item, i) =>
    (item as Record<string, unknown>)[field] === undefined
      ? []
      : [{ level, path: [key, i, field], ...(setBy ? { setBy } : {}) }],
  );
}

/** A heading at `level` when the block has `field` set. */
export function when(value: unknown, level: HeadingLevel, field: string, setBy?: string): DrawnHeading[] {
  return value === undefined || value === '' ? [] : [{ level, path: [field], ...(setBy ? { setBy } : {}) }];
}
