// @project unit-dom: draws components, in happy-dom
// @takes 28 s
import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';
import { blockMapSources } from '../../scripts/gen-block-maps';
import { blockNameProblem, newBlock } from '../../scripts/new-block';

// The block is made in a copy of the parts it touches (inside the project, where Vite loads modules
// from), so the real tree never holds it while other test files read the maps.
mkdirSync('.cache', { recursive: true });
const root = mkdtempSync(path.resolve('.cache/new-block-'));
const LINKS = ['node_modules', 'pages-data'];
for (const part of ['schema', 'src', 'tests/support', '.prettierrc.json', 'eslint.config.js', 'tsconfig.json']) {
  mkdirSync(path.dirname(path.join(root, part)), { recursive: true });
  cpSync(part, path.join(root, part), { recursive: true });
}
for (const link of LINKS) symlinkSync(path.resolve(link), path.join(root, link));
const written = await newBlock('price-table', root);
const inRoot = (file: string) => path.join(root, file);
const load = <T>(file: string) => import(inRoot(file)) as Promise<T>;

afterAll(() => {
  for (const link of LINKS) unlinkSync(inRoot(link));
  rmSync(root, { recursive: true, force: true });
});

describe('npm run new:block', () => {
  it('Given a name that is not kebab-case, should refuse it and suggest one', () => {
    expect(blockNameProblem('Price Table', root)).toMatch(/not a block name: use kebab-case.*new:block price-table/);
    expect(blockNameProblem('price_table', root)).toMatch(/new:block price-table/);
  });

  it('Given the name of a block or file that exists, should refuse it and name the file', () => {
    expect(blockNameProblem('hero', root)).toMatch(/"hero" is taken: schema\/blocks\/hero\.ts exists/);
    expect(blockNameProblem('price-table', root)).toMatch(/is taken/);
    expect(blockNameProblem('block', root)).toMatch(/schema\/blocks\/block\.ts exists/);
  });

  it('Given a new name, should write the block files, the maps that list it and the JSON Schema', async () => {
    expect(written).toEqual([
      'schema/blocks/price-table.ts',
      'src/blocks/price-table/price-table.tsx',
      'src/blocks/price-table/price-table.scss',
      'src/blocks/price-table/price-table.examples.ts',
      'src/blocks/price-table/price-table.cases.ts',
      'src/blocks/price-table/price-table.browser.ts',
      'src/blocks/price-table/price-table.test.tsx',
      'schema/blocks/content-blocks.ts',
      'src/registry.ts',
      'src/blocks/examples.ts',
      'src/blocks/cases.ts',
      'schema/page.schema.json',
    ]);
    for (const [file, text] of Object.entries(await blockMapSources(root))) {
      expect(readFileSync(inRoot(file), 'utf8'), file).toBe(text);
      expect(text, file).toMatch(
        /'price-table': (priceTable|lazy\(\(\) => import\('\.\/blocks\/price-table\/price-table'\)\))/,
      );
    }
    expect(readFileSync(inRoot('schema/page.schema.json'), 'utf8')).toContain('"block-price-table"');
    expect(readFileSync(inRoot('schema/blocks/price-table.ts'), 'utf8')).toMatch(/\.describe\(/);
  });

  it('Given the new block, should reject its invalid cases at the path of the mistake', async () => {
    const { blockSchemas } = await load<typeof import('../../schema/blocks')>('schema/blocks/index.ts');
    const { blockInvalidCases } = await load<typeof import('../../src/blocks/cases')>('src/blocks/cases.ts');
    const { flattenIssues, pageErrorMap } = await load<typeof import('../../schema/errors')>('schema/errors.ts');
    const cases = (blockInvalidCases as unknown as Record<string, typeof blockInvalidCases.hero>)['price-table']!;
    for (const { data, path: at, message } of cases) {
      const result = blockSchemas['price-table' as 'hero'].safeParse(data, { error: pageErrorMap, reportInput: true });
      const issue = result.error && flattenIssues(result.error.issues).find((i) => `${i.path}` === `${at}`);
      expect(issue, `${at}`).toBeDefined();
      if (message) expect(issue?.message).toEqual(message);
    }
  });

  it('Given the new block, should be editable at once: the editor has it, with a field per schema field', async () => {
    const { blockSchemas } = await load<typeof import('../../schema/blocks')>('schema/blocks/index.ts');
    const { editorConfig, newBlockProps } =
      await load<typeof import('../../src/editor/config')>('src/editor/config.ts');
    const component = editorConfig({ routeNames: new Map() }).components['price-table'];
    const keys = Object.keys(blockSchemas['price-table' as 'hero'].shape).filter(
      (key) => !['type', 'id'].includes(key),
    );
    // The anchor id is in the Advanced group, at the end.
    expect(Object.keys(component?.fields ?? {}).sort()).toEqual([...keys, 'advanced'].sort());
    expect(component?.label).toBe('Price table');
    expect(component?.metadata?.description).toBe('Price table: a heading over a line of text.');
    // Added from the picker, it starts as its first example.
    expect(newBlockProps('price-table' as 'hero')).toMatchObject({ title: 'Price table' });
  });

  it('Given the new block, should pass the typecheck and the lint untouched', { timeout: 180_000 }, async () => {
    const files = written.filter((file) => /\.tsx?$/.test(file));
    writeFileSync(
      inRoot('tsconfig.block.json'),
      // The block's files and the maps that list it, with what they import.
      JSON.stringify({ extends: './tsconfig.json', include: files }),
    );
    const tsc = promisify(execFile)(
      process.execPath,
      ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.block.json'],
      {
        cwd: root,
      },
    ).catch((error: { stdout: string }) => error.stdout);
    const results = await new ESLint({ cwd: root }).lintFiles(files.map(inRoot));
    expect(results.flatMap((r) => r.messages.map((m) => `${r.filePath}:${m.line} ${m.message}`))).toEqual([]);
    expect(await tsc).toEqual({ stdout: '', stderr: '' });
  });
});

describe('Given the new block, its own test', async () => {
  await load('src/blocks/price-table/price-table.test.tsx');
});
