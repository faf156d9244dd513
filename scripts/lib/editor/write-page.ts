import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PAGES_DIR } from '../../../src/content/files';
import type { SaveRequest } from '../../../src/editor/api';
import { schemaProblem } from './check';
import { holds } from './computed';
import { EditorError, StaleFileError } from './errors';
import { fileVersion, resolvePageFile, writeAtomically } from './files';
import { formatEdited, projectStyle } from './format';
import { applyPatches, type EditContext, editValue } from './patch';
import { evaluatePage, type EditorOptions } from './read-page';
import { type PageSource, parsePage } from './source';
import { isRecord, plain } from './values';

/** What a save sends: `file` as `readPage` named it, the `version` it returned, and the whole page's data. */
export type { SaveRequest };

export interface WriteOptions extends EditorOptions {
  /** A file whose Prettier configuration applies (the page file itself by default). */
  prettierConfigFrom?: string;
}

/** A JSON page keeps its `$schema` line, which editors need and the visual editor has no field for. */
function keepSchemaLine(before: unknown, after: unknown): unknown {
  if (!isRecord(before) || !isRecord(after) || before.$schema === undefined || '$schema' in after) return after;
  return { $schema: before.$schema, ...after };
}

function parsed(file: string, text: string): PageSource | undefined {
  try {
    return parsePage(file, text);
  } catch {
    return undefined;
  }
}

const stale = (file: string) =>
  new StaleFileError(`${file} changed on disk since the editor opened it; reload the editor to see the change.`);

/**
 * Writes edited page data back into its own file, changing only the values that differ: a string in
 * place, list items inserted, removed or moved with their comments, keys added or removed. Everything
 * else (comments, blank lines, helper constants, imports, computed values) stays as written. Refuses a
 * file that changed since it was read, a path outside the pages folder, an edit of a computed value,
 * and data the page schema rejects.
 */
export async function writePage(
  request: SaveRequest,
  options: WriteOptions = {},
): Promise<{ file: string; version: string }> {
  const page = await resolvePageFile(request.file, options.dir ?? PAGES_DIR, options.allowShared);
  const text = await readFile(page.abs, 'utf8').catch(() => {
    throw new EditorError(`${page.file} does not exist (any more): create it as a new page.`);
  });
  if (fileVersion(text) !== request.version) throw stale(page.file);
  const source = parsePage(page.file, text);
  const before = await evaluatePage(page, text, options.importModule);
  const after = keepSchemaLine(before, plain(request.data));
  const { style, options: prettierOptions } = await projectStyle(page.abs, options.prettierConfigFrom);
  const ctx: EditContext = { file: page.file, source, style, before, touched: [] };
  const patches = editValue(ctx, source.node, before, after, []);
  if (patches.length === 0) return { file: page.file, version: request.version };
  const invalid = path.basename(page.abs).startsWith('_') ? undefined : schemaProblem(after);
  if (invalid) throw new EditorError(`${page.file} was not saved: ${invalid}`);
  const edited = applyPatches(source.code, patches).slice(source.offset);
  const next = await formatEdited(text, edited, ctx.touched, source.offset, prettierOptions);
  const written = parsed(page.file, next);
  if (!written || !holds(written.node, after, written)) {
    throw new EditorError(`${page.file} could not be saved safely, so it was left as it was: please report this edit.`);
  }
  // Another save may have landed while this one was prepared.
  if (fileVersion(await readFile(page.abs, 'utf8')) !== request.version) throw stale(page.file);
  await writeAtomically(page.abs, next);
  return { file: page.file, version: fileVersion(next) };
}
