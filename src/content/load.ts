import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pageSchema } from '../../schema/page';
import { languageTag, type Site, siteSchema } from '../../schema/site';
import { didYouMean } from '../../schema/suggest';
import { LanguageTokens } from '../../schema/text';
import {
  duplicateMessage,
  extraLanguages,
  findAllRoutes,
  findGroupFiles,
  newerFile,
  pageDirs,
  PAGES_DIR,
  type RouteFile,
  routePathFromFile,
} from './files';
import { groupSchema } from '../../schema/group';
import {
  buildNavigation,
  type GroupEntry,
  groupPaths,
  type LinkColumn,
  linkColumns,
  type NavGroup,
} from './navigation';
import { describePath } from './report';
import { settingTokens } from './interpolate';
import type { LoadError } from './load-error';
import { parseWith, type RawFile } from './parse-data';
import { lintContent } from './lint';
import { checkRedirects } from './redirects';
import { routeKey } from './site-links';
import { SITE_FILES } from './site-files';
import { type Language, languageOfPath, localRoutes, siteLanguages } from './languages';
import { loadTranslations, type LocalShell } from './translations';
import type { LoadedPage } from './loaded-page';
import type { Problem } from './problem';
import type { ContentOverlay, ImportModule } from './sources';

export interface Content {
  site: Site;
  /** Menus, showcase groups and breadcrumbs, built from the `_group` files and the pages' `nav`. */
  navigation: NavGroup[];
  /** The footer's columns of links: the groups its settings name, from the navigation. */
  footerColumns: LinkColumn[];
  siteIcons: string[];
  pages: LoadedPage[];
  /** The site's languages, the default one first. */
  languages: Language[];
  /** What each other language draws around its pages, by its code. */
  translated: Record<string, LocalShell>;
}

export { SITE_FILES } from './site-files';

async function readRaw(file: string, importModule: ImportModule, problems: Problem[]): Promise<RawFile | undefined> {
  if (file.endsWith('.json')) {
    let text: string;
    try {
      text = await readFile(path.resolve(file), 'utf8');
    } catch (error) {
      problems.push({ file, path: [], where: '', message: `could not be read: ${(error as Error).message}` });
      return undefined;
    }
    if (text.startsWith('\uFEFF')) {
      problems.push({
        file,
        path: [],
        where: '',
        line: 1,
        column: 1,
        message: 'starts with a byte order mark (BOM), which JSON does not allow: save the file as UTF-8 without BOM',
      });
      return undefined;
    }
    try {
      const data: unknown = JSON.parse(text);
      const { duplicateKeys, readPageFile } = await import('./page-file/model');
      const twice = duplicateKeys(readPageFile(file, text));
      for (const { key, line, column, firstLine } of twice) {
        problems.push({
          file,
          path: [],
          where: '',
          line,
          column,
          message: `"${key}" is written twice in one object (first on line ${firstLine}); JSON keeps only the last value: remove one of the two`,
        });
      }
      if (twice.length > 0) return undefined;
      return { file, data };
    } catch (error) {
      const { jsonSyntaxError } = await import('./page-file/model');
      const syntax = jsonSyntaxError(text);
      const message = `not valid JSON: ${syntax?.message ?? (error as Error).message}`;
      problems.push({ file, path: [], where: '', ...syntax, message });
      return undefined;
    }
  }
  try {
    const mod = (await importModule(file)) as { default?: unknown };
    if (mod.default === undefined) {
      problems.push({
        file,
        path: [],
        where: '',
        message: 'no default export: write `export default definePage({ … })`',
      });
      return undefined;
    }
    return { file, data: mod.default };
  } catch (error) {
    problems.push(await loadFailure(file, error as Error));
    return undefined;
  }
}

/** A data file that would not import: a syntax error gets its own line:column, anything else is passed on. */
async function loadFailure(file: string, error: Error): Promise<Problem> {
  const text = await readFile(path.resolve(file), 'utf8').catch(() => undefined);
  if (text !== undefined) {
    const { importedSyntaxError, typescriptSyntaxError } = await import('./page-file/model');
    const syntax = typescriptSyntaxError(text, file);
    if (syntax) return { file, path: [], where: '', ...syntax, message: `not valid TypeScript: ${syntax.message}` };
    // A file the page imports (a shared data file) may be the one that does not parse.
    const imported = importedSyntaxError(text, file);
    if (imported) {
      const kind = imported.file.endsWith('.json') ? 'JSON' : 'TypeScript';
      return { ...imported, path: [], where: '', message: `not valid ${kind}: ${imported.message}`, usedBy: [file] };
    }
  }
  // Where the sandbox saw it fail (scripts/lib/sandbox/): a line of this file, or of a file it imports.
  const at = (error as Partial<LoadError>).at ?? {};
  const here = at.file !== undefined && path.resolve(at.file) === path.resolve(file);
  const elsewhere = at.file !== undefined && !here ? ` (in ${at.file}${at.line ? `, line ${at.line}` : ''})` : '';
  const exported = error.message.startsWith('the value it exports ') ? exportLine(text) : undefined;
  const line = here && at.line ? { line: at.line, column: at.column } : (exported ?? {});
  return { file, path: [], where: '', ...line, message: `could not be loaded: ${error.message}${elsewhere}` };
}

