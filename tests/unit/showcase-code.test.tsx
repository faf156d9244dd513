// @vitest-environment node
import path from 'node:path';
import type { ReactElement, ReactNode } from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import { prerender } from 'react-dom/static';
import { MemoryRouter } from 'react-router';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import type { Block as BlockData } from '../../schema/blocks';
import { iconPaths } from '../../src/content/icons';
import { type LoadedPage, loadContent } from '../../src/content/load';
import { Block, RouteNamesProvider } from '../../src/render/block';
import { Blocks } from '../../src/render/blocks';
import { BLOCK_IMPORT, dataSource, jsxSource } from '../../src/showcase/codegen';
import { IconProvider } from '../../src/ui/icon';
import type { IconGlyph } from '../../src/ui/icon';

const { content, problems } = await loadContent((file) => import(/* @vite-ignore */ path.resolve(file)));
if (!content) throw new Error(`The page data has problems:\n${JSON.stringify(problems, null, 2)}`);
const routes = new Map(content.pages.filter((p) => p.page.name).map((p) => [p.page.name!, p.path]));

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

/** Server markup once every lazy block has loaded, with React's generated ids numbered by first use. */
async function markup(element: ReactElement, icons: Record<string, IconGlyph>): Promise<string> {
  const { prelude } = await prerender(
    <MemoryRouter>
      <RouteNamesProvider value={routes}>
        <IconProvider value={icons}>{element}</IconProvider>
      </RouteNamesProvider>
    </MemoryRouter>,
  );
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
    const Generated = compile(await jsxSource(c.id, c.raw));
    const preview = await markup(<Blocks blocks={c.parsed} />, c.icons);
    const generated = await markup(<Generated />, c.icons);
    // Every block drawn, none left suspended.
    expect(preview).not.toMatch(/<!--\$[?!]-->/);
    for (const block of c.parsed) if (block.id) expect(preview).toContain(`id="${block.id}"`);
    expect(generated).toBe(preview);
  });

  it.each(cases)('given sample $route#$id, should give page data that reads back as the sample', async (c) => {
    const snippet = await dataSource(c.raw);
    const value: unknown = new Function(`return [${snippet}];`)();
    expect(value).toEqual(JSON.parse(JSON.stringify(c.raw)));
  });
});
