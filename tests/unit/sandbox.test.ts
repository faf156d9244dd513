import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadContent, type Problem } from '../../src/content/load';
import { createSandbox } from '../../scripts/lib/sandbox/loader';
import { HOME, pagesDir, rel, removePagesDirs } from '../support/pages-dir';

afterAll(removePagesDirs);

/** A valid page named `name`, with `code` run before it and `extra` fields in its meta. */
const page = (name: string, code: string, extra = '') => `${code}
export default {
  name: '${name}',
  meta: { title: 'T', description: 'D'${extra} },
  blocks: [{ type: 'hero', image: { src: 'photos/office-dark', alt: '' }, title: 'Hello' }],
};
`;

const HOSTILE = {
  'index.ts': HOME,
  'leaves.ts': page('leaves', 'process.exit(0);'),
  'loops.ts': page('loops', 'while (Date.now() > 0) {}'),
  'waits.ts': page('waits', 'await new Promise(() => {});'),
  'prints.ts': page('prints', "console.log('hello from a data file');"),
  'cycle.ts': `const block: Record<string, unknown> = { type: 'hero', title: 'Hi' };\nblock.self = block;\n${page('cycle', '').replace("blocks: [{ type: 'hero', image: { src: 'photos/office-dark', alt: '' }, title: 'Hello' }]", 'blocks: [block]')}`,
  'getter.ts': `${page('getter', '')
    .replace('export default {', 'const data = {')
    .replace(
      /};\n$/,
      "};\nObject.defineProperty(data, 'name', { enumerable: true, get() { throw new Error('no name today'); } });\nexport default data;\n",
    )}`,
};

describe('Given data files that stop, hang, print or hold what is not data', async () => {
  const dir = await pagesDir(HOSTILE);
  const tsx = path.resolve('node_modules/.bin/tsx');
  const result = spawnSync(tsx, ['scripts/validate.ts', `--dir=${dir}`, '--format=json', '--file-timeout=3'], {
    encoding: 'utf8',
    timeout: 90_000,
  });
  const report = JSON.parse(result.stdout) as { ok: boolean; problems: Problem[] };
  const about = (name: string) => report.problems.filter((p) => p.file === rel(dir, name)).map((p) => p.message);

  it('should report each at its file, exit 1, and keep the JSON report whole', () => {
    expect(result.status).toBe(1);
    expect(report.ok).toBe(false);
    expect(result.stderr).toContain('hello from a data file');
    expect(about('prints.ts')).toEqual([]);
    expect(about('index.ts')).toEqual([]);
  });

  it('should name a file that ends the process', () => {
    expect(about('leaves.ts')).toEqual([
      'could not be loaded: stopped the process loading it (process.exit?) before it gave its data',
    ]);
  });

  it.each(['loops.ts', 'waits.ts'])('should name %s, which never finishes loading', (name) => {
    expect(about(name)).toEqual([
      'could not be loaded: did not finish loading within 3 s: an endless loop, or an await that never settles?',
    ]);
  });

  it('should refuse a cycle and a throwing getter with where they are, and no stack trace', () => {
    expect(about('cycle.ts')).toEqual([
      'could not be loaded: blocks › [0] › self refers back to a value that holds it (a cycle): a data file holds plain data',
    ]);
    expect(about('getter.ts')).toEqual(['could not be loaded: reading name failed: no name today']);
    expect(result.stdout).not.toMatch(/\n\s+at /);
  });
});

describe('Given a data file that reads the environment', () => {
  it('should find nothing there', async () => {
    const dir = await pagesDir({
      'index.ts': HOME.replace("description: 'The home page.'", 'description: `env: ${JSON.stringify(process.env)}`'),
    });
    const sandbox = createSandbox();
    try {
      const { content, problems } = await loadContent(sandbox.importModule, dir);
      expect(problems).toEqual([]);
      expect(content?.pages[0]?.page.meta.description).toBe('env: {}');
    } finally {
      sandbox.close();
    }
  });

  it('should refuse reading a variable by name, which would show "undefined" on the page', async () => {
    const dir = await pagesDir({
      'index.ts': HOME.replace("description: 'The home page.'", 'description: `Home of ${process.env.HOME}`'),
    });
    const sandbox = createSandbox();
    try {
      const { content, problems } = await loadContent(sandbox.importModule, dir);
      expect(content).toBeUndefined();
      expect(problems.map((p) => [p.file, p.message])).toEqual([
        [
          rel(dir, 'index.ts'),
          'could not be loaded: it reads process.env.HOME: a data file cannot read the environment of the machine building the site. Write the value itself.',
        ],
      ]);
    } finally {
      sandbox.close();
    }
  });
});
