// A save from the editor as one change to the site: the page's own file, and with it every reference
// a rename or a move rewrites, the links a deletion takes along, and the redirect a move leaves. The
// whole site is checked first, as a strict build checks it, and all files are written or none. A save
// may make a menu group for the page's folder (`new-group.ts`), with the page's entry in it.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { findRoutes, PAGES_DIR, routePathFromFile, routePathProblem } from '../../../src/content/files';
import type { ContentOverlay, ImportModule } from '../../../src/content/sources';
import type { DataPath } from '../../../src/content/problem';
import { SITE_FILES } from '../../../src/content/load';
import { applyEdits, type TextEdit } from '../../../src/content/page-file/strings';
import { withRedirect } from '../../../src/content/redirects';
import type { RedirectInput } from '../../../schema/site';
import { EditorError, PageExistsError, SiteBreakError } from './errors';
import { fileVersion, type PageFile, resolvePageFile, writeFilesAtomically } from './files';
import { newGroupFile } from './new-group';
import { evaluatePage, importFresh } from './read-page';
import {
  type PageTarget,
  readDataFiles,
  referencesToAnchor,
  removalEdits,
  renameEdits,
  renameInData,
  type SourceFile,
  withoutLinksInData,
} from './references';
import { addedProblems, siteBreak, siteProblems } from './site-check';
import { isRecord } from '../../../src/content/values';
import {
  editedText,
  keepSchemaLine,
  mergedWithDisk,
  readPageText,
  type SaveRequest,
  stale,
  type WriteOptions,
} from './write-page';

export interface SiteSaveRequest extends SaveRequest {
  /** The page's address after the save, when it moves (`/pages/company/prices`). */
  address?: string;
  /** Ids of sections this save deletes whose links in other files are removed with them. */
  removeLinksTo?: string[];
}

export interface SiteSaveResult {
  file: string;
  version: string;
  /** The page's address after the save. */
  address: string;
  /** Every file written (or removed, for a moved page's old file). */
  written: string[];
  /** References in other files rewritten or removed. */
  references: number;
  redirect?: { from: string; to: string };
  /** When a change made to the file on disk was merged: the data written, and where that change was taken. */
  data?: unknown;
  theirChanges: DataPath[];
}

export interface SiteSaveOptions extends WriteOptions {
  /** Called once the files are written, before the site is checked again (the dev server forgets them). */
  written?: (abs: readonly string[]) => Promise<void> | void;
}

const relative = (abs: string) => path.relative(process.cwd(), abs).replace(/\\/g, '/');

const nameOf = (data: unknown) => (isRecord(data) && typeof data.name === 'string' ? data.name : undefined);

