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

/** Lists every route data file under `pages-data/`, sorted by path. Nothing else lists routes. */
export async function listRoutes(dir = PAGES_DIR): Promise<RouteFile[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const routes: RouteFile[] = [];
  const seen = new Map<string, string>();
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const abs = path.join(entry.parentPath, entry.name);
    const file = path.relative(process.cwd(), abs).replace(/\\/g, '/');
    const urlPath = routePathFromFile(path.relative(dir, abs));
    if (!urlPath) continue;
    const twin = seen.get(urlPath);
    if (twin) {
      throw new Error(`${file}: route ${urlPath} is already published by ${twin}; keep one of the two files.`);
    }
    seen.set(urlPath, file);
    routes.push({ file, path: urlPath });
  }
  return routes.sort((a, b) => a.path.localeCompare(b.path));
}
