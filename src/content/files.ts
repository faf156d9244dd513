import { readdir } from 'node:fs/promises';
import path from 'node:path';

/** Folder holding one data file per route. */
export const PAGES_DIR = path.resolve(process.cwd(), 'pages-data');

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

/** Every route data file under `dir`, sorted by path, and the files whose path is already taken. */
export async function findRoutes(dir = PAGES_DIR): Promise<{ routes: RouteFile[]; duplicates: DuplicateRoute[] }> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
  const routes: RouteFile[] = [];
  const duplicates: DuplicateRoute[] = [];
  const seen = new Map<string, string>();
  for (const abs of files) {
    const urlPath = routePathFromFile(path.relative(dir, abs));
    if (!urlPath) continue;
    const file = path.relative(process.cwd(), abs).replace(/\\/g, '/');
    const keptFile = seen.get(urlPath);
    if (keptFile) {
      duplicates.push({ file, path: urlPath, keptFile });
      continue;
    }
    seen.set(urlPath, file);
    routes.push({ file, path: urlPath });
  }
  routes.sort((a, b) => a.path.localeCompare(b.path));
  return { routes, duplicates };
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
  const { routes, duplicates } = await findRoutes(dir);
  const [first] = duplicates;
  if (first) throw new Error(`${first.file}: ${duplicateMessage(first)}`);
  return routes;
}

export function duplicateMessage(duplicate: DuplicateRoute): string {
  return `route ${duplicate.path} is already published by ${duplicate.keptFile}; keep one of the two files.`;
}
