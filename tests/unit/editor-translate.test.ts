import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { afterAll, describe, expect, it } from 'vitest';
import { linksInLanguage, translatePage } from '../../scripts/lib/editor/translate';
import { rewriteImports } from '../../src/content/page-file/imports';
import { siteLanguages } from '../../src/content/languages';
import { HOME, load, pagesDir, removePagesDirs } from '../support/pages-dir';

afterAll(removePagesDirs);

const importModule = (file: string) => tsImport(pathToFileURL(path.resolve(file)).href, import.meta.url);
const languages = siteLanguages({ language: 'en', languages: [{ code: 'de', name: 'Deutsch' }] });

const FAQ = `import { question } from '../_questions';

// The questions people ask most.
export default {
  name: 'faq',
  meta: { title: 'FAQ', description: 'Answers.' },
  blocks: [{ type: 'hero', image: { src: 'photos/office-dark', alt: '' }, title: question }],
};
`;

describe('Given a page of the default language translated into German', async () => {
  const dir = await pagesDir({
    'index.ts': HOME,
    '_questions.ts': "export const question = 'Questions?';\n",
    'pages/faq.ts': FAQ,
  });
  const made = await translatePage({ file: 'pages/faq.ts', language: 'de' }, { dir, importModule, languages });
  const copy = await readFile(path.join(dir, 'de/pages/faq.ts'), 'utf8');

  it('should copy it to the same place in the German folder, at its German address', () => {
    expect(made.path).toBe('/de/pages/faq');
    expect(made.file).toMatch(/pages-data\/de\/pages\/faq\.ts$/);
  });

  it('should leave out its name, keep its comments, and import the same modules from its new folder', () => {
    expect(copy).not.toContain("name: 'faq'");
    expect(copy).toContain('// The questions people ask most.');
    expect(copy).toContain("import { question } from '../../_questions';");
  });

  it('should leave a site that loads, the copy a page of its own', async () => {
    const { problems, content } = await load(dir);
    expect(problems).toEqual([]);
    expect(content?.pages.map((page) => page.path)).toContain('/de/pages/faq');
  });

  it('should refuse a second translation, a translation of a translation and an unknown language', async () => {
    await expect(
      translatePage({ file: 'pages/faq.ts', language: 'de' }, { dir, importModule, languages }),
    ).rejects.toThrow(/exists already/);
    await expect(
      translatePage({ file: 'de/pages/faq.ts', language: 'de' }, { dir, importModule, languages }),
    ).rejects.toThrow(/is a translation already/);
    await expect(
      translatePage({ file: 'pages/faq.ts', language: 'fr' }, { dir, importModule, languages }),
    ).rejects.toThrow(/The site is not in "fr": its other languages are Deutsch \(de\)\./);
  });
});

describe('Given relative imports', () => {
  it('should write each from the new folder, and leave package imports alone', () => {
    const text = "import { a } from '../_x';\nimport b from './y.json';\nimport { z } from 'zod';\n";
    expect(rewriteImports(text, '/p/pages', '/p/de/pages')).toBe(
      "import { a } from '../../_x';\nimport b from '../../pages/y.json';\nimport { z } from 'zod';\n",
    );
  });
});

describe('Given links written as paths on a page being translated', () => {
  const [, german] = languages;
  const published = new Set(['/', '/pricing', '/de', '/de/pricing', '/contact']);
  it('should lead each to the language’s page at that place where there is one, keeping its anchor', () => {
    const data = {
      blocks: [
        {
          actions: [
            { label: 'Plans', href: '/pricing#plans' },
            { label: 'Home', href: '/' },
          ],
        },
        { href: '/contact/' },
        { href: 'https://example.com/pricing' },
        { href: { route: 'pricing' } },
        { title: '/pricing' },
      ],
    };
    expect(linksInLanguage(data, german!, published)).toEqual({
      blocks: [
        {
          actions: [
            { label: 'Plans', href: '/de/pricing#plans' },
            { label: 'Home', href: '/de/' },
          ],
        },
        // No German page there: the link keeps leading to the English one.
        { href: '/contact/' },
        { href: 'https://example.com/pricing' },
        { href: { route: 'pricing' } },
        { title: '/pricing' },
      ],
    });
  });
});
