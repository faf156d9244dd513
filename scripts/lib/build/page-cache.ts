// The prerendered pages kept between builds (.cache/page-html/): a page whose inputs did not change is
// taken from there instead of being drawn again. A page's HTML, as React Router writes it, is a function
// of its own validated entry, what every page reads alike (the site settings, menus, footer, languages,
// translations, site icons, the set of page paths and names), the site's base path and the code with
// its libraries; its key hashes all of these, so the cache gives exactly what a clean build draws.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { copyFile, mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Content } from '../../../src/content/load';
import { writeAtomically } from '../fs/write-file';

/** Where the pages are kept, in the project. */
export const PAGE_CACHE = path.join('.cache', 'page-html');

/** The hashes of what the pages read, written by the validation (`npm run validate -- --snapshot`). */
export interface PageInputs {
  /** Of what every page reads alike. */
  shared: string;
  /** Of each page's own entry, by its path. */
  pages: Record<string, string>;
}

const sha = (text: string | Buffer) => createHash('sha256').update(text).digest('hex');

/** The hashes of `content`'s pages and of what they share. */
export function pageInputsOf(content: Content): PageInputs {
  const { site, navigation, footerColumns, siteIcons, languages, translated } = content;
  const names = content.pages.map((p) => [p.path, p.page.name ?? null]).sort();
  return {
    shared: sha(JSON.stringify({ site, navigation, footerColumns, siteIcons, languages, translated, names })),
    pages: Object.fromEntries(content.pages.map((p) => [p.path, sha(JSON.stringify(p))])),
  };
}

/** What the build runs as code: every file it is made of, and the versions of the installed libraries. */
const CODE = ['src', 'schema', 'scripts', 'public'];
const CODE_FILES = [
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'vite.config.ts',
  'react-router.config.ts',
  '.prettierrc.json',
  // npm's record of what node_modules holds, with each library's version.
  'node_modules/.package-lock.json',
];

/** A hash of the build's own code and of the library versions: another version never shares a page. */
export function codeVersionOf(root: string): string {
  const hash = createHash('sha256');
  const files = [
    ...CODE.flatMap((dir) =>
      existsSync(path.join(root, dir))
        ? readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' }).map((file) => path.join(dir, file))
        : [],
    ),
    ...CODE_FILES.filter((file) => existsSync(path.join(root, file))),
  ].sort();
  for (const file of files) {
    const abs = path.join(root, file);
    if (!statSync(abs).isFile()) continue;
    hash.update(`${file}\0`).update(readFileSync(abs)).update('\0');
  }
  return hash.digest('hex');
}

/** Each page's key: its inputs, what it shares, the base path and the code version. */
export function pageKeysOf(inputs: PageInputs, base: string, code: string): Map<string, string> {
  return new Map(
    Object.entries(inputs.pages).map(([at, own]) => [at, sha(`${code}\0${base}\0${inputs.shared}\0${own}`)]),
  );
}

const cachedFile = (cacheDir: string, key: string) => path.join(cacheDir, `${key}.html`);
const builtFile = (client: string, at: string) => path.join(client, at, 'index.html');

/** The paths of the pages whose HTML the cache holds, to be taken from it rather than drawn. */
export function reusablePages(keys: ReadonlyMap<string, string>, cacheDir: string): string[] {
  return [...keys].filter(([, key]) => existsSync(cachedFile(cacheDir, key))).map(([at]) => at);
}

/**
 * Once React Router has drawn the other pages: copies the reused pages from the cache into the site,
 * keeps the pages just drawn, and drops what no page of this build uses. Returns how many were reused.
 */
export async function settlePageCache({
  client,
  cacheDir,
  keys,
  reused,
}: {
  client: string;
  cacheDir: string;
  keys: ReadonlyMap<string, string>;
  reused: readonly string[];
}): Promise<void> {
  await mkdir(cacheDir, { recursive: true });
  const taken = new Set(reused);
  for (const [at, key] of keys) {
    if (taken.has(at)) {
      await mkdir(path.join(client, at), { recursive: true });
      await copyFile(cachedFile(cacheDir, key), builtFile(client, at));
    } else if (existsSync(builtFile(client, at))) {
      await writeAtomically(cachedFile(cacheDir, key), readFileSync(builtFile(client, at)), cacheDir);
    }
  }
  const kept = new Set([...keys.values()].map((key) => `${key}.html`));
  for (const file of await readdir(cacheDir)) {
    if (!kept.has(file)) await rm(path.join(cacheDir, file), { force: true });
  }
}
