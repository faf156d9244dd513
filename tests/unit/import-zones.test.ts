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
