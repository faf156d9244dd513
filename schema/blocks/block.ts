import { z } from 'zod';
import { anchorIdSchema } from '../primitives';

/** The fields every block has: its `type` and an optional anchor `id`. */
export function blockSchema<T extends string, S extends z.ZodRawShape>(type: T, shape: S) {
  return z.strictObject({
    type: z.literal(type),
    id: anchorIdSchema.optional().describe('Anchor id of the section, for `#id` links.'),
    ...shape,
  });
}
