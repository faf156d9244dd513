import { z } from 'zod';
import { codeTextSchema, lineSchema } from '../primitives';
import { blockSchema, describeBlock } from './block';

/** A listing of source code with a Copy button (read-only: the reader copies it, never edits it). */
export const codeSchema = blockSchema('code', {
  title: lineSchema.min(1).optional().describe('Caption above the code, e.g. a file name.'),
  language: z
    .string()
    .regex(/^[a-z][a-z0-9+#-]*$/, 'a language name in lower case, e.g. "tsx", "json" or "text"')
    .default('text')
    .describe('Language of the code, e.g. "tsx", "json" or "text"; shown when there is no title.'),
  code: codeTextSchema.min(1).describe('The code, shown exactly as written and copied as it is.'),
});

describeBlock(codeSchema, {
  title: 'Code listing',
  description: 'A piece of source code shown as it is, with a Copy button.',
});
