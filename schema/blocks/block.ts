import { z } from 'zod';
import { anchorIdSchema } from '../primitives';

declare module 'zod' {
  interface GlobalMeta {
    /** A technical field (anchor ids, heading levels, classes): the editor puts it in its "Advanced" group. */
    advanced?: boolean;
  }
}

/** The fields every block has: its `type` and an optional anchor `id` (a block may make `id` required). */
export function blockSchema<T extends string, S extends z.ZodRawShape>(type: T, shape: S) {
  const base = {
    type: z.literal(type),
    id: anchorIdSchema
      .optional()
      .meta({ title: 'Anchor id', advanced: true })
      .describe('Anchor id of the section, for `#id` links.'),
  };
  return z.strictObject({ ...base, ...shape } as Omit<typeof base, keyof S> & S);
}

/** What people who edit pages call a block type, and what it is for in one line. */
export interface BlockWords {
  /** Its name, in sentence case: "Call to action". */
  title: string;
  /** One sentence, different from every other block's. */
  description: string;
}

/**
 * Names a block type for people who edit pages: the editor's picker and messages, and the JSON
 * Schema, read it from the schema's metadata. Returns the schema.
 */
export function describeBlock<S extends z.ZodType>(schema: S, words: BlockWords): S {
  z.globalRegistry.add(schema, { ...z.globalRegistry.get(schema), ...words });
  return schema;
}
