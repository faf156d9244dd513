import { z } from 'zod';
import { iconSchema, lineSchema, richTextSchema } from '../primitives';
import { blockSchema, describeBlock } from './block';

export const tabItemSchema = z.strictObject({
  label: lineSchema.min(1).describe('Text of the tab, also the name of its panel.'),
  icon: iconSchema.optional().describe('Icon before the label.'),
  content: richTextSchema.min(1).describe('What the panel shows while its tab is selected.'),
});

export const tabsSchema = blockSchema('tabs', {
  label: lineSchema.min(1).describe('Accessible name of the tab list, e.g. "Billing period".'),
  items: z.array(tabItemSchema).min(1).max(8).describe('The tabs and their panels; the first is selected at first.'),
  variant: z
    .enum(['tabs', 'pills'])
    .default('pills')
    .describe("`pills` (Material Kit's default): rounded buttons on a grey track; `tabs`: underlined tabs."),
  orientation: z
    .enum(['horizontal', 'vertical'])
    .default('horizontal')
    .describe('`vertical` puts the tabs in a column beside the panels (above them below 992 px).'),
  fullWidth: z.boolean().default(false).describe('Stretch the tabs to share the full width.'),
});

describeBlock(tabsSchema, {
  title: 'Tabs',
  description: 'Panels of content behind a row of tabs; one panel shows at a time.',
});
