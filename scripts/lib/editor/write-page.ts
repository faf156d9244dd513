import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PAGES_DIR } from '../../../src/content/files';
import { schemaProblem } from './check';
import type { DataPath } from '../../../src/content/problem';
import type { SaveRequest } from '../../../src/editor/api';
import { mergeValues } from '../../../src/editor/merge';
import { EditorError, MergeConflictError, StaleFileError } from './errors';
import { fileVersion, type PageFile, resolvePageFile, writeAtomically } from './files';
import { formatEdited, projectStyle } from './format';
import { holds } from '../../../src/content/page-file/computed';
import { applyPatches, type EditContext, editValue } from '../../../src/content/page-file/edit';
import { evaluatePage, type EditorOptions } from './read-page';
import { parsePage } from './source';
import { isRecord, plain } from '../../../src/content/values';

export type { SaveRequest } from '../../../src/editor/api';

export interface WriteOptions extends EditorOptions {
  /** A file whose Prettier configuration applies (the page file itself by default). */
  prettierConfigFrom?: string;
}

/** A JSON page keeps its `$schema` line, which editors need and the visual editor has no field for. */
export function keepSchemaLine(before: unknown, after: unknown): unknown {
  if (!isRecord(before) || !isRecord(after) || before.$schema === undefined || '$schema' in after) return after;
  return { $schema: before.$schema, ...after };
}

function parsed(file: string, text: string): ReturnType<typeof parsePage> | undefined {
  try {
    return parsePage(file, text);
  } catch {
    return undefined;
  }
}

export const stale = (file: string) =>
  new StaleFileError(`${file} changed on disk since the editor opened it; reload the editor to see the change.`);

/**
 * The data a save writes: the editor's, or when the file (`text`, holding `before`) changed since the
 * editor loaded `request.base` from it at `request.version`, both edits merged value by value
 * (`theirChanges`: where the file's own change was taken). Throws `MergeConflictError` where both changed
 * one value, and refuses a changed file when the request holds no `base`.
 */
export function mergedWithDisk(
  file: string,
  text: string,
  request: SaveRequest,
  before: unknown,
): { data: unknown; version: string; theirChanges?: DataPath[] } {
  const version = fileVersion(text);
  const mine = plain(request.data);
  if (version === request.version) return { data: mine, version };
  if (request.base === undefined) throw stale(file);
  const result = mergeValues(plain(request.base), before, mine);
  if (result.conflicts.length > 0) {
    const count = result.conflicts.length === 1 ? 'one value' : `${result.conflicts.length} values`;
    throw new MergeConflictError(
      `${file} changed on disk, and ${count} changed both there and in the editor: pick which to keep.`,
      { file, version, theirs: before, conflicts: result.conflicts },
    );
  }
  return { data: result.merged, version, theirChanges: result.theirChanges };
}

/**
 * The text of a data file with `after` written into it in place of `before`, changing only the values
 * that differ: a string in place, list items inserted, removed or moved with their comments, keys added
 * or removed. Everything else (comments, blank lines, helper constants, imports, computed values) stays
 * as written. Undefined when nothing differs. Refuses an edit of a computed value and data the page
 * schema rejects (`schema: false` for a shared file such as `_site.ts`).
 */
export async function editedText(
  page: PageFile,
  text: string,
  before: unknown,
  after: unknown,
  options: WriteOptions & { schema?: boolean } = {},
): Promise<string | undefined> {
  const source = parsePage(page.file, text);
  const { style, options: prettierOptions } = await projectStyle(page.abs, options.prettierConfigFrom);
  const ctx: EditContext = { page: source, style, before, touched: [] };
  const patches = editValue(ctx, source.data, before, after, []);
  if (patches.length === 0) return undefined;
  const checkSchema = options.schema ?? !path.basename(page.abs).startsWith('_');
  const invalid = checkSchema ? schemaProblem(after) : undefined;
  if (invalid) throw new EditorError(`${page.file} was not saved: ${invalid}`);
  const edited = applyPatches(text, patches);
  const next = await formatEdited(text, edited, ctx.touched, prettierOptions);
  const written = parsed(page.file, next);
  if (!written || !holds(written.data, after, written)) {
    throw new EditorError(`${page.file} could not be saved safely, so it was left as it was: please report this edit.`);
  }
  return next;
}

/**
 * Writes edited page data back into its own file (see `editedText`), merged with a change made to the
 * file since it was read (see `mergedWithDisk`). Refuses a path outside the pages folder, an edit of a
 * computed value, and data the page schema rejects.
 */
export async function writePage(
  request: SaveRequest,
  options: WriteOptions = {},
): Promise<{ file: string; version: string; data?: unknown; theirChanges: DataPath[] }> {
  const dir = options.dir ?? PAGES_DIR;
  const page = await resolvePageFile(request.file, dir, options.allowShared);
  const text = await readPageText(page);
  if (fileVersion(text) !== request.version && request.base === undefined) throw stale(page.file);
  const before = await evaluatePage(page, text, options.importModule);
  const merge = mergedWithDisk(page.file, text, request, before);
  const after = keepSchemaLine(before, merge.data);
  const answer = (written: string) => ({
    file: page.file,
    version: fileVersion(written),
    ...(merge.theirChanges ? { data: after, theirChanges: merge.theirChanges } : { theirChanges: [] }),
  });
  const next = await editedText(page, text, before, after, options);
  if (next === undefined) return answer(text);
  // Another save may have landed while this one was prepared.
  if (fileVersion(await readFile(page.abs, 'utf8')) !== merge.version) throw stale(page.file);
  await writeAtomically(page.abs, next, dir);
  return answer(next);
}

/** A page file's text, or a refusal saying it is gone. */
export const readPageText = (page: PageFile) =>
  readFile(page.abs, 'utf8').catch(() => {
    throw new EditorError(`${page.file} does not exist (any more): create it as a new page.`);
  });
