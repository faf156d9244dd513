import { z } from 'zod';
import { anchorIdSchema } from '../primitives';

/** The fields every block has: its `type` and an optional anchor `id` (a block may make `id` required). */
export function blockSchema<T extends string, S extends z.ZodRawShape>(type: T, shape: S) {
  const base = {
    type: z.literal(type),
    id: anchorIdSchema.optional().describe('Anchor id of the section, for `#id` links.'),
  };
  return z.strictObject({ ...base, ...shape } as Omit<typeof base, keyof S> & S);
}
