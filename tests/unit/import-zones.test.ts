import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

/** The import rules' messages for `code` as if it were the file `file`. */
async function refusals(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: file });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('Given the code a visitor downloads', () => {
  it.each([
    ['src/client/probe.ts', '../'],
    ['src/hooks/probe.ts', '../'],
    ['src/render/probe.tsx', '../'],
    ['src/ui/probe.ts', '../'],
    ['src/blocks/alert/probe.tsx', '../../'],
  ])('%s should import no zod, no data loading, no editor and no Puck', async (file, up) => {
    const code = [
      `import { z } from 'zod';`,
      `import { loadContent } from '${up}content/load';`,
      `import { saveRequest } from '${up}editor/api';`,
      `import { Puck } from '@puckeditor/core';`,
      `export const all = [z, loadContent, saveRequest, Puck];`,
    ].join('\n');
    const found = await refusals(file, code);
    expect(found).toHaveLength(4);
    expect(found.join('\n')).toMatch(/zod is build-time code/);
    expect(found.join('\n')).toMatch(/src\/content\/ loads and checks data at build time/);
    expect(found.join('\n')).toMatch(/src\/editor\/ is the visual editor/);
    expect(found.join('\n')).toMatch(/The visual editor \(Puck\) belongs to `npm run edit`/);
  });

  it('should let the routes use the build-time modules, never the editor', async () => {
    const code = `import { loadContent } from './content/load';\nimport { x } from './editor/api';\nexport const all = [loadContent, x];\n`;
    expect(await refusals('src/root.tsx', code)).toEqual([
      expect.stringMatching(/src\/editor\/ is the visual editor/) as string,
    ]);
  });

  it('should let the editor use Puck', async () => {
    expect(
      await refusals('src/editor/probe.tsx', `import { Puck } from '@puckeditor/core';\nexport const p = Puck;\n`),
    ).toEqual([]);
  });
});

describe('Given the schemas and the data files, which lie below src/', () => {
  it.each([
    ['schema/probe.ts', `import { formatNumber } from '../src/ui/numbers';\nexport const f = formatNumber;\n`],
    ['schema/blocks/probe.ts', `import type { Problem } from '../../src/content/problem';\nexport type P = Problem;\n`],
    ['schema/probe.ts', `import { registry } from '~/registry';\nexport const r = registry;\n`],
    ['pages-data/probe.ts', `import { brandIcon } from '../src/ui/brand';\nexport const b = brandIcon;\n`],
  ])('%s should import nothing from src/', async (file, code) => {
    expect(await refusals(file, code)).toEqual([expect.stringMatching(/lie below src\/ and import nothing from it/)]);
  });

  it('should let schema/ take the plain helpers of schema/plain/', async () => {
    const code = `import { formatNumber } from './plain/numbers';\nexport const f = formatNumber;\n`;
    expect(await refusals('schema/probe.ts', code)).toEqual([]);
  });

  it('should keep schema/plain/ free of imports, since the browser code takes its values', async () => {
    const code = `import { z } from 'zod';\nimport { didYouMean } from '../suggest';\nexport const all = [z, didYouMean];\n`;
    expect(await refusals('schema/plain/probe.ts', code)).toEqual([
      expect.stringMatching(/schema\/plain\/ is shared with the browser code/),
      expect.stringMatching(/schema\/plain\/ is shared with the browser code/),
    ]);
  });

  it('should let a component take values from schema/plain/ but only types from the rest of schema/', async () => {
    const code = `import { formatNumber } from '../../../schema/plain/numbers';\nimport { pageSchema } from '../../../schema/page';\nexport const all = [formatNumber, pageSchema];\n`;
    expect(await refusals('src/blocks/alert/probe.tsx', code)).toEqual([
      expect.stringMatching(/schema\/ is build-time code \(zod\)/),
    ]);
  });
});
