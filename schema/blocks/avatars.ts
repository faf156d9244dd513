import { z } from 'zod';
import { hrefSchema, imageSchema, lineSchema } from '../primitives';
import { blockSchema, describeBlock } from './block';

/** Avatar sizes, the `.avatar-*` classes, xs to xxl. */
export const avatarSizeSchema = z
  .enum(['xs', 'sm', 'md', 'lg', 'xl', 'xxl'])
  .describe('Size: 24, 36, 48, 74, 100 or 140 px wide.');

export const avatarSchema = z.strictObject({
  image: imageSchema.describe('The portrait; with an empty `alt`, the name is read instead.'),
  name: lineSchema.min(1).describe('Who it is; shown in a tooltip when the avatars are a group.'),
  href: hrefSchema.optional().describe('Where the avatar links to, e.g. the person’s profile.'),
  size: avatarSizeSchema.optional().describe("This avatar's own size; unset, the block's `size`."),
});

/** Round portraits in a row, or overlapping as a group with a name tooltip on each. */
export const avatarsSchema = blockSchema('avatars', {
  items: z.array(avatarSchema).min(1).describe('The avatars, in reading order.'),
  size: avatarSizeSchema.default('md'),
  group: z
    .boolean()
    .default(false)
    .describe('Overlap the avatars in a stack; each shows its name in a tooltip on hover and keyboard focus.'),
});

describeBlock(avatarsSchema, {
  title: 'Avatars',
  description: 'Round portraits of people in a row, or overlapping as a group.',
});
