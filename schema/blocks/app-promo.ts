import { z } from 'zod';
import { buttonSchema, imageSchema, lineSchema, textSchema } from '../primitives';
import { blockSchema, describeBlock } from './block';
import { drawsHeadings } from '../outline';

/** An app promotion: text, store or download buttons and a picture of the app. */
export const appPromoSchema = blockSchema('app-promo', {
  eyebrow: lineSchema
    .min(1)
    .optional()
    .meta({ title: 'Line above the title' })
    .describe('A short line above the title, e.g. "Mobile app".'),
  title: lineSchema.min(1).describe('The section heading (h2).'),
  description: textSchema.optional().describe('A sentence or two under the title.'),
  features: z.array(lineSchema.min(1)).max(6).default([]).describe('Short points listed with a check mark.'),
  actions: z
    .array(buttonSchema)
    .min(1)
    .max(3)
    .describe('Store or download buttons, e.g. { label: "Google Play", icon: "android", href: … }.'),
  image: imageSchema.describe('A picture of the app: a phone or a desktop screen.'),
  frame: z
    .enum(['none', 'window', 'phone'])
    .default('none')
    .describe(
      'A device drawn around the picture, raised on a shadow over a coloured card: a desktop window (a title bar with three dots) for a screen, a phone for a mobile screen; none shows the picture as it is.',
    ),
  imagePosition: z.enum(['start', 'end']).default('end').describe('Picture before or after the text on wide screens.'),
  tone: z.enum(['light', 'dark']).default('light').describe('White card with dark text, or dark card with white text.'),
});

describeBlock(appPromoSchema, {
  title: 'App promotion',
  description: 'Promotes a mobile or desktop app with store buttons and a picture of the app.',
});
drawsHeadings(appPromoSchema, () => [{ level: 2, path: ['title'] }]);
