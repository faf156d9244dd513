import { z } from 'zod';
import { parseContext } from '../context';
import { hrefSchema, iconSchema, imageSchema, lineSchema, shownNumberSchema } from '../primitives';
import { blockSchema, describeBlock } from './block';
import { drawsHeadings, each, levelOf } from '../outline';

const title = (example: string) => lineSchema.min(1).describe(`Title of the card, e.g. "${example}".`);

/** Today's weather, as static text (the virtual-reality page's 28°C, Cloudy). */
const weatherSchema = z.strictObject({
  kind: z.literal('weather'),
  place: lineSchema.min(1).describe('Where the weather is, e.g. "Berlin".'),
  temperature: shownNumberSchema({ min: -100, max: 100, decimals: 1, what: 'a temperature' }).describe(
    'Temperature in degrees Celsius, with at most 1 decimal.',
  ),
  condition: lineSchema.min(1).describe('The sky in a word or two, e.g. "Cloudy".'),
  icon: iconSchema.prefault('cloud').describe('Icon of the condition.'),
});

/** A day's plan: timed items, each with a time, a title and a platform. */
const agendaSchema = z.strictObject({
  kind: z.literal('agenda'),
  title: title('Today'),
  items: z
    .array(
      z.strictObject({
        time: lineSchema.min(1).describe('When, as text, e.g. "08:00".'),
        title: lineSchema.min(1).describe('What, e.g. "Synk up with Mark".'),
        platform: lineSchema.min(1).describe('Where, e.g. "Hangouts".'),
      }),
    )
    .min(1),
});

/** A to-do card with tasks to tick off (ticks stay in the page; nothing is saved). */
const tasksSchema = z.strictObject({
  kind: z.literal('tasks'),
  title: title('To do'),
  items: z.array(z.strictObject({ label: lineSchema.min(1), done: z.boolean().default(false) })).min(1),
});

/** An inbox count with a link (spec: "Emails (21)" with a Check link). */
const emailsSchema = z.strictObject({
  kind: z.literal('emails'),
  title: title('Emails'),
  count: shownNumberSchema({ min: 0, max: 1e6 }).describe('How many emails wait; shown in brackets after the title.'),
  link: z
    .strictObject({ label: lineSchema.min(1).default('Check'), href: hrefSchema })
    .describe('Where the emails are read.'),
});

/** Icons the media player draws, shipped with the pages that show one. */
export const PLAYER_ICONS = ['skip_previous', 'pause', 'play_arrow', 'skip_next'] as const;

/** A media player: previous, pause/play and next over a list of songs, each with a title and a singer. */
const playerSchema = z
  .strictObject({
    kind: z.literal('player'),
    songs: z
      .array(z.strictObject({ title: lineSchema.min(1), singer: lineSchema.min(1) }))
      .min(1)
      .describe('The songs; previous and next move through them, the first plays first.'),
  })
  .transform((player) => {
    for (const name of PLAYER_ICONS) parseContext()?.icons.add(name);
    return player;
  });

/** Who wrote: avatars that link somewhere, each with a tooltip (a message: route, tooltip, image). */
const messagesSchema = z.strictObject({
  kind: z.literal('messages'),
  title: title('Messages'),
  items: z
    .array(
      z.strictObject({
        image: imageSchema.describe('Portrait of the sender; its alt text names them.'),
        tooltip: lineSchema.min(1).describe('Shown on hover and focus, e.g. "2 New Messages".'),
        href: hrefSchema.describe('Where the avatar leads.'),
      }),
    )
    .min(1),
});

export const widgetSchema = z.discriminatedUnion('kind', [
  weatherSchema,
  agendaSchema,
  tasksSchema,
  emailsSchema,
  playerSchema,
  messagesSchema,
]);

/** Dashboard cards on a picture: weather, agenda, tasks, emails, a media player, messages. */
export const widgetsSchema = blockSchema('widgets', {
  heading: lineSchema.min(1).describe('Heading of the dashboard (h1 or h2, see `level`).'),
  level: z
    .enum(['h1', 'h2'])
    .default('h2')
    .meta({ title: 'Heading level', advanced: true })
    .describe('`h1` when the dashboard opens the page.'),
  image: imageSchema.optional().describe('Picture behind the cards, darkened so they stand out.'),
  widgets: z.array(widgetSchema).min(1).describe('The cards, in reading order.'),
});

describeBlock(widgetsSchema, {
  title: 'Dashboard cards',
  description: 'Small cards on a picture: weather, agenda, tasks, messages, a music player.',
});
drawsHeadings(widgetsSchema, (block) => [
  { level: levelOf(block.level), path: ['heading'], setBy: 'level' },
  ...each('widgets', block.widgets, block.level === 'h1' ? 2 : 3, 'title', 'level'),
]);
