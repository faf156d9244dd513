import { z } from 'zod';
import { imageSchema, lineSchema, textSchema } from '../primitives';
import { blockSchema, describeBlock } from './block';
import { drawsHeadings, levelOf } from '../outline';

/** A person's profile: portrait, name, role, a Follow button, counts and a short bio (the blog author page). */
export const profileSchema = blockSchema('profile', {
  image: imageSchema.describe('Portrait of the person, drawn large and round.'),
  name: lineSchema.min(1).describe('Full name, the heading of the block.'),
  level: z
    .enum(['h1', 'h2'])
    .default('h1')
    .meta({ title: 'Heading level', advanced: true })
    .describe('Heading level of the name: h1 on a profile page, h2 inside a showcase sample.'),
  role: lineSchema.min(1).optional().describe('Job title or a short line under the name, e.g. "Cloud architect".'),
  bio: textSchema.min(1).optional().describe('A few sentences about the person.'),
  follow: lineSchema
    .min(1)
    .optional()
    .describe('Text of a Follow button that toggles on and off (`aria-pressed`); unset, no button.'),
  stats: z
    .array(
      z.strictObject({
        value: lineSchema.min(1).describe('The figure as shown, e.g. "323" or "1.2k".'),
        label: lineSchema.min(1).describe('What it counts, e.g. "Posts".'),
      }),
    )
    .max(4)
    .default([])
    .describe('Counts shown side by side, e.g. posts, followers and following.'),
});

describeBlock(profileSchema, {
  title: 'Person profile',
  description: "One person's portrait, name, role, a few figures and a short biography.",
});
drawsHeadings(profileSchema, (profile) => [{ level: levelOf(profile.level), path: ['name'], setBy: 'level' }]);