/** Where a data file's `export default` is written: the line a fault of the exported value is shown at. */
function exportLine(text: string | undefined): { line: number; column: number } | undefined {
  const at = text?.search(/^export default\b/m) ?? -1;
  return text && at >= 0 ? { line: text.slice(0, at).split('\n').length, column: 1 } : undefined;
}

/**
 * `fn` over `items`, a few at a time, results in order. Importing thousands of data files at once
 * would hold every file's compiled text in memory together; a few at a time it is freed as it goes.
 */
async function mapInTurn<T, R>(items: readonly T[], fn: (item: T) => Promise<R>, limit = 8): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < items.length; i = next++) results[i] = await fn(items[i]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/**
 * What loads of the site while some file has a problem, for the development server and the visual
 * editor only: the build takes `content` from `loadContent`, which has none on any problem.
 */
export interface PartialContent {
  /** The site, its menus and the pages whose data is valid; none while the site settings have a problem. */
  content?: Content;
  /** Route name → path of every page file that loaded and names itself, its data valid or not. */
  routeNames: [string, string][];
  /** True when some page file did not load, so its name (if any) is unknown. */
  routesIncomplete: boolean;
  /** The site settings' placeholders, from the settings file as loaded, valid or not. */
  tokens: [string, string][];
  /** Every page file, with the path it publishes. */
  pageFiles: RouteFile[];
  /** The data of each page file and of the site settings as read, valid or not, by file. */
  rawData: Map<string, unknown>;
  /**
   * The problems of the menus and footer columns (a group left empty, a footer column with no group):
   * often only the echo of a page that did not load, and no page fails to draw for them.
   */
  menuProblems: Problem[];
}

interface Loaded {
  problems: Problem[];
  warnings: Problem[];
  /** For the author's information: never an error, even with `--strict`. */
  notes: Problem[];
  partial: PartialContent;
}

/**
 * Loads and validates the site settings and every page, filling in the settings' placeholders.
 * Returns the content only when there is no problem at all; problems carry the file, the data path
 * and (when found) line:column. `warnings` come from the content lint (src/content/lint/) of every
 * file that validated.
 */
export async function loadContent(
  importModule: ImportModule,
  dir = PAGES_DIR,
  overlay: ContentOverlay = {},
): Promise<{
  content?: Content;
  problems: Problem[];
  warnings: Problem[];
  notes: Problem[];
  rawData: Map<string, unknown>;
}> {
  const { problems, warnings, notes, partial } = await loadAll(importModule, dir, overlay);
  const { rawData } = partial;
  return problems.length > 0
    ? { problems, warnings, notes, rawData }
    : { content: partial.content, problems, warnings, notes, rawData };
}

/**
 * The same check as `loadContent`, with `partial`: whatever loads despite the problems, so the
 * development server draws every page that is not broken and the editor knows the site's names.
 */
export function loadPartialContent(importModule: ImportModule, dir = PAGES_DIR): Promise<Loaded> {
  return loadAll(importModule, dir);
}

async function loadAll(importModule: ImportModule, dir: string, overlay: ContentOverlay = {}): Promise<Loaded> {
  const problems: Problem[] = [];
  const movedFrom = new Map([...(overlay.moves ?? [])].map(([from, to]) => [to, from]));
  // A moved page is read from its old file (or the overlay's data for either name) under its new name.
  const readData = async (file: string): Promise<RawFile | undefined> => {
    const from = movedFrom.get(file) ?? file;
    const given = [file, from].find((name) => overlay.data?.has(name));
    if (given) return { file, data: overlay.data!.get(given) };
    const raw = await readRaw(from, importModule, problems);
    return raw && { file, data: overlay.transform ? overlay.transform(raw.data) : raw.data };
  };
  let routeFiles: RouteFile[] = [];
  let groupFiles: RouteFile[] = [];
  let duplicateRoutes = 0;
  try {
    const found = await findAllRoutes(dir);
    groupFiles = [...(await findGroupFiles(dir)), ...(overlay.groups ?? [])].sort((a, b) =>
      a.path.localeCompare(b.path),
    );
    routeFiles = overlay.moves ? movedRoutes(found.routes, overlay.moves, dir) : found.routes;
    duplicateRoutes = found.duplicates.length;
    for (const duplicate of found.duplicates) {
      problems.push({ file: duplicate.file, path: [], where: '', message: duplicateMessage(duplicate) });
    }
    for (const { file, message } of [...found.misnamed, ...found.strays]) {
      problems.push({ file, path: [], where: '', message });
    }
  } catch (error) {
    problems.push({ file: path.relative(process.cwd(), dir), path: [], where: '', message: (error as Error).message });
  }
  const relativeDir = (at: string) => path.relative(process.cwd(), at).replace(/\\/g, '/');
  const relDir = relativeDir(dir);
  // A language's texts are beside its pages: in the first folder of route files that has its folder.
  const translationDir = (language: Language) =>
    pageDirs(dir).find((at) => existsSync(path.join(at, language.prefix))) ?? dir;
  const partial: PartialContent = {
    routeNames: [],
    routesIncomplete: false,
    tokens: [],
    pageFiles: routeFiles,
    rawData: new Map(),
    menuProblems: [],
  };
  const siteName = SITE_FILES.find((name) => existsSync(path.join(dir, name)));
  if (!siteName) {
    problems.push({
      file: `${relDir}/_site.ts`,
      path: [],
      where: '',
      message: 'missing: the site settings file is required',
    });
    return { problems, warnings: [], notes: [], partial };
  }
  const siteRaw = await readData(`${relDir}/${siteName}`);
  const raws = await mapInTurn(routeFiles, (r) => readData(r.file));
  const groupRaws = await mapInTurn(groupFiles, (g) => readData(g.file));

  const routes = new Map<string, string>();
  const namedIn = new Map<string, string>();
  routeFiles.forEach((route, i) => {
    const name = (raws[i]?.data as { name?: unknown } | undefined)?.name;
    if (typeof name !== 'string') return;
    const twin = namedIn.get(name);
    if (twin) {
      // The page added last is blamed, not the one that had the name first.
      const [blamed, kept] = newerFile(twin, route.file) === route.file ? [route.file, twin] : [twin, route.file];
      problems.push({
        file: blamed,
        path: ['name'],
        where: 'name',
        message: `the name "${name}" is already used by ${kept}, which had it first; names must be unique`,
      });
      if (blamed === route.file) return;
    }
    namedIn.set(name, route.file);
    routes.set(name, route.path);
  });
  // A page that did not load has no known name: links to names are then checked only once it loads,
  // so its one problem is not buried under an "unknown route name" wherever it is linked.
  // So is a page file blamed for an address another file has: its name may be the one others use.
  const routesIncomplete = raws.some((raw) => raw === undefined) || duplicateRoutes > 0;
  for (const raw of [siteRaw, ...raws]) if (raw) partial.rawData.set(raw.file, raw.data);
  partial.routeNames = [...routes];
  partial.routesIncomplete = routesIncomplete;
  if (!siteRaw) return { problems: await locateAll(problems), warnings: [], notes: [], partial };

  const tokens = settingTokens(siteRaw.data);
  partial.tokens = [...tokens];
  const site = parseWith(siteSchema, siteRaw, routes, tokens, problems, routesIncomplete);
  // A page in a language's folder resolves links by name to that language's pages where they exist.
  // While the settings have a problem elsewhere (a colour), their languages still say which folders
  // hold translations, so the translated pages are not also reported as misplaced.
  const declared = site?.value ?? declaredLanguages(siteRaw.data);
  const languages = siteLanguages({ ...declared, languages: [...declared.languages, ...extraLanguages(dir)] });
  const published = new Set(routeFiles.map((route) => route.path));
  const routesIn = new Map(languages.map((language) => [language.code, localRoutes(routes, language, published)]));
  const pages: LoadedPage[] = [];
  const anchors = new Map<string, Set<string>>();
  routeFiles.forEach((route, i) => {
    const raw = raws[i];
    if (!raw) return;
    const language = languageOfPath(route.path, languages);
    const inLanguage = new LanguageTokens(tokens, language.code);
    const parsed = parseWith(pageSchema, raw, routesIn.get(language.code)!, inLanguage, problems, routesIncomplete);
    if (!parsed) return;
    pages.push({
      ...route,
      ...(language.prefix ? { language: language.code } : {}),
      page: parsed.value,
      icons: parsed.icons,
      source: parsed.source,
    });
    anchors.set(routeKey(route.path), parsed.anchors);
  });
  const lintedSite = site && { file: siteRaw.file, value: site.value, source: siteRaw.data };
  const warnings = await locateAll(lintContent(pages, lintedSite, anchors));
  const groups: GroupEntry[] = [];
  groupFiles.forEach((entry, i) => {
    const raw = groupRaws[i];
    const parsed = raw && parseWith(groupSchema, raw, routes, tokens, problems, routesIncomplete);
    if (parsed) groups.push({ ...entry, group: parsed.value });
  });
  // The menus are the default language's; each other language shows them translated (loadTranslations).
  const built = buildNavigation(
    groups,
    pages
      .filter((entry) => entry.language === undefined)
      .map(({ file, path: urlPath, page }) => ({
        file,
        path: urlPath,
        nav: page.nav,
        breadcrumb: page.layout.breadcrumb,
        samples: page.blocks.filter((block) => block.type === 'sample').length,
      })),
  );
  partial.menuProblems = built.problems.map((p) => ({ ...p, where: p.path.join(' › ') }));
  if (site) partial.menuProblems.push(...unknownFooterGroups(siteRaw, site.value.footer.menus, built.navigation));
  problems.push(...partial.menuProblems);
  if (site) problems.push(...(await checkRedirects(siteRaw, site.value.redirects, routeFiles, importModule)));
  const notes: Problem[] = [];
  if (site) {
    const translations = await loadTranslations({
      languages,
      siteRaw,
      navigation: built.navigation,
      pages,
      routesIn,
      tokens,
      routesIncomplete,
      readTranslation: async (language) => {
        const at = translationDir(language);
        const name = SITE_FILES.find((file) => existsSync(path.join(at, language.prefix, file)));
        return name ? readData(`${relativeDir(at)}${language.prefix}/${name}`) : undefined;
      },
      translationFile: (language) => `${relativeDir(translationDir(language))}${language.prefix}/_site.ts`,
    });
    problems.push(...translations.problems);
    warnings.push(...(await locateAll(translations.warnings)));
    notes.push(...(await locateAll(translations.notes)));
    const footerColumns = linkColumns(built.navigation, site.value.footer.menus);
    partial.content = {
      site: site.value,
      siteIcons: site.icons,
      navigation: built.navigation,
      footerColumns,
      pages,
      languages,
      translated: translations.shells,
    };
  }
  return { problems: await locateAll(problems), warnings, notes, partial };
}

/** The route files after `moves`: a moved page is read from its old file and published at its new address. */
function movedRoutes(routes: readonly RouteFile[], moves: ReadonlyMap<string, string>, dir: string): RouteFile[] {
  return routes
    .map((route) => {
      const to = moves.get(route.file);
      return to ? { file: to, path: routePathFromFile(path.relative(dir, path.resolve(to))) ?? route.path } : route;
    })
    .sort((a, b) => a.path.localeCompare(b.path));
}

/** The footer may only name groups that exist: a column must never come out empty. */
function unknownFooterGroups(
  { file, data }: RawFile,
  menus: readonly string[],
  navigation: readonly NavGroup[],
): Problem[] {
  const known = groupPaths(navigation);
  return menus.flatMap((menu, i) => {
    if (known.includes(menu)) return [];
    const dataPath = ['footer', 'menus', i];
    return [
      {
        file,
        path: dataPath,
        where: describePath(dataPath, data),
        message: `no navigation group at "${menu}".${didYouMean(menu, known)} A group is a folder with a _group.ts.`,
      },
    ];
  });
}

/** Adds line:column and orders the problems by file, then by place in the file. */
async function locateAll(problems: Problem[]): Promise<Problem[]> {
  // The locator parses TypeScript: clean data never loads it.
  if (problems.length === 0) return problems;
  const { locateProblems } = await import('./page-file/locate');
  const located = await locateProblems(problems);
  return located.sort(
    (a, b) => a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0),
  );
}

/** The languages settings that do not parse still declare, as far as they are written right. */
function declaredLanguages(data: unknown): { language: string; languages: { code: string; name: string }[] } {
  const { language, languages } = (data ?? {}) as { language?: unknown; languages?: unknown };
  const listed = Array.isArray(languages) ? (languages as { code?: unknown; name?: unknown }[]) : [];
  // Only tags a language can be written in: a date on a page is written in its language, and the
  // settings' own problem (`language: 'english please'`) is reported at its line.
  const tag = (value: unknown) => (typeof value === 'string' ? languageTag(value) : undefined);
  return {
    language: tag(language) ?? 'en',
    languages: listed.flatMap((entry) => {
      const code = tag(entry?.code);
      return code && typeof entry.name === 'string' ? [{ code, name: entry.name }] : [];
    }),
  };
}
