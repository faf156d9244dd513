import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import * as prettier from 'prettier';
import type { PageInput } from '../../../schema/page';
import { findRoutes, PAGES_DIR, routePathFromFile, routePathProblem } from '../../../src/content/files';
import { schemaProblem } from './check';
import { EditorError, PageExistsError, PathRefusedError } from './errors';
import { createAtomically, fileVersion, resolvePageFile } from './files';
import { projectStyle } from './format';
import { printProperty } from './print';

export interface NewPage {
  /** The folder inside the pages folder, `pages/company` (or `pages-data/pages/company`); empty for the top. */
  folder: string;
  /** The file's name without `.ts`: it becomes the last part of the address. */
  name: string;
  title: string;
  description: string;
  /** The page's name in its group's menu; the title by default. */
  navTitle?: string;
}

export interface CreateOptions {
  dir?: string;
  /** The `schema/` folder the page imports `definePage` from; the one beside the pages folder by default. */
  schemaDir?: string;
  prettierConfigFrom?: string;
}

/**
 * Creates `<folder>/<name>.ts` with `definePage({ meta, blocks: [] })`, and a `nav` entry when the folder
 * is a group (it has a `_group.ts`), so the page shows in that group's menus. Refuses a name that cannot
 * be an address, a folder outside the pages folder, and a file or address that already exists.
 */
export async function createPage(page: NewPage, options: CreateOptions = {}) {
  const dir = options.dir ?? PAGES_DIR;
  if (/[\\/]/.test(page.name)) throw new PathRefusedError(`"${page.name}" is refused: give a name, not a path.`);
  const folder = page.folder.replace(/\\/g, '/').replace(/^\/+|\/+$/g, '');
  const target = await resolvePageFile(`${folder ? `${folder}/` : ''}${page.name.replace(/\.ts$/, '')}.ts`, dir);
  const urlPath = routePathFromFile(path.relative(dir, target.abs))!;
  const problem = routePathProblem(urlPath);
  if (problem) throw new PathRefusedError(`${target.file} is refused: ${problem}`);
  if (existsSync(target.abs))
    throw new PageExistsError(`${target.file} already exists: open it in the editor instead.`);
  const taken = (await findRoutes(dir)).routes.find((route) => route.path === urlPath);
  if (taken) throw new PageExistsError(`${urlPath} is already published by ${taken.file}: choose another name.`);

  const folderAbs = path.dirname(target.abs);
  const grouped = ['_group.ts', '_group.json'].some((name) => existsSync(path.join(folderAbs, name)));
  const data: PageInput = {
    meta: { title: page.title, description: page.description },
    ...(grouped ? { nav: { title: page.navTitle ?? page.title } } : {}),
    blocks: [],
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
  await mkdir(folderAbs, { recursive: true });
  await createAtomically(target.abs, text).catch((error: NodeJS.ErrnoException) => {
    throw error.code === 'EEXIST'
      ? new PageExistsError(`${target.file} already exists: open it in the editor instead.`)
      : error;
  });
  return { file: target.file, path: urlPath, version: fileVersion(text) };
}