/** An address as a person may type it: one leading slash, none at the end. */
export function normalAddress(address: string): string {
  const trimmed = address.trim().replace(/^\/*/, '/').replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** The file a page moved to `address` is written to: same folder rules, same kind (.ts or .json). */
async function movedFile(page: PageFile, address: string, dir: string): Promise<PageFile> {
  if (routePathFromFile(path.relative(dir, page.abs)) === '/') {
    throw new EditorError('The home page always lives at "/": its address cannot change.');
  }
  const problem = address === '/' ? 'the home page already has the address "/".' : routePathProblem(address);
  if (problem) throw new EditorError(`The page cannot move to ${address}: ${problem}`);
  const target = await resolvePageFile(`${path.basename(dir)}${address}${path.extname(page.abs)}`, dir);
  const taken = (await findRoutes(dir)).routes.find((route) => route.path === address);
  if (taken || existsSync(target.abs)) {
    throw new PageExistsError(`Another page already has the address ${address} (${taken?.file ?? target.file}).`);
  }
  return target;
}

/**
 * The translations of the page at `from` (in the default language) that move with it to `to`: the
 * files at the same place in each language's folder (`pages-data/de/…`), with their text.
 */
async function translationMoves(
  site: unknown,
  dir: string,
  from: string,
  to: string,
): Promise<{ from: string; to: string; text: string }[]> {
  const languages = isRecord(site) && Array.isArray(site.languages) ? site.languages : [];
  const folders = languages.flatMap((language) =>
    isRecord(language) && typeof language.code === 'string' ? [language.code.toLowerCase()] : [],
  );
  const [oldPlace, newPlace] = [from, to].map((file) => path.relative(dir, file));
  // A page in a language's own folder moves alone.
  if (folders.includes(oldPlace!.split(path.sep)[0]!)) return [];
  const moves: { from: string; to: string; text: string }[] = [];
  for (const folder of folders) {
    for (const kind of ['.ts', '.json']) {
      const stem = (place: string) => place.slice(0, place.length - path.extname(place).length);
      const source = path.join(dir, folder, `${stem(oldPlace!)}${kind}`);
      if (!existsSync(source)) continue;
      const moved = path.join(dir, folder, `${stem(newPlace!)}${kind}`);
      if (existsSync(moved)) {
        throw new PageExistsError(`The ${folder} page ${relative(moved)} is in the way of this page's translation.`);
      }
      moves.push({ from: source, to: moved, text: await readFile(source, 'utf8') });
    }
  }
  return moves;
}

/** The text of each file the edits change, by file name. */
function editedFiles(groups: Map<string, { source: SourceFile; edits: TextEdit[] }>[]): Map<string, SourceFile> {
  const all = new Map<string, { source: SourceFile; edits: TextEdit[] }>();
  for (const group of groups) {
    for (const [file, { source, edits }] of group) {
      const entry = all.get(file) ?? { source, edits: [] };
      entry.edits.push(...edits);
      all.set(file, entry);
    }
  }
  return new Map(
    [...all].map(([file, { source, edits }]) => [file, { ...source, text: applyEdits(source.text, edits) }]),
  );
}

/**
 * Saves a page as one change to the site (see the file's opening comment). Refuses, writing nothing, a
 * change that adds a problem anywhere in the site, listing each one (`SiteBreakError`).
 */
export async function saveSite(request: SiteSaveRequest, options: SiteSaveOptions = {}): Promise<SiteSaveResult> {
  const dir = options.dir ?? PAGES_DIR;
  const importModule = options.importModule ?? importFresh;
  const load: ImportModule = (file) => importModule(path.resolve(file));
  const page = await resolvePageFile(request.file, dir);
  const text = await readPageText(page);
  if (fileVersion(text) !== request.version && request.base === undefined) throw stale(page.file);
  const oldPath = routePathFromFile(path.relative(dir, page.abs)) ?? '/';
  const newPath = request.address === undefined ? oldPath : normalAddress(request.address);
  const target = newPath === oldPath ? page : await movedFile(page, newPath, dir);

  const before = await evaluatePage(page, text, importModule);
  const merge = mergedWithDisk(page.file, text, request, before);
  const from: PageTarget = { name: nameOf(before), path: oldPath };
  const to: PageTarget = { name: nameOf(merge.data), path: newPath };
  const renaming = from.name !== to.name || target !== page;
  const anchors = [...new Set(request.removeLinksTo ?? [])];
  let after = keepSchemaLine(before, merge.data);
  const merged = merge.theirChanges ? { data: after, theirChanges: merge.theirChanges } : { theirChanges: [] };
  // The page's links to itself follow it too.
  if (renaming) after = renameInData(after, from, to);

  const next = (await editedText(page, text, before, after, options)) ?? text;
  const files = renaming || anchors.length > 0 ? await readDataFiles(dir) : [];
  const others = files.filter((source) => source.abs !== page.abs);
  const removals = anchors.map((anchor) => removalEdits(others, referencesToAnchor(others, from, anchor)).byFile);
  const changed = editedFiles([renaming ? renameEdits(others, from, to) : new Map(), ...removals]);
  const references = [...changed.values()].length;

  // The data each file will hold, for the check: the references rewritten and removed as in the source.
  const transform = (data: unknown) =>
    anchors.reduce(
      (value, anchor) => withoutLinksInData(value, from, anchor),
      renaming ? renameInData(data, from, to) : data,
    );
  const overlayData = new Map<string, unknown>([[relative(page.abs), after]]);

  let redirect: SiteSaveResult['redirect'];
  const translations: { from: string; to: string; text: string }[] = [];
  if (target !== page) {
    redirect = { from: oldPath, to: newPath };
    const siteName = SITE_FILES.find((name) => existsSync(path.join(dir, name)));
    if (!siteName) throw new EditorError(`The site settings file ${path.basename(dir)}/_site.ts is missing.`);
    const sitePage = await resolvePageFile(`${path.basename(dir)}/${siteName}`, dir, true);
    const siteText = changed.get(relative(sitePage.abs))?.text ?? (await readPageText(sitePage));
    const siteBefore = transform(await evaluatePage(sitePage, await readPageText(sitePage), importModule));
    let redirects = (
      isRecord(siteBefore) && Array.isArray(siteBefore.redirects) ? siteBefore.redirects : []
    ) as RedirectInput[];
    redirects = withRedirect(redirects, oldPath, newPath);
    // The page's translations move with it (pages-data/de/… mirrors the default pages), each leaving a
    // redirect from its old address too.
    for (const moved of await translationMoves(siteBefore, dir, page.abs, target.abs)) {
      translations.push(moved);
      const language = path.relative(dir, moved.from).split(path.sep)[0]!;
      const at = (address: string) => (address === '/' ? `/${language}` : `/${language}${address}`);
      redirects = withRedirect(redirects, at(oldPath), at(newPath));
    }
    const siteAfter = { ...(siteBefore as object), redirects };
    const siteNext = await editedText(sitePage, siteText, siteBefore, siteAfter, { ...options, schema: false });
    if (siteNext !== undefined) changed.set(relative(sitePage.abs), { ...sitePage, text: siteNext });
    overlayData.set(relative(sitePage.abs), siteAfter);
  }

  // A new menu group for the page's folder, written with the page's entry in it.
  const group =
    request.group &&
    (await newGroupFile(target.abs, request.group.heading, { dir, prettierConfigFrom: options.prettierConfigFrom }));
  if (group) overlayData.set(relative(group.abs), group.data);

  const writes = [
    ...(group ? [{ abs: group.abs, text: group.text }] : []),
    ...(next !== text || target !== page ? [{ abs: target.abs, text: next }] : []),
    ...translations.map((moved) => ({ abs: moved.to, text: changed.get(relative(moved.from))?.text ?? moved.text })),
    ...[...changed.values()]
      .filter(({ abs }) => !translations.some((moved) => moved.from === abs))
      .map(({ abs, text: edited }) => ({ abs, text: edited })),
  ];
  if (writes.length === 0)
    return { file: page.file, version: merge.version, address: oldPath, written: [], references, ...merged };

  const moves = new Map([
    ...(target !== page ? [[relative(page.abs), relative(target.abs)] as const] : []),
    ...translations.map((moved) => [relative(moved.from), relative(moved.to)] as const),
  ]);
  const renamed = new Map([...moves].map(([old, moved]) => [moved, old]));
  const overlay: ContentOverlay = {
    data: overlayData,
    moves,
    transform,
    ...(group ? { groups: [{ file: relative(group.abs), path: group.path }] } : {}),
  };
  const now = await siteProblems(load, dir);
  const added = addedProblems(now, await siteProblems(load, dir, overlay), renamed);
  if (added.length > 0) throw new SiteBreakError(added.map((problem) => siteBreak(problem, dir)));

  const removes = target !== page ? [page.abs, ...translations.map((moved) => moved.from)] : [];
  // Another save may have landed while this one was prepared.
  if (fileVersion(await readPageText(page)) !== merge.version) throw stale(page.file);
  const undo = await writeFilesAtomically(writes, removes, dir);
  const touched = [...writes.map((write) => write.abs), ...removes];
  await options.written?.(touched);
  const broken = addedProblems(now, await siteProblems(load, dir), renamed);
  if (broken.length > 0) {
    await undo();
    await options.written?.(touched);
    throw new SiteBreakError(broken.map((problem) => siteBreak(problem, dir)));
  }
  return {
    file: target.file,
    version: fileVersion(next),
    address: newPath,
    written: touched.map(relative),
    references,
    redirect,
    ...merged,
  };
}
