import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { findRoutes, PAGES_DIR } from '../../../src/content/files';
import type { ImportModule } from '../../../src/content/sources';
import { findComputed } from '../../../src/content/page-file/computed';
import { locateProblems } from '../../../src/content/page-file/locate';
import { describePath } from '../../../src/content/report';
import type { LoadedPage, ReadOnlyValue } from '../../../src/editor/api';
import { createSandbox, type Sandbox } from '../sandbox/loader';
import { EditorError } from './errors';
import { fileVersion, type PageFile, resolvePageFile } from './files';
import { parsePage } from './source';
import { plain } from '../../../src/content/values';

export interface EditorOptions {
  /** The pages folder; `pages-data/` of the project by default. */
  dir?: string;
  /** Evaluates a TypeScript data file by its absolute path (the dev server passes its sandbox's); `importFresh` by default. */
  importModule?: ImportModule;
  /** Also open the data files pages share (`_site.ts`, `_people.ts`…), which are refused by default. */
  allowShared?: boolean;
}

/** A page as the editor reads it: the shape of `GET /__editor/page`'s answer, which the editor checks. */
export type EditablePage = LoadedPage;

let fresh: Sandbox | undefined;

/** Evaluates a data file as it is on disk now, in the data files' sandbox (a changed file afresh). */
export const importFresh: ImportModule = (abs) => (fresh ??= createSandbox({ watch: true })).importModule(abs);

/** The data a page file evaluates to, as JSON holds it. */
export async function evaluatePage(page: PageFile, text: string, importModule = importFresh): Promise<unknown> {
  if (page.file.endsWith('.json')) return JSON.parse(text) as unknown;
  try {
    return plain(((await importModule(page.abs)) as { default?: unknown }).default);
  } catch (error) {
    throw new EditorError(`${page.file} does not load: ${(error as Error).message}`);
  }
}

/** The page file a route path (`/pages/company/about-us`) or a file (`pages-data/….ts`) names. */
async function pageFile(target: string, dir: string, allowShared = false): Promise<PageFile> {
  if (!target.startsWith('/') || /\.(ts|json)$/.test(target)) return resolvePageFile(target, dir, allowShared);
  const route = (await findRoutes(dir)).routes.find((r) => r.path === target.replace(/(.)\/$/, '$1'));
  if (!route)
    throw new EditorError(`No page publishes ${target}: its file would be ${path.basename(dir)}${target}.ts.`);
  return resolvePageFile(path.relative(dir, path.resolve(route.file)), dir);
}

/** Reads a page for the editor: its data, its version, and the values it computes, which stay read-only. */
export async function readPage(target: string, options: EditorOptions = {}): Promise<EditablePage> {
  const dir = options.dir ?? PAGES_DIR;
  const page = await pageFile(target, dir, options.allowShared);
  const text = await readFile(page.abs, 'utf8').catch(() => {
    throw new EditorError(`${page.file} does not exist.`);
  });
  const source = parsePage(page.file, text);
  const data = await evaluatePage(page, text, options.importModule);
  const computed = findComputed(source.data, data, source);
  // The locator follows a value into the shared file it is imported from; each problem is told by its index.
  const reportFile = path.relative(process.cwd(), page.abs);
  const problems = computed.map(({ path: at }, i) => ({ file: reportFile, path: at, where: '', message: String(i) }));
  const located = new Map((await locateProblems(problems)).map((p) => [Number(p.message), p]));
  const shown = (file: string) => {
    const inside = path.relative(dir, path.resolve(file));
    return (inside.startsWith('..') ? file : path.join(path.basename(dir), inside)).replace(/\\/g, '/');
  };
  const readOnly = computed.map(({ path: at, note }, i): ReadOnlyValue => {
    const { file, line, column } = located.get(i) ?? {};
    return { path: at, where: describePath(at, data), note, file: file ? shown(file) : page.file, line, column };
  });
  return { file: page.file, version: fileVersion(text), data, readOnly };
}
