import { z } from 'zod';
import { colorSchema, hrefSchema, imageSchema, lineSchema, socialNetworkSchema, textSchema } from '../primitives';
import { blockSchema, describeBlock } from './block';
import { drawsHeadings, each } from '../outline';

/** One person of a team: portrait, name, role, a line and their networks. */
export const teamMemberSchema = z.strictObject({
  image: imageSchema.optional().describe('Portrait of the person; without one, their initials are drawn instead.'),
  name: lineSchema.min(1).describe('Full name (h3), a link when `href` is set.'),
  href: hrefSchema.optional().describe('Where the name links to, e.g. the person’s profile.'),
  position: z
    .strictObject({
      label: lineSchema.min(1).describe('Job title, e.g. "UI Designer".'),
      color: colorSchema.default('info').describe('Colour of the job title.'),
    })
    .describe('Job title under the name.'),
  description: textSchema.min(1).optional().describe('A sentence about the person.'),
  socials: z
    .array(
      z.strictObject({
        network: socialNetworkSchema,
        href: hrefSchema.describe('The person’s page on the network.'),
      }),
    )
    .max(6)
    .default([])
    .describe('Icon-only buttons to the person’s social pages, drawn like the social-buttons block.'),
});

export const teamSchema = blockSchema('team', {
  heading: lineSchema.min(1).describe('Section heading (h2).'),
  description: textSchema.min(1).optional().describe('Text under the heading.'),
  layout: z
    .enum(['grid', 'horizontal'])
    .default('grid')
    .describe('`grid`: portrait above the text, four to a row; `horizontal`: portrait beside the text, two to a row.'),
  tone: z.enum(['light', 'dark']).default('light').describe('`dark` draws the section on a dark background.'),
  members: z.array(teamMemberSchema).min(1).describe('The people, in order.'),
});

describeBlock(teamSchema, {
  title: 'Team',
  description: 'A section presenting the people of the team, each with a portrait, a role and links.',
});
drawsHeadings(teamSchema, (team) => [{ level: 2, path: ['heading'] }, ...each('members', team.members, 3, 'name')]);
