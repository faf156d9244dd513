// @takes 13 s
// @vitest-environment node
import path from 'node:path';
import type { ReactElement, ReactNode } from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import { prerender } from 'react-dom/static';
import { ESLint } from 'eslint';
import * as prettier from 'prettier';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import type { Block as BlockData } from '../../schema/blocks';
import { iconPaths } from '../../src/content/icons';
import type { LoadedPage } from '../../src/content/loaded-page';
import { loadContent } from '../../src/content/load';
import { Block } from '../../src/render/block';
import { Blocks } from '../../src/render/blocks';
import { BLOCK_IMPORT, dataSource, jsxSource, PASTE_INDENT } from '../../src/showcase/codegen';
import { withSettings } from '../../src/showcase/sample-code';
import { IconProvider } from '../../src/ui/icon';
import type { IconGlyph } from '../../src/ui/icon';

const { content, problems } = await loadContent((file) => import(/* @vite-ignore */ path.resolve(file)));
if (!content) throw new Error(`The page data has problems:\n${JSON.stringify(problems, null, 2)}`);

interface Case {
  route: string;
  id: string;
  parsed: BlockData[];
  raw: Record<string, unknown>[];
  icons: Record<string, IconGlyph>;
}

function samplesOf(entry: LoadedPage): Case[] {
  const source = entry.source as { blocks: { blocks?: Record<string, unknown>[] }[] };
  return entry.page.blocks.flatMap((block, index) =>
    block.type === 'sample'
      ? [
          {
            route: entry.path,
            id: block.id,
            parsed: block.blocks as BlockData[],
            raw: source.blocks[index]!.blocks!,
            icons: iconPaths(entry.icons),
          },
        ]
      : [],
  );
}

const cases = content.pages.flatMap(samplesOf);

/** Compiles generated TSX to CommonJS and returns its default export. */
function compile(code: string): () => ReactNode {
  const { outputText } = ts.transpileModule(code, {
    compilerOptions: { jsx: ts.JsxEmit.ReactJSX, module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
  });
  const modules: Record<string, unknown> = { [BLOCK_IMPORT]: { Block }, 'react/jsx-runtime': jsxRuntime };
  const require = (name: string) => {
    if (!(name in modules)) throw new Error(`generated code imports an unknown module "${name}"`);
    return modules[name];
  };
  const exports: { default?: () => ReactNode } = {};
  new Function('require', 'exports', outputText)(require, exports);
  if (!exports.default) throw new Error('generated code has no default export');
  return exports.default;
}

/** The marks of a Suspense boundary that showed its content: `<Block>` draws in one boundary more. */
const SUSPENSE_MARKS = /<!--\/?\$-->/g;

/** Server markup once every lazy block has loaded, with React's generated ids numbered by first use. */
async function markup(element: ReactElement): Promise<string> {
  const { prelude } = await prerender(element);
  const html = await new Response(prelude).text();
  const ids = new Map<string, string>();
  return html.replace(/«[^»]+»|_R_[0-9a-z]+_/g, (id) => {
    if (!ids.has(id)) ids.set(id, `id${ids.size}`);
    return ids.get(id)!;
  });
}

describe('showcase code', () => {
  it('given the site, should have samples to prove', () => {
    expect(cases.length).toBeGreaterThan(0);
  });

  it.each(cases)('given sample $route#$id, should render its generated JSX as its preview', async (c) => {
    const Generated = compile(await jsxSource(c.id, withSettings(c.raw, content.site)));
    // The preview is drawn in its page, which gives it the page's icons; the generated code gets nothing.
    const preview = await markup(
      <IconProvider value={c.icons}>
        <Blocks blocks={c.parsed} />
      </IconProvider>,
    );
    const generated = await markup(<Generated />);
    // Every block drawn, none left suspended.
    expect(preview).not.toMatch(/<!--\$[?!]-->/);
    for (const block of c.parsed) if (block.id) expect(preview).toContain(`id="${block.id}"`);
    expect(generated.replace(SUSPENSE_MARKS, '')).toBe(preview.replace(SUSPENSE_MARKS, ''));
  });

  // `npm run lint` on the code where a developer pastes it: JSX as a route module of its own, page
  // data into the blocks of a page file.
  const eslint = new ESLint();
  async function lintProblems(code: string, file: string): Promise<string[]> {
    const filepath = path.resolve(file);
    const options = { ...(await prettier.resolveConfig(filepath)), filepath };
    const formatted = (await prettier.check(code, options)) ? [] : ['not formatted as Prettier formats it'];
    const [result] = await eslint.lintText(code, { filePath: filepath });
    return [...formatted, ...result!.messages.map((m) => `${m.line}:${m.column} ${m.message} (${m.ruleId})`)];
  }

  it.each(cases)('given sample $route#$id, should give JSX that passes npm run lint as a route module', async (c) => {
    expect(
      await lintProblems(await jsxSource(c.id, withSettings(c.raw, content.site)), 'src/routes/pasted-sample.tsx'),
    ).toEqual([]);
  });

  it.each(cases)(
    'given sample $route#$id, should give page data that passes npm run lint in a page file',
    async (c) => {
      const indent = ' '.repeat(PASTE_INDENT);
      const snippet = (await dataSource(c.raw))
        .trimEnd()
        .split('\n')
        .map((line) => indent + line)
        .join('\n');
      const page = [
        "import { definePage } from '../schema';",
        '',
        'export default definePage({',
        "  meta: { title: 'Pasted', description: 'A page made of a pasted sample.' },",
        '  blocks: [',
        snippet,
        '  ],',
        '});',
        '',
      ].join('\n');
      expect(await lintProblems(page, 'pages-data/pasted-sample.ts')).toEqual([]);
    },
  );

  it('given a sample written with settings placeholders, should keep them in its page data and fill them in its JSX', async () => {
    const contact = cases.find((c) => JSON.stringify(c.raw).includes('{supportEmail}'));
    expect(contact).toBeDefined();
    expect(await dataSource(contact!.raw)).toContain("'{supportEmail}'");
    const jsx = await jsxSource(contact!.id, withSettings(contact!.raw, content.site));
    expect(jsx).not.toContain('{supportEmail}');
    expect(jsx).toContain(content.site.supportEmail);
  });

  it.each(cases)('given sample $route#$id, should give page data that reads back as the sample', async (c) => {
    const snippet = await dataSource(c.raw);
    const value: unknown = new Function(`return [${snippet}];`)();
    expect(value).toEqual(JSON.parse(JSON.stringify(c.raw)));
  });
});
