import { readdirSync, statSync } from 'node:fs';
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

/**
 * The test pages' own languages, added to the site's when the test pages are built: the Arabic pages
 * (tests/fixtures/pages/ar/) prove that a language written right to left is drawn mirrored.
 */
export const TEST_LANGUAGES = [{ code: 'ar', name: 'العربية', unlisted: true }] as const;

/** The languages the folders of `pageDirs(dir)` add to the site's, which no page of the site lists. */
export function extraLanguages(dir = PAGES_DIR): readonly { code: string; name: string; unlisted: true }[] {
  return pageDirs(dir).length > 1 ? TEST_LANGUAGES : [];
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
  /** The file kept for the path: the older of the two (the one that was there first). */
  keptFile: string;
}

/**
 * Of two files that claim one thing (an address, a name), the one added last, which is blamed: the
 * newer by modification time, else the later in `order` (as listed). The other was there first.
 */
export function newerFile(a: string, b: string): string {
  const time = (file: string) => {
    try {
      return statSync(path.resolve(file)).mtimeMs;
    } catch {
      return 0;
    }
  };
  const [ta, tb] = [time(a), time(b)];
  if (ta !== tb) return ta > tb ? a : b;
  // Written at the same moment (a fresh clone, a copy keeping times): a JSON file counts as the newer
  // beside a TypeScript one, and otherwise the later name, so the same file is blamed on every machine.
  const rank = (file: string) => (file.endsWith('.json') ? 1 : 0);
  if (rank(a) !== rank(b)) return rank(a) > rank(b) ? a : b;
  return a.localeCompare(b) > 0 ? a : b;
}

/** A data file whose name cannot be a URL path, with why. */
export interface MisnamedRoute {
  file: string;
  message: string;
}

/**
 * The addresses the build writes itself: its scripts and styles (`/assets/`, cached for a year as
 * immutable), the responsive images (`/img/`), the 404 page, and what `public/` holds (copied to the
 * top of the site as it is). A page there would be overwritten or served with the wrong caching.
 */
export function reservedAddresses(publicDir = path.resolve(process.cwd(), 'public')): string[] {
  let copied: string[] = [];
  try {
    copied = readdirSync(publicDir).map((name) => `/${name}`);
  } catch {
    // No public/ folder: nothing copied.
  }
  return ['/assets', '/img', '/404', ...copied];
}

/** Why a page may not have this address (the build writes there itself), or undefined. */
export function reservedAddressProblem(urlPath: string, reserved = reservedAddresses()): string | undefined {
  const taken = reserved.find((prefix) => urlPath === prefix || urlPath.startsWith(`${prefix}/`));
  if (!taken) return undefined;
  const what =
    taken === '/assets'
      ? "the site's scripts and styles, which browsers keep for a year"
      : taken === '/img'
        ? 'the responsive images'
        : taken === '/404'
          ? 'the page shown for an unknown address (pages-data/_site.ts sets its text)'
          : `public${taken}, copied as it is`;
  return `publishes ${urlPath}, but ${taken} is where the build writes ${what}: move or rename the file.`;
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

const README = /^README\.md$/i;

/** Why a file in the pages folder is not read at all (neither a page, a shared module, a group nor a README), or undefined. */
function strayProblem(relativeFile: string, symlink: boolean): string | undefined {
  const parts = relativeFile.replace(/\\/g, '/').split('/');
  // Hidden files (.gitkeep, .DS_Store, a save's temporary file) and hidden folders are the system's,
  // and so are a text editor's backups (`about.ts~`, `#about.ts#`): not the site's.
  if (parts.some((part) => part.startsWith('.'))) return undefined;
  const name = parts[parts.length - 1]!;
  if (name.endsWith('~') || /^#.*#$/.test(name)) return undefined;
  if (symlink) {
    return 'is a symbolic link, which the site does not follow: put the file itself in the pages folder.';
  }
  if (PAGE_FILE.test(name) && !name.endsWith('.d.ts')) return undefined;
  if (README.test(name)) return undefined;
  const extension = /\.([^.]+)$/.exec(name)?.[1];
  if (extension && /^(ts|json)$/i.test(extension)) {
    const fixed = name.replace(/\.[^.]+$/, `.${extension.toLowerCase()}`);
    return `is not read: a data file's name ends in lower-case .ts or .json. Rename it to ${fixed}.`;
  }
  return (
    `is not read: the pages folder holds pages (.ts or .json), shared data (_name.ts), _group.ts files ` +
    `and a README. ${extension ? `A .${extension} file` : 'A file without an extension'} belongs elsewhere: move it out, or save it as .ts or .json.`
  );
}

/** A file in the pages folder that is not read, with why. */
export type StrayFile = MisnamedRoute;

/**
 * Every route data file under `dir`, sorted by path; the files whose path is already taken (the newer
 * of two is blamed); the files whose name cannot be a URL path (`My Page!.ts`, `:slug.ts`) or whose
 * address the build writes itself (`assets.ts`); and the files that are not read at all.
 */
export async function findRoutes(dir = PAGES_DIR): Promise<{
  routes: RouteFile[];
  duplicates: DuplicateRoute[];
  misnamed: MisnamedRoute[];
  strays: StrayFile[];
}> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const strays: StrayFile[] = [];
  const relative = (abs: string) => path.relative(process.cwd(), abs).replace(/\\/g, '/');
  for (const entry of entries) {
    if (!entry.isFile() && !entry.isSymbolicLink()) continue;
    const abs = path.join(entry.parentPath, entry.name);
    const message = strayProblem(path.relative(dir, abs), entry.isSymbolicLink());
    if (message) strays.push({ file: relative(abs), message });
  }
  const files = entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
  const routes: RouteFile[] = [];
  const misnamed: MisnamedRoute[] = [];
  const byPath = new Map<string, string[]>();
  const reserved = reservedAddresses(path.join(path.dirname(dir), 'public'));
  for (const abs of files) {
    const urlPath = routePathFromFile(path.relative(dir, abs));
    if (!urlPath) continue;
    const file = relative(abs);
    const problem = routePathProblem(urlPath) ?? reservedAddressProblem(urlPath, reserved);
    if (problem) {
      misnamed.push({ file, message: problem });
      continue;
    }
    byPath.set(urlPath, [...(byPath.get(urlPath) ?? []), file]);
  }
  const duplicates: DuplicateRoute[] = [];
  for (const [urlPath, claims] of byPath) {
    // The file that was there first keeps the address; each newer one is blamed.
    const kept = claims.reduce((older, next) => (newerFile(older, next) === next ? older : next));
    routes.push({ file: kept, path: urlPath });
    for (const file of claims) if (file !== kept) duplicates.push({ file, path: urlPath, keptFile: kept });
  }
  routes.sort((a, b) => a.path.localeCompare(b.path));
  return { routes, duplicates, misnamed, strays: strays.sort((a, b) => a.file.localeCompare(b.file)) };
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
    own!.strays.push(...found.strays);
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
  return `route ${duplicate.path} is already published by ${duplicate.keptFile}, which was there first: keep one of the two files.`;
}
