// The site's menus for the editor's Menus panel: the navbar's links, the footer's menu columns and its
// links (`navbar.links`, `footer.menus`, `footer.links` in pages-data/_site.ts), read as written and
// saved in place with the site-wide check of every save.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PAGES_DIR } from '../../../src/content/files';
import { loadPartialContent } from '../../../src/content/load';
import type { NavGroup } from '../../../src/content/navigation';
import type { ImportModule } from '../../../src/content/sources';
import { isRecord, plain, sameValue } from '../../../src/content/values';
import type { MenusSaveRequest, SiteMenus, SiteMenusValue } from '../../../src/editor/api';
import { EditorError, SiteBreakError, StaleFileError } from './errors';
import { fileVersion, writeFilesAtomically } from './files';
import { evaluatePage, importFresh } from './read-page';
import { addedProblems, siteBreak, siteProblems } from './site-check';
import { siteFile } from './theme';
import { editedText, readPageText, type WriteOptions } from './write-page';

export interface MenusOptions extends WriteOptions {
  /** Called with the files once written (the development server forgets its modules of them). */
  written?: (abs: readonly string[]) => Promise<void> | void;
}

const relative = (abs: string) => path.relative(process.cwd(), abs).replace(/\\/g, '/');

const listAt = (value: unknown, key: string): unknown[] =>
  isRecord(value) && Array.isArray(value[key]) ? (value[key] as unknown[]) : [];

/** The menus in the settings' data as written (placeholders such as `{company.name}` kept). */
export function menusOf(site: unknown): SiteMenusValue {
  const navbar = isRecord(site) ? site.navbar : undefined;
  const footer = isRecord(site) ? site.footer : undefined;
  return plain({
    navbar: listAt(navbar, 'links'),
    footerMenus: listAt(footer, 'menus').filter((menu): menu is string => typeof menu === 'string'),
    footerLinks: listAt(footer, 'links'),
  }) as SiteMenusValue;
}

/** The settings' data with `menus` in place of their menus; a list left out stays out while it is empty. */
function withMenus(site: Record<string, unknown>, menus: SiteMenusValue): Record<string, unknown> {
  const navbar = isRecord(site.navbar) ? site.navbar : {};
  const footer = isRecord(site.footer) ? site.footer : {};
  const set = (into: Record<string, unknown>, key: string, list: unknown[]) =>
    list.length === 0 && !(key in into) ? into : { ...into, [key]: list };
  return {
    ...site,
    navbar: set(navbar, 'links', menus.navbar),
    footer: set(set(footer, 'menus', menus.footerMenus), 'links', menus.footerLinks),
  };
}

/** Every group, depth first, with its heading: what a footer column may show. */
function groupsOf(groups: readonly NavGroup[]): SiteMenus['groups'] {
  return groups.flatMap((group) => [{ path: group.path, heading: group.heading }, ...groupsOf(group.groups)]);
}

async function menuGroups(dir: string, importModule: ImportModule): Promise<SiteMenus['groups']> {
  const { partial } = await loadPartialContent((file) => importModule(path.resolve(file)), dir);
  return groupsOf(partial.content?.navigation ?? []);
}

/** The site's menus as the panel shows them, the settings file's version, and the groups the footer may show. */
export async function readSiteMenus(options: MenusOptions = {}): Promise<SiteMenus> {
  const dir = options.dir ?? PAGES_DIR;
  const importModule = options.importModule ?? importFresh;
  const page = await siteFile(dir);
  const text = await readPageText(page);
  const data = await evaluatePage(page, text, importModule);
  return {
    file: page.file,
    version: fileVersion(text),
    ...menusOf(data),
    groups: await menuGroups(dir, importModule),
  };
}

/**
 * Saves the menus into the settings file: only the menus' values change, the rest of the file stays as
 * written. A file changed since `request.version` is taken as it is now when its menus are still those
 * the panel read (`base`), else refused as stale. The site as the save would leave it is checked first,
 * as every editor save is: a menu that links to no page, or names a group the site does not have, is
 * refused with nothing written (`SiteBreakError`), each problem in words.
 */
export async function saveSiteMenus(request: MenusSaveRequest, options: MenusOptions = {}): Promise<SiteMenus> {
  const dir = options.dir ?? PAGES_DIR;
  const importModule = options.importModule ?? importFresh;
  const load: ImportModule = (file) => importModule(path.resolve(file));
  const page = await siteFile(dir);
  const text = await readPageText(page);
  const version = fileVersion(text);
  const before = await evaluatePage(page, text, importModule);
  if (!isRecord(before)) throw new EditorError(`${page.file} holds no site settings to add the menus to.`);
  const { base } = request;
  const mine: SiteMenusValue = {
    navbar: request.navbar,
    footerMenus: request.footerMenus,
    footerLinks: request.footerLinks,
  };
  const read = base && { navbar: base.navbar, footerMenus: base.footerMenus, footerLinks: base.footerLinks };
  if (version !== request.version && (read === undefined || !sameValue(menusOf(before), read))) {
    throw new StaleFileError(
      'The menus were changed elsewhere while you edited them: close Menus and open them again to see the change.',
    );
  }
  const after = withMenus(before, mine);
  const next = await editedText(page, text, before, after, { ...options, schema: false });
  const groups = await menuGroups(dir, importModule);
  if (next === undefined) return { file: page.file, version, ...menusOf(before), groups };

  const overlay = { data: new Map<string, unknown>([[relative(page.abs), after]]) };
  const now = await siteProblems(load, dir);
  const added = addedProblems(now, await siteProblems(load, dir, overlay));
  if (added.length > 0) throw new SiteBreakError(added.map((problem) => siteBreak(problem, dir)));
  // Another save may have landed while this one was checked.
  if (fileVersion(await readFile(page.abs, 'utf8')) !== version) {
    throw new StaleFileError('The site settings changed while the menus were being saved: save again.');
  }
  const undo = await writeFilesAtomically([{ abs: page.abs, text: next }], [], dir);
  await options.written?.([page.abs]);
  const broken = addedProblems(now, await siteProblems(load, dir));
  if (broken.length > 0) {
    await undo();
    await options.written?.([page.abs]);
    throw new SiteBreakError(broken.map((problem) => siteBreak(problem, dir)));
  }
  return { file: page.file, version: fileVersion(next), ...menusOf(after), groups };
}
