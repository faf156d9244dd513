import { z } from 'zod';
import { lineSchema } from '../primitives';
import { blockSchema, describeBlock } from './block';
import { drawsHeadings, levelOf } from '../outline';

const delay = (ms: number, what: string) => z.number().int().min(0).max(10_000).default(ms).describe(what);

/** A line whose last word is typed, erased and retyped in a loop (typed.js, at the speeds below). */
export const typedTextSchema = blockSchema('typed-text', {
  before: lineSchema.default('').describe('Text before the typed word, e.g. "Work with an amazing".'),
  words: z
    .array(lineSchema.trim().min(1))
    .min(1)
    .describe('Words typed in turn; the first is the one shown without JavaScript and with reduced motion.'),
  after: lineSchema
    .default('')
    .describe('Text after the typed word; it follows with a space unless it starts with punctuation.'),
  tag: z
    .enum(['h1', 'h2', 'h3', 'p'])
    .default('h2')
    .meta({ title: 'Heading level or paragraph', advanced: true })
    .describe('Element of the line: a heading level or a paragraph.'),
  typeSpeed: delay(90, 'Milliseconds per typed letter.'),
  backSpeed: delay(90, 'Milliseconds per erased letter.'),
  backDelay: delay(200, 'Milliseconds a whole word stays before it is erased.'),
  startDelay: delay(500, 'Milliseconds before the first word is erased, and before each new round.'),
  loop: z.boolean().default(true).describe('Start again after the last word; otherwise stop on it.'),
});

describeBlock(typedTextSchema, {
  title: 'Typed text',
  description: 'A line whose last word is typed, erased and retyped with other words in a loop.',
});
drawsHeadings(typedTextSchema, (line) =>
  line.tag === 'p' ? [] : [{ level: levelOf(line.tag), path: ['words'], setBy: 'tag' }],
);
