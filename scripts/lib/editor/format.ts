import path from 'node:path';
import * as prettier from 'prettier';
import { diffLines } from './line-diff';
import type { Style } from '../../../src/content/page-file/print';

/** The project's Prettier options for a file, and the style new code is written in. */
export async function projectStyle(
  abs: string,
  configFrom = abs,
): Promise<{ style: Style; options: prettier.Options }> {
  const config = (await prettier.resolveConfig(configFrom)) ?? {};
  const options = { ...config, filepath: abs };
  const json = path.extname(abs) === '.json';
  const style: Style = {
    quote: config.singleQuote && !json ? "'" : '"',
    json,
    trailingComma: !json && config.trailingComma !== 'none',
    width: config.printWidth ?? 80,
    tab: config.useTabs ? '\t' : ' '.repeat(config.tabWidth ?? 2),
  };
  return { style, options };
}

/** Line numbers (from 0) of the text from `start` to `end`. */
function linesOf(text: string, start: number, end: number): number[] {
  const first = text.slice(0, start).split('\n').length - 1;
  const last = text.slice(0, Math.max(start, end)).split('\n').length - 1;
  return Array.from({ length: last - first + 1 }, (_, k) => first + k);
}

/**
 * The edited text formatted by Prettier, when Prettier changes no line but those the edit changed or
 * the items whose value it replaced (a string that grew may move below its key); otherwise the edited
 * text as it is, so that lines nobody edited never move.
 */
export async function formatEdited(
  original: string,
  edited: string,
  touched: readonly { start: number; end: number }[],
  options: prettier.Options,
): Promise<string> {
  const formatted = await prettier.format(edited, options).catch(() => edited);
  if (formatted === edited) return edited;
  const lines = original.split('\n');
  const mayChange = new Set(touched.flatMap((item) => linesOf(original, item.start, item.end)));
  const insertAt = new Set<number>();
  for (const hunk of diffLines(lines, edited.split('\n'))) {
    for (let line = hunk.from; line < hunk.to; line++) mayChange.add(line);
    insertAt.add(hunk.from);
  }
  const safe = diffLines(lines, formatted.split('\n')).every((hunk) =>
    hunk.from === hunk.to
      ? insertAt.has(hunk.from) || mayChange.has(hunk.from - 1) || mayChange.has(hunk.from)
      : Array.from({ length: hunk.to - hunk.from }, (_, k) => hunk.from + k).every((line) => mayChange.has(line)),
  );
  return safe ? formatted : edited;
}
