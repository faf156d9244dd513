import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createSandbox } from '../../scripts/lib/sandbox/loader';
import { loadContent } from '../../src/content/load';

/** Site settings for a temp pages folder: one navbar link, to the page named "home". */
export const SITE = `export default {
  company: { name: 'Acme Ltd', registrationNumber: '0042', founded: 2020, providerUrl: 'https://acme.example/' },
  supportEmail: 'help@acme.example',
  siteUrl: 'https://www.acme.example',
  brand: { logo: { src: 'brand/logo', alt: '' }, href: '/', mobileHref: '/' },
  navbar: { registrationLine: 'No. {company.registrationNumber}', links: [{ label: 'Home', href: { route: 'home' } }] },
  footer: { rights: 'All rights reserved.', copyright: '© {company.name}' },
};
`;

/** A valid home page: one hero. */
export const HOME = `export default {
  name: 'home',
  meta: { title: 'Home', description: 'The home page.' },
  blocks: [
    {
      type: 'hero',
      image: { src: 'photos/office-dark', alt: '' },
      title: 'Welcome to {company.name}',
    },
  ],
};
`;

const dirs: string[] = [];

/** Removes the folders `pagesDir` made; for `afterAll`. */
export async function removePagesDirs(): Promise<void> {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
}

/** A pages-data folder in a temp dir; `_site.ts` is added unless given. */
export async function pagesDir(files: Record<string, string>): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), 'validate-'));
  dirs.push(root);
  // The data files are ES modules, as in the project.
  await writeFile(path.join(root, 'package.json'), '{ "type": "module" }\n');
  const dir = path.join(root, 'pages-data');
  for (const [name, text] of Object.entries({ '_site.ts': SITE, ...files })) {
    await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
    await writeFile(path.join(dir, name), text);
  }
  return dir;
}

/**
 * Through the data files' sandbox, as `npm run validate` does: each load evaluates every file afresh,
 * and shares what the files import (the schema) among them, as one run of `npm run validate` does.
 */
export const load = async (dir: string) => {
  const sandbox = createSandbox();
  try {
    return await loadContent(sandbox.importModule, dir);
  } finally {
    sandbox.close();
  }
};

/** A file of a temp pages folder as reports name it, relative to the project. */
export const rel = (dir: string, name: string) =>
  path.relative(process.cwd(), path.join(dir, name)).replace(/\\/g, '/');

/** 1-based line and column of `snippet`, which must occur once in `text`. */
export function positionOf(text: string, snippet: string): { line: number; column: number } {
  const offset = text.indexOf(snippet);
  if (offset < 0 || text.indexOf(snippet, offset + 1) >= 0) throw new Error(`"${snippet}" must occur once`);
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: before[before.length - 1]!.length + 1 };
}

/** A pages folder holding the project's own settings file (its schema imported from the project) and a home page. */
export async function siteDir(): Promise<{ dir: string; site: string }> {
  const text = await readFile(path.resolve('pages-data/_site.ts'), 'utf8');
  const site = text.replace("from '../schema'", `from '${path.resolve('schema')}'`);
  return {
    dir: await pagesDir({ '_site.ts': site, 'index.ts': HOME.replace("name: 'home'", "name: 'presentation'") }),
    site,
  };
}

/** The settings file of a folder `siteDir` made, as it is now. */
export const settings = (dir: string) => readFile(path.join(dir, '_site.ts'), 'utf8');
