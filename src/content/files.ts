import { readdir } from 'node:fs/promises';
import path from 'node:path';

/** Folder holding one data file per route. */
export const PAGES_DIR = path.resolve(process.cwd(), 'pages-data');

/**
 * Pages that exist for the tests only (every block example on one page), added to the site's own by
 * `npm run build -- --test-pages` (which `npm test` runs), never by a plain build: `dist/` ships none.
 */
export const TEST_PAGES_DIR = path.resolve(process.cwd(), 'tests/fixtures/pages');

/** Set by the build's `--test-pages` for the processes it starts. */
export const TEST_PAGES_ENV = 'SITE_TEST_PAGES';

/** The folders of route files: `dir`, and the test pages' when the site is built with them. */
export function pageDirs(dir = PAGES_DIR): string[] {
  return dir === PAGES_DIR && process.env[TEST_PAGES_ENV] === '1' ? [dir, TEST_PAGES_DIR] : [dir];
}

const PAGE_FILE = /\.(ts|json)$/;

export interface RouteFile {
  /** Path relative to the project root, with forward slashes. */
  file: string;
  /** URL path the file publishes, `/` for `index`. */
  path: string;
}

/**
 * Maps a data file to its URL path: `pages-data/pages/company/about-us.ts` → `/pages/company/about-us`,
 * `pages-data/index.ts` → `/`. Files and folders starting with `_` or `.` are not routes.
 */
export function routePathFromFile(relativeFile: string): string | undefined {
  const rel = relativeFile.replace(/\\/g, '/').replace(/^pages-data\//, '');
  if (!PAGE_FILE.test(rel) || rel.endsWith('.d.ts')) return undefined;
  const parts = rel.replace(PAGE_FILE, '').split('/');
  if (parts.some((p) => p.startsWith('_') || p.startsWith('.') || p === 'README')) return undefined;
  if (parts[parts.length - 1] === 'index') parts.pop();
  return '/' + parts.join('/');
}

/** Two data files that publish the same URL path, such as `about.ts` and `about.json`. */
export interface DuplicateRoute extends RouteFile {
  /** The file kept for the path (the first in sorted order). */
  keptFile: string;
}

/** A data file whose name cannot be a URL path, with why. */
export interface MisnamedRoute {
  file: string;
  message: string;
}

/** A route's folders and file name: lower-case letters, digits, `-` and `_`, starting with a letter or digit. */
const SEGMENT = /^[a-z0-9][a-z0-9_-]*$/;

/** Why a route path cannot be published as it is, or undefined when it can. */
export function routePathProblem(urlPath: string): string | undefined {
  const bad = urlPath
    .split('/')
    .slice(1)
    .filter((segment) => segment !== '' && !SEGMENT.test(segment));
  if (bad.length === 0) return undefined;
  const suggestion = urlPath
    .split('/')
    .map((segment) =>
      segment
        .toLowerCase()
        .replace(/[^a-z0-9_-]+/g, '-')
        .replace(/^-+|-+$/g, ''),
    )
    .join('/');
  return (
    `"${bad.join('", "')}" cannot be part of a page's address: name folders and files with lower-case letters, ` +
    `digits, "-" and "_" only${suggestion !== urlPath && routePathProblem(suggestion) === undefined ? ` (e.g. ${suggestion})` : ''}.`
  );
}

/**
 * Every route data file under `dir`, sorted by path; the files whose path is already taken; and the
 * files whose name cannot be a URL path (`My Page!.ts`, `:slug.ts`).
 */
export async function findRoutes(
  dir = PAGES_DIR,
): Promise<{ routes: RouteFile[]; duplicates: DuplicateRoute[]; misnamed: MisnamedRoute[] }> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
  const routes: RouteFile[] = [];
  const duplicates: DuplicateRoute[] = [];
  const misnamed: MisnamedRoute[] = [];
  const seen = new Map<string, string>();
  for (const abs of files) {
    const urlPath = routePathFromFile(path.relative(dir, abs));
    if (!urlPath) continue;
    const file = path.relative(process.cwd(), abs).replace(/\\/g, '/');
    const problem = routePathProblem(urlPath);
    if (problem) {
      misnamed.push({ file, message: problem });
      continue;
    }
    const keptFile = seen.get(urlPath);
    if (keptFile) {
      duplicates.push({ file, path: urlPath, keptFile });
      continue;
    }
    seen.set(urlPath, file);
    routes.push({ file, path: urlPath });
  }
  routes.sort((a, b) => a.path.localeCompare(b.path));
  return { routes, duplicates, misnamed };
}

/** `findRoutes` over every folder of route files (`pageDirs`); a path published twice is a duplicate. */
export async function findAllRoutes(dir = PAGES_DIR): ReturnType<typeof findRoutes> {
  const [own, ...more] = await Promise.all(pageDirs(dir).map((d) => findRoutes(d)));
  const taken = new Map(own!.routes.map((route) => [route.path, route.file]));
  for (const found of more) {
    for (const route of found.routes) {
      const keptFile = taken.get(route.path);
      if (keptFile) own!.duplicates.push({ ...route, keptFile });
      else own!.routes.push(route);
    }
    own!.misnamed.push(...found.misnamed);
  }
  own!.routes.sort((a, b) => a.path.localeCompare(b.path));
  return own!;
}

const GROUP_FILE = /^_group\.(ts|json)$/;

/** Every `_group.ts` (or `.json`) under `dir`, with the URL path of its folder. */
export async function findGroupFiles(dir = PAGES_DIR): Promise<RouteFile[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && GROUP_FILE.test(entry.name))
    .map((entry) => {
      const folder = path.relative(dir, entry.parentPath).replace(/\\/g, '/');
      return {
        file: path.relative(process.cwd(), path.join(entry.parentPath, entry.name)).replace(/\\/g, '/'),
        path: '/' + folder,
      };
    })
    .filter((group) => !group.path.split('/').some((part) => part.startsWith('_') || part.startsWith('.')))
    .sort((a, b) => a.path.localeCompare(b.path));
}

/** Lists every route data file under `pages-data/`, sorted by path. Nothing else lists routes. */
export async function listRoutes(dir = PAGES_DIR): Promise<RouteFile[]> {
  const { routes, duplicates, misnamed } = await findAllRoutes(dir);
  const [first] = duplicates;
  if (first) throw new Error(`${first.file}: ${duplicateMessage(first)}`);
  const [badName] = misnamed;
  if (badName) throw new Error(`${badName.file}: ${badName.message}`);
  return routes;
}

export function duplicateMessage(duplicate: DuplicateRoute): string {
  return `route ${duplicate.path} is already published by ${duplicate.keptFile}; keep one of the two files.`;
}
