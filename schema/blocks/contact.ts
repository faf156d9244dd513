import { z } from 'zod';
import { hrefSchema, iconSchema } from '../primitives';
import { blockSchema } from './block';

export const contactSchema = blockSchema('contact', {
  title: z.string().min(1),
  description: z.string().optional(),
  channels: z
    .array(
      z.strictObject({
        icon: iconSchema,
        label: z.string().min(1).describe('What the channel is, e.g. "Email".'),
        value: z.string().min(1).describe('The address or number shown.'),
        href: hrefSchema.optional(),
      }),
    )
    .min(1),
  note: z.string().optional().describe('Small print under the channels.'),
});
