// @takes 18 s
import { type SpawnSyncReturns, spawnSync } from 'node:child_process';
import { readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { homedir, tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContent } from '../../src/content/load';
import type { Problem } from '../../src/content/problem';
import { createSandbox } from '../../scripts/lib/sandbox/loader';
import { HOME, pagesDir, positionOf, rel, removePagesDirs } from '../support/pages-dir';
import { openTrap, type Trap } from '../support/trap';

afterAll(removePagesDirs);

/** A valid page named `name`, with `code` run before it and `extra` fields in its meta. */
const page = (name: string, code: string, extra = '') => `${code}
export default {
  name: '${name}',
  meta: { title: 'T', description: 'D'${extra} },
  blocks: [{ type: 'hero', image: { src: 'photos/office-dark', alt: '' }, title: 'Hello' }],
};
`;

/** Whatever a hostile file would leave behind goes here, and what it would reach counts. */
let trap: Trap;

beforeAll(async () => {
  trap = await openTrap();
});
afterAll(() => trap.close());

/** What each hostile file tries, and the words its refusal must hold (its names are listed before the trap opens). */
const attempts = () =>
  ({
    'exec.ts': [
      `import { execSync } from 'node:child_process';\n${page('exec', `execSync('touch ${trap?.dir}/exec');`)}`,
      'it imports node:child_process: a data file holds data',
    ],
    'detached.ts': [
      `import { spawn } from 'child_process';\n${page('detached', `spawn('sleep', ['60'], { detached: true }).unref();`)}`,
      'it imports child_process: a data file holds data',
    ],
    'write.ts': [
      `import fs from 'fs';\n${page('write', `fs.writeFileSync('${trap?.dir}/write', 'x');`)}`,
      'it imports fs: a data file holds data',
    ],
    'ssh.ts': [
      `import { readdirSync } from 'node:fs';\n${page('ssh', '', `, keywords: readdirSync('${homedir()}/.ssh')`)}`,
      'it imports node:fs',
    ],
    'dynamic.ts': [
      page('dynamic', `const fs = await import('node:fs');\nfs.writeFileSync('${trap?.dir}/dynamic', 'x');`),
      'it imports node:fs',
    ],
    'require.ts': [page('require', `require('fs').writeFileSync('${trap?.dir}/require', 'x');`), 'it reads require'],
    'module.ts': [
      `import { createRequire } from 'module';\n${page('module', `createRequire('/')('fs');`)}`,
      'it imports module',
    ],
    'binding.ts': [page('binding', `process.binding('fs');`), 'it reads process'],
    'environ.ts': [
      page('environ', '', `, description: String(process.env.HOME) + JSON.stringify(process.env)`),
      'it reads process',
    ],
    'fetch.ts': [page('fetch', `await fetch('http://127.0.0.1:${trap?.port}/');`), 'it reads fetch'],
    'global-this.ts': [
      page('global-this', `Function('return this')().process.exit(3);`),
      "cannot read property 'exit' of undefined",
    ],
    'constructor.ts': [
      page('constructor', `(() => {}).constructor('return process')().mainModule.require('fs');`),
      'it reads process',
    ],
    'eval.ts': [page('eval', `eval("require('fs')");`), 'it reads require'],
    'meta.ts': [
      page(
        'meta',
        '',
        `, description: String(import.meta.url) + String(import.meta.dirname) + String(import.meta.filename)`,
      ),
      'description',
    ],
    'worker.ts': [page('worker', `new Worker('data:text/javascript,1');`), 'it reads Worker'],
    'wasm.ts': [
      page('wasm', `await WebAssembly.instantiate(new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0]));`),
      'it reads WebAssembly',
    ],
    'timer.ts': [page('timer', `setTimeout(() => {}, 60_000);`), 'it reads setTimeout'],
    'absolute.ts': [
      `import passwd from '/etc/passwd';\n${page('absolute', '', ', description: String(passwd)')}`,
      'it imports /etc/passwd, a path of the machine',
    ],
    'climbs.ts': [
      `import secret from '../../../../../../../../etc/hostname';\n${page('climbs', '', ', description: String(secret)')}`,
      'it imports ../../../../../../../../etc/hostname',
    ],
    'linked.ts': [
      `import linked from './_linked.json';\n${page('linked', '', ', description: JSON.stringify(linked)')}`,
      'a link to',
    ],
    'package.ts': [`import { z } from 'zod';\n${page('package', 'z.string();')}`, 'it imports zod, a package'],
    'loops.ts': [page('loops', 'while (Date.now() > 0) {}'), 'did not finish loading within 3 s: an endless loop?'],
    'waits.ts': [page('waits', 'await new Promise(() => {});'), 'it waits for something that never comes'],
    'memory.ts': [
      page('memory', 'const all = []; for (;;) all.push(new Array(100_000).fill(all.length));'),
      'it used more than the',
    ],
    'recurses.ts': [page('recurses', 'const f = (n: number): number => f(n + 1) + 1; f(0);'), 'the stack overflowed'],
    'getter-loops.ts': [
      `const data = ${page('getter-loops', '').replace('export default ', '').replace(/;\n$/, '')};\nObject.defineProperty(data, 'name', { enumerable: true, get() { for (;;) {} } });\nexport default data;\n`,
      'did not finish loading within 3 s',
    ],
  }) as Record<string, [string, string]>;

describe('Given data files that try to reach the machine, in npm run validate', async () => {
  let result: SpawnSyncReturns<string>;
  let report: { ok: boolean; problems: Problem[] };
  let dir: string;
  let files: string[];

  beforeAll(async () => {
    dir = await pagesDir({
      'index.ts': HOME,
      ...Object.fromEntries(Object.entries(attempts()).map(([name, [text]]) => [name, text])),
    });
    // A file outside the pages folder, linked into it: valid JSON, so only the link itself can refuse it.
    const outside = await mkdtemp(path.join(tmpdir(), 'sandbox-outside-'));
    writeFileSync(path.join(outside, 'secret.json'), '{ "secret": "hunter3" }');
    symlinkSync(path.join(outside, 'secret.json'), path.join(dir, '_linked.json'));
    files = readdirSync(dir).sort();
    const tsx = path.resolve('node_modules/.bin/tsx');
    result = spawnSync(tsx, ['scripts/validate.ts', `--dir=${dir}`, '--format=json', '--file-timeout=3'], {
      encoding: 'utf8',
      timeout: 120_000,
      env: { ...process.env, SANDBOX_SECRET: 'hunter2' },
    });
    report = JSON.parse(result.stdout) as typeof report;
  }, 150_000);

  const about = (name: string) => report.problems.filter((p) => p.file === rel(dir, name)).map((p) => p.message);

  it.each(Object.keys(attempts()))('should refuse %s as that file’s error, in words', (name) => {
    const [, words] = attempts()[name]!;
    const messages = about(name);
    expect(messages.length, `${name}: ${JSON.stringify(report.problems.filter((p) => p.file.endsWith(name)))}`).toBe(
      name === 'meta.ts' ? 0 : 1,
    );
    if (name !== 'meta.ts') expect(messages[0]).toContain(words);
  });

  it('should let import.meta name no path of the machine', () => {
    const meta = report.problems.find((p) => p.file === rel(dir, 'meta.ts'));
    expect(meta).toBeUndefined();
    expect(result.stdout).not.toContain(process.cwd());
  });

  it('should exit 1 with the valid page reported valid and no stack trace', () => {
    expect(result.status).toBe(1);
    expect(report.ok).toBe(false);
    expect(about('index.ts')).toEqual([]);
    expect(result.stdout).not.toMatch(/\n\s+at /);
  });

  it('should leave nothing written, no connection made, no process left and no secret read', () => {
    expect(readdirSync(trap.dir)).toEqual([]);
    expect(trap.connections()).toBe(0);
    expect(result.stdout + result.stderr).not.toContain('hunter2');
    expect(result.stdout + result.stderr).not.toContain('hunter3');
    expect(readdirSync(dir).sort()).toEqual(files);
    expect(result.stdout).not.toContain(homedir() + '/');
    // A detached child would outlive validate: none of its kind runs.
    const sleeping = spawnSync('pgrep', ['-f', 'sleep 60'], { encoding: 'utf8' }).stdout.trim();
    expect(sleeping).toBe('');
  });

  it('should give the line of the refused import', () => {
    const exec = report.problems.find((p) => p.file === rel(dir, 'exec.ts'))!;
    expect([exec.line, exec.column]).toEqual([1, 26]);
  });
});

describe('Given data files that stop, print or hold what is not data', async () => {
  const dir = await pagesDir({
    'index.ts': HOME,
    'prints.ts': page('prints', "console.log('hello from a data file', { n: 1 });"),
    'cycle.ts': `const block: Record<string, unknown> = { type: 'hero', title: 'Hi' };\nblock.self = block;\n${page('cycle', '').replace("blocks: [{ type: 'hero', image: { src: 'photos/office-dark', alt: '' }, title: 'Hello' }]", 'blocks: [block]')}`,
    'getter.ts': `${page('getter', '')
      .replace('export default {', 'const data = {')
      .replace(
        /};\n$/,
        "};\nObject.defineProperty(data, 'name', { enumerable: true, get() { throw new Error('no name today'); } });\nexport default data;\n",
      )}`,
    'throws.ts': `const value = 1;\n\nthrow new Error('not today');\n${page('throws', '')}`,
    'shared-throws.ts': `import { broken } from './_broken';\n${page('shared-throws', '', ', description: broken')}`,
    '_broken.ts': `export const broken = 'x';\nthrow new Error('broken on purpose');\n`,
  });
  const tsx = path.resolve('node_modules/.bin/tsx');
  const result = spawnSync(tsx, ['scripts/validate.ts', `--dir=${dir}`, '--format=json', '--file-timeout=3'], {
    encoding: 'utf8',
    timeout: 90_000,
  });
  const report = JSON.parse(result.stdout) as { ok: boolean; problems: Problem[] };
  const about = (name: string) => report.problems.filter((p) => p.file === rel(dir, name));

  it('should print what a file prints on stderr, never into the report', () => {
    expect(result.stderr).toContain('hello from a data file {"n":1}');
    expect(result.stdout).not.toContain('hello from a data file');
    expect(about('prints.ts')).toEqual([]);
  });

  it('should refuse a cycle and a throwing getter with where they are, and no stack trace', () => {
    expect(about('cycle.ts').map((p) => p.message)).toEqual([
      'could not be loaded: blocks › [0] › self refers back to a value that holds it (a cycle): a data file holds plain data',
    ]);
    expect(about('getter.ts').map((p) => p.message)).toEqual([
      'could not be loaded: reading name failed: no name today',
    ]);
    expect(result.stdout).not.toMatch(/\n\s+at /);
  });

  it('should name the line a file throws at, and the shared file another throws in', () => {
    const [throws] = about('throws.ts');
    expect(throws?.message).toBe('could not be loaded: not today');
    const at = positionOf(`const value = 1;\n\nthrow new Error('not today');\n`, "Error('not today')");
    expect([throws?.line, throws?.column]).toEqual([at.line, at.column]);
    expect(about('shared-throws.ts').map((p) => p.message)).toEqual([
      `could not be loaded: broken on purpose (in ${rel(dir, '_broken.ts')}, line 2)`,
    ]);
  });
});

describe('Given a data file that reads the environment', () => {
  it('should refuse the read at its line, which would otherwise show "undefined" on the page', async () => {
    const text = HOME.replace("description: 'The home page.'", 'description: `Home of ${process.env.HOME}`');
    const dir = await pagesDir({ 'index.ts': text });
    const sandbox = createSandbox();
    try {
      const { content, problems } = await loadContent(sandbox.importModule, dir);
      expect(content).toBeUndefined();
      expect(problems.map((p) => [p.file, p.message, p.line, p.column])).toEqual([
        [
          rel(dir, 'index.ts'),
          'could not be loaded: it reads process, which a data file does not have: it cannot reach the file system, processes, the network, timers or the environment of the machine building the site. Write the value itself.',
          positionOf(text, 'process.env').line,
          positionOf(text, 'process.env').column,
        ],
      ]);
    } finally {
      sandbox.close();
    }
  });
});

describe('Given a sandbox kept while files change (the development server)', () => {
  it('should evaluate a changed file and what imports it afresh', async () => {
    const { writeFile } = await import('node:fs/promises');
    const dir = await pagesDir({
      'index.ts': `import { word } from './_word';\n${HOME.replace("'The home page.'", 'word')}`,
      '_word.ts': "export const word = 'first';\n",
    });
    const sandbox = createSandbox({ watch: true });
    try {
      const first = await loadContent(sandbox.importModule, dir);
      expect(first.content?.pages[0]?.page.meta.description).toBe('first');
      await writeFile(path.join(dir, '_word.ts'), "export const word = 'second';\n");
      const second = await loadContent(sandbox.importModule, dir);
      expect(second.content?.pages[0]?.page.meta.description).toBe('second');
    } finally {
      sandbox.close();
    }
  });
});

describe('Given a file that is not a data file', () => {
  it.each(['/etc/hostname', '/etc/passwd', path.resolve('package.json'), path.resolve('scripts/build.ts')])(
    'should refuse to load %s, saying it is not a data file',
    async (file) => {
      const sandbox = createSandbox();
      try {
        await expect(sandbox.importModule(file)).rejects.toThrow(/is not a data file/);
      } finally {
        sandbox.close();
      }
    },
  );
});
