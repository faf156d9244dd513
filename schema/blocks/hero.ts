import { z } from 'zod';
import { buttonSchema, imageSchema } from '../primitives';
import { blockSchema } from './block';

export const heroSchema = blockSchema('hero', {
  image: imageSchema.describe('Background image, drawn behind the text and loaded first.'),
  title: z.string().min(1).describe('The page heading (h1).'),
  description: z.string().optional().describe('Lead text under the heading.'),
  actions: z.array(buttonSchema).max(3).default([]).describe('Buttons under the text.'),
  mask: z.boolean().default(true).describe('Darken the image so white text reads on it.'),
  center: z.boolean().default(true).describe('Centre the text.'),
  minHeight: z.enum(['50vh', '75vh', '100vh']).default('75vh').describe('Minimum height of the header.'),
});
