// "Translate this page": a page of the default language copied to the same place in a language's folder
// (`pages-data/pages/company/about-us.ts` → `pages-data/de/pages/company/about-us.ts`), to be translated
// in the editor. The copy has no `name` (two pages cannot share one: a link by name on a German page
// finds the translation by its place), its links written as paths lead to the language's pages where
// there are some, and its relative imports still lead to the same modules.
import path from 'node:path';
import { findRoutes, PAGES_DIR, routePathFromFile } from '../../../src/content/files';
import { type Language, languageOfPath, pathIn } from '../../../src/content/languages';
import type { TranslateRequest } from '../../../src/editor/api';
import { isRecord } from '../../../src/content/values';
import { rewriteImports } from '../../../src/content/page-file/imports';
import { EditorError, PageExistsError } from './errors';
import { createAtomically, fileVersion, resolvePageFile } from './files';
import { evaluatePage } from './read-page';
import { editedText, readPageText } from './write-page';
import type { ImportModule } from '../../../src/content/sources';
import { existsSync } from 'node:fs';

export interface TranslateOptions {
  dir?: string;
  importModule: ImportModule;
  /** The site's languages, the default one first. */
  languages: readonly Language[];
}

/**
 * The page's data with each link written as a path of the site (`href: '/pages/company/pricing#plans'`)
 * leading to the language's page at that place where there is one (`/de/pages/company/pricing#plans`).
 * Links by a page's name need nothing: on a translation they lead to the name's page in its language.
 */
export function linksInLanguage(data: unknown, language: Language, published: ReadonlySet<string>): unknown {
  if (Array.isArray(data)) return data.map((item) => linksInLanguage(item, language, published));
  if (!isRecord(data)) return data;
  return Object.fromEntries(
    Object.entries(data).map(([key, value]) => {
      if (key !== 'href' || typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) {
        return [key, linksInLanguage(value, language, published)];
      }
      const [, place = '/', rest = ''] = /^([^?#]*)(.*)$/.exec(value) ?? [];
      const bare = place.replace(/(.)\/+$/, '$1');
      const there = pathIn(bare, language);
      if (!published.has(there)) return [key, value];
      return [key, `${there}${place.endsWith('/') && there !== '/' ? '/' : ''}${rest}`];
    }),
  );
}

/** Creates the translation of the page in `request.file` into `request.language`; its file and address. */
export async function translatePage(
  request: TranslateRequest,
  { dir = PAGES_DIR, importModule, languages }: TranslateOptions,
): Promise<{ file: string; path: string; version: string }> {
  const language = languages.find((l) => l.code.toLowerCase() === request.language.toLowerCase() && l.prefix);
  if (!language) {
    const known = languages.slice(1).map((l) => `${l.name} (${l.code})`);
    throw new EditorError(
      known.length
        ? `The site is not in "${request.language}": its other languages are ${known.join(', ')}.`
        : 'The site has one language: add another under `languages` in the site settings first.',
    );
  }
  const page = await resolvePageFile(request.file, dir);
  const address = routePathFromFile(path.relative(dir, page.abs));
  if (address === undefined) throw new EditorError(`${page.file} is not a page.`);
  if (languageOfPath(address, languages).prefix) {
    throw new EditorError(`${page.file} is a translation already: translate the ${languages[0]!.name} page.`);
  }
  const place = path.relative(dir, page.abs).replace(/\\/g, '/');
  const target = await resolvePageFile(`${path.basename(dir)}${language.prefix}/${place}`, dir);
  if (existsSync(target.abs)) throw new PageExistsError(`The ${language.name} page ${target.file} exists already.`);

  const text = await readPageText(page);
  const data = await evaluatePage(page, text, importModule);
  const copy = rewriteImports(text, path.dirname(page.abs), path.dirname(target.abs));
  const { name: _name, ...rest } = isRecord(data) ? data : {};
  const published = new Set((await findRoutes(dir)).routes.map((route) => route.path));
  const localised = linksInLanguage(rest, language, published);
  const translated = (await editedText(target, copy, data, localised, { schema: false })) ?? copy;
  try {
    await createAtomically(target.abs, translated, dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') {
      throw new PageExistsError(`The ${language.name} page ${target.file} exists already.`);
    }
    throw error;
  }
  return { file: target.file, path: pathIn(address, language), version: fileVersion(translated) };
}
