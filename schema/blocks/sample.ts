import { z } from 'zod';
import { anchorIdSchema, lineSchema } from '../primitives';
import { blockSchema, describeBlock } from './block';
import { drawsHeadings } from '../outline';

/**
 * A showcase sample: a titled, anchored frame around a few blocks. Its Preview draws the blocks; its
 * Code tab is generated from the same data, so the two cannot drift.
 */
export function sampleBlockSchema<U extends z.ZodType>(contentBlock: U) {
  const schema = blockSchema('sample', {
    id: anchorIdSchema
      .meta({ title: 'Anchor id', advanced: true })
      .describe('Anchor id, so `/page#id` lands on the sample. Unique within the page.'),
    title: lineSchema.min(1).max(80).describe('Heading shown above the sample.'),
    height: z
      .number()
      .int()
      .min(80)
      .max(2000)
      .optional()
      .describe('Fixed preview height in px; taller content scrolls inside the frame.'),
    blocks: z.array(contentBlock).min(1).describe('What the sample shows, as block data (no samples inside).'),
  });
  // The blocks inside come after the title in the outline; the page check walks into any `blocks`.
  describeBlock(schema, {
    title: 'Showcase sample',
    description: 'A titled frame on a showcase page around a few blocks, with a Preview and a Code tab.',
  });
  return drawsHeadings(schema, () => [{ level: 2, path: ['title'] }]);
}
