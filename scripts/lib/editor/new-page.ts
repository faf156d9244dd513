import { existsSync } from 'node:fs';
import path from 'node:path';
import * as prettier from 'prettier';
import type { PageInput } from '../../../schema/page';
import {
  findGroupFiles,
  findRoutes,
  PAGES_DIR,
  routePathFromFile,
  routePathProblem,
  type RouteFile,
} from '../../../src/content/files';
import { type NewPageFolder, type NewPageRequest, normalFolder } from '../../../src/editor/api';
import { schemaProblem } from './check';
import { EditorError, PageExistsError, PathRefusedError } from './errors';
import { createAtomically, fileVersion, resolvePageFile } from './files';
import { projectStyle } from './format';
import { printProperty } from '../../../src/content/page-file/print';
import { slugOf } from '../../../schema/plain/heading-id';

/**
 * A new page (`src/editor/api.ts` checks its shape): `folder` inside the pages folder, `pages/company`
 * (or `pages-data/pages/company`), empty for the top; `name` the file's name without `.ts`, the last
 * part of the address; `navTitle` its name in its group's menu, the title by default.
 */
export type NewPage = NewPageRequest;

/** The picture a new page's header starts with: a quiet abstract one of the catalogue, under white text. */
export const NEW_PAGE_PICTURE = 'abstract/curved-dark';

/** A page name made from the title ("Our careers" → `our-careers`), with a number when it is taken. */
export function pageNameFrom(title: string, taken: ReadonlySet<string>): string {
  const slug =
    slugOf(title)
      .replace(/^h-/, '')
      .replace(/^[^a-z]+/, '') || 'page';
  if (!taken.has(slug)) return slug;
  let n = 2;
  while (taken.has(`${slug}-${n}`)) n++;
  return `${slug}-${n}`;
}

const humanize = (name: string) => {
  const words = name.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * The folders a new page may go in: the top, those holding pages (and the folders above them), and the
 * menu groups; each with its address and a label in words, the group's heading when `headings` (folder
 * address → heading) has one.
 */
export async function newPageFolders(
  dir = PAGES_DIR,
  routes?: readonly RouteFile[],
  headings: ReadonlyMap<string, string> = new Map(),
): Promise<NewPageFolder[]> {
  const groups = new Set((await findGroupFiles(dir)).map((group) => group.path.slice(1)));
  const found = new Set(['']);
  for (const route of routes ?? (await findRoutes(dir)).routes) {
    let folder = path.dirname(path.relative(dir, path.resolve(route.file))).replace(/\\/g, '/');
    while (folder !== '.' && !found.has(folder)) {
      found.add(folder);
      folder = path.dirname(folder);
    }
  }
  for (const group of groups) found.add(group);
  return [...found].sort().map((folder) => {
    const address = `/${folder}`;
    const heading = headings.get(address) ?? (folder ? humanize(folder.split('/').pop()!) : 'Top-level');
    const label = `${heading}${/\bpages?$/i.test(heading) ? '' : ' pages'} (${address})`;
    return { folder, group: groups.has(folder), path: address, label };
  });
}

export interface CreateOptions {
  dir?: string;
  /** The page names the site's pages have (`presentation`…): the new page's name is another. */
  takenNames?: ReadonlySet<string>;
  /** The `schema/` folder the page imports `definePage` from; the one beside the pages folder by default. */
  schemaDir?: string;
  prettierConfigFrom?: string;
}

/**
 * Creates `<folder>/<name>.ts` with `definePage({ name, meta, blocks })`: its page name made from the
 * title, and one header block with the title over a catalogue picture (`NEW_PAGE_PICTURE`), nothing of
 * another page's; with a `nav` entry when the folder is a group (it has a `_group.ts`), so the page
 * shows in that group's menus. Refuses a name that cannot
 * be an address, a folder outside the pages folder, and a file or address that already exists.
 */
export async function createPage(page: NewPage, options: CreateOptions = {}) {
  const dir = options.dir ?? PAGES_DIR;
  if (/[\\/]/.test(page.name)) throw new PathRefusedError(`"${page.name}" is refused: give a name, not a path.`);
  const folder = normalFolder(page.folder);
  const target = await resolvePageFile(`${folder ? `${folder}/` : ''}${page.name.replace(/\.ts$/, '')}.ts`, dir);
  const urlPath = routePathFromFile(path.relative(dir, target.abs))!;
  const problem = routePathProblem(urlPath);
  if (problem) throw new PathRefusedError(`${target.file} is refused: ${problem}`);
  if (!(await newPageFolders(dir)).some((offered) => offered.folder === folder)) {
    throw new PathRefusedError(
      `pages-data/${folder}/ is refused: a new page goes in a folder that already holds pages.`,
    );
  }
  if (existsSync(target.abs))
    throw new PageExistsError(`${target.file} already exists: open it in the editor instead.`);
  const taken = (await findRoutes(dir)).routes.find((route) => route.path === urlPath);
  if (taken) throw new PageExistsError(`${urlPath} is already published by ${taken.file}: choose another name.`);

  const folderAbs = path.dirname(target.abs);
  const grouped = ['_group.ts', '_group.json'].some((name) => existsSync(path.join(folderAbs, name)));
  const data: PageInput = {
    name: pageNameFrom(page.title, options.takenNames ?? new Set()),
    meta: { title: page.title, description: page.description },
    ...(grouped ? { nav: { title: page.navTitle ?? page.title } } : {}),
    blocks: [{ type: 'hero', image: { src: NEW_PAGE_PICTURE, alt: '' }, title: page.title }],
  };
  const problemInData = schemaProblem(data);
  if (problemInData) throw new EditorError(`The new page is not valid yet: ${problemInData}`);

  const schemaDir = options.schemaDir ?? path.join(path.dirname(dir), 'schema');
  const specifier = path.relative(folderAbs, schemaDir).replace(/\\/g, '/');
  const { style, options: prettierOptions } = await projectStyle(target.abs, options.prettierConfigFrom);
  const members = Object.entries(data).map(
    ([key, value]) => `${style.tab}${printProperty(key, value, style, style.tab)},`,
  );
  const code = [
    `import { definePage } from ${JSON.stringify(specifier.startsWith('.') ? specifier : `./${specifier}`)};`,
    '',
    `export default definePage({\n${members.join('\n')}\n});`,
    '',
  ].join('\n');
  const text = await prettier.format(code, prettierOptions);
  await createAtomically(target.abs, text, dir).catch((error: NodeJS.ErrnoException) => {
    throw error.code === 'EEXIST'
      ? new PageExistsError(`${target.file} already exists: open it in the editor instead.`)
      : error;
  });
  return { file: target.file, path: urlPath, version: fileVersion(text) };
}
