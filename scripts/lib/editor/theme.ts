// The site's style (`theme` in pages-data/_site.ts) for the editor's Site style panel: read with every
// value filled in, and saved into the settings file in place, only the values that changed, after the
// same check `npm run validate` makes (contrast included). The rest of the file stays as written.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PAGES_DIR } from '../../../src/content/files';
import { SITE_FILES } from '../../../src/content/load';
import { isRecord, plain, sameValue } from '../../../src/content/values';
import type { SiteStyle, ThemeSaveRequest } from '../../../src/editor/api';
import { mergeValues } from '../../../src/editor/merge';
import { themePlace } from '../../../src/editor/theme-words';
import {
  DEFAULT_COLORS,
  type Theme,
  THEME_COLORS,
  type ThemeColor,
  type ThemeInput,
  themeSchema,
} from '../../../schema/theme';
import { EditorError, StaleFileError } from './errors';
import { fileVersion, type PageFile, resolvePageFile, writeAtomically } from './files';
import { evaluatePage, importFresh } from './read-page';
import { editedText, readPageText, type WriteOptions } from './write-page';

/** A style the theme schema refuses (a colour that does not read, a value that is no colour): nothing was written. */
export class ThemeRefusedError extends EditorError {
  override name = 'ThemeRefusedError';
}

export interface ThemeSaveOptions extends WriteOptions {
  /** Called with the settings file once written (the development server forgets its modules of it). */
  written?: (abs: readonly string[]) => Promise<void> | void;
}

/** The settings file, refused if it leads out of the pages folder. */
export async function siteFile(dir: string): Promise<PageFile> {
  const name = SITE_FILES.find((file) => existsSync(path.join(dir, file)));
  if (!name) throw new EditorError(`The site settings file ${path.basename(dir)}/_site.ts is missing.`);
  return resolvePageFile(`${path.basename(dir)}/${name}`, dir, true);
}

/**
 * A theme as written (any part left out), with the values left out filled in as the schema fills them,
 * and those written kept as they are, right or wrong, for the panel to show and check.
 */
export function filledTheme(written: unknown): Theme {
  const theme = isRecord(written) ? written : {};
  const defaults = themeSchema.parse({});
  const colors = isRecord(theme.colors) ? theme.colors : {};
  const pick = <K extends keyof Theme>(key: K): Theme[K] =>
    (typeof theme[key] === 'string' ? theme[key] : defaults[key]) as Theme[K];
  return {
    colors: Object.fromEntries(
      THEME_COLORS.map((name) => [name, typeof colors[name] === 'string' ? colors[name] : DEFAULT_COLORS[name]]),
    ) as Record<ThemeColor, string>,
    font: pick('font'),
    headingFont: pick('headingFont'),
    radius: pick('radius'),
    shadows: pick('shadows'),
  };
}

/** The site's style as the panel shows it, and the settings file's version. */
export async function readSiteStyle(options: WriteOptions = {}): Promise<SiteStyle> {
  const dir = options.dir ?? PAGES_DIR;
  const page = await siteFile(dir);
  const text = await readPageText(page);
  const data = await evaluatePage(page, text, options.importModule);
  return { file: page.file, version: fileVersion(text), theme: filledTheme(isRecord(data) ? data.theme : undefined) };
}

/** The style, checked as `npm run validate` checks it; a refusal names each place in words. */
function checked(theme: unknown): Theme {
  const parsed = themeSchema.safeParse(theme);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => {
    const at = issue.path.filter((key): key is string | number => typeof key !== 'symbol');
    return `${themePlace(['theme', ...at])}: ${issue.message}`;
  });
  throw new ThemeRefusedError(`The site style was not saved: ${problems.join('; ')}.`);
}

/**
 * The theme to write: as written before, with each value the new style changes set (a value left out
 * that the style keeps at its default stays left out).
 */
function writtenTheme(before: unknown, next: Theme): ThemeInput {
  const written = isRecord(before) ? (plain(before) as Record<string, unknown>) : {};
  const was = filledTheme(before);
  const result: Record<string, unknown> = { ...written };
  const colors = isRecord(written.colors) ? { ...written.colors } : {};
  for (const name of THEME_COLORS) {
    if (next.colors[name] !== was.colors[name].toLowerCase()) colors[name] = next.colors[name];
  }
  if (Object.keys(colors).length > 0 || 'colors' in written) result.colors = colors;
  for (const key of ['font', 'headingFont', 'radius', 'shadows'] as const) {
    if (next[key] !== was[key]) result[key] = next[key];
  }
  return result as ThemeInput;
}

/**
 * Saves the site's style into the settings file: only the theme's values change, the rest of the file
 * (comments, layout, every other setting) stays as written. Refuses a style the theme schema refuses,
 * naming the colour; a file changed since `request.version` is merged with the style when the change
 * was elsewhere (or to other values of the style), else refused as stale.
 */
export async function saveSiteStyle(request: ThemeSaveRequest, options: ThemeSaveOptions = {}): Promise<SiteStyle> {
  const dir = options.dir ?? PAGES_DIR;
  const importModule = options.importModule ?? importFresh;
  let mine = checked(request.theme);
  const page = await siteFile(dir);
  const text = await readPageText(page);
  const version = fileVersion(text);
  const before = await evaluatePage(page, text, importModule);
  if (!isRecord(before)) throw new EditorError(`${page.file} holds no site settings to add the style to.`);
  const theirs = filledTheme(before.theme);
  if (version !== request.version) {
    const stale = new StaleFileError(
      `${page.file} changed on disk since Site style was opened, the style too: close Site style and open it again to see the change.`,
    );
    if (request.base === undefined) throw stale;
    const merge = mergeValues(plain(request.base), theirs, mine);
    if (merge.conflicts.length > 0) throw stale;
    mine = checked(merge.merged);
  }
  if (sameValue(mine, theirs)) return { file: page.file, version, theme: mine };
  const after = { ...before, theme: writtenTheme(before.theme, mine) };
  const next = await editedText(page, text, before, after, { ...options, schema: false });
  if (next === undefined) return { file: page.file, version, theme: mine };
  // Another save may have landed while this one was prepared.
  if (fileVersion(await readFile(page.abs, 'utf8')) !== version) {
    throw new StaleFileError(`${page.file} changed on disk while the style was being saved: save again.`);
  }
  await writeAtomically(page.abs, next, dir);
  await options.written?.([page.abs]);
  return { file: page.file, version: fileVersion(next), theme: mine };
}
