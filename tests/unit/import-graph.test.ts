import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type DependencyTree, parseCircular, parseDependencyTree } from 'dpdm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The project's import graph, type imports included (a type shared by many modules gets a module of its
 * own, never a place in the module that loads them all), paths of `tsconfig.json` resolved.
 */
async function importGraph(globs: string[], cwd: string): Promise<DependencyTree> {
  const tree = await parseDependencyTree(globs, {
    cwd,
    context: cwd,
    tsconfig: path.join(cwd, 'tsconfig.json'),
    transform: false,
    exclude: /node_modules/,
  });
  return tree;
}

/** Each cycle as `a.ts -> b.ts -> a.ts`, from its first file by name. */
const cycles = (tree: DependencyTree) =>
  parseCircular(tree).map((cycle) => {
    const start = cycle.indexOf([...cycle].sort()[0]!);
    const turned = [...cycle.slice(start), ...cycle.slice(0, start)];
    return [...turned, turned[0]].join(' -> ');
  });

/** Each import from a file under `from/` of a file under `to/`, as `schema/x.ts -> src/y.ts`. */
function importsInto(tree: DependencyTree, from: string, to: string): string[] {
  return Object.entries(tree).flatMap(([file, dependencies]) =>
    file.startsWith(`${from}/`)
      ? (dependencies ?? []).filter((d) => d.id?.startsWith(`${to}/`)).map((d) => `${file} -> ${d.id}`)
      : [],
  );
}

/** Each module under `into` that `from` imports, directly or not, as the chain of imports that leads there. */
function chainsInto(tree: DependencyTree, from: string, into: RegExp): string[] {
  const reachedFrom = new Map<string, string | undefined>([[from, undefined]]);
  const queue = [from];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    for (const { id } of tree[file] ?? []) {
      if (id && !reachedFrom.has(id)) {
        reachedFrom.set(id, file);
        // A module of the editor is listed, not followed.
        if (!into.test(id)) queue.push(id);
      }
    }
  }
  const chain = (file: string): string[] => {
    const before = reachedFrom.get(file);
    return before === undefined ? [file] : [...chain(before), file];
  };
  return [...reachedFrom.keys()].filter((file) => into.test(file)).map((file) => chain(file).join(' -> '));
}

describe("Given the project's modules (src, schema, scripts)", () => {
  let tree: DependencyTree;
  beforeAll(async () => {
    tree = await importGraph(['src/**/*.{ts,tsx}', 'schema/**/*.ts', 'scripts/**/*.ts'], process.cwd());
  }, 120_000);

  it('should read the whole graph', () => {
    expect(Object.keys(tree)).toEqual(expect.arrayContaining(['src/content/load.ts', 'schema/page.ts']));
  });

  it('should import no module in a circle (each cycle listed)', () => {
    expect(cycles(tree)).toEqual([]);
  });

  it('should have schema/ import nothing from src/ (the layer above it)', () => {
    expect(importsInto(tree, 'schema', 'src')).toEqual([]);
  });

  it('should have the build load no module of the editor (each chain that would listed)', () => {
    expect(chainsInto(tree, 'scripts/build.ts', /^(scripts\/lib|src)\/editor\//)).toEqual([]);
  });
});

describe('Given modules that import each other', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'import-graph-'));
    await writeFile(path.join(dir, 'tsconfig.json'), '{ "compilerOptions": { "paths": { "~/*": ["./src/*"] } } }');
    await mkdir(path.join(dir, 'src'));
    await writeFile(
      path.join(dir, 'src/load.ts'),
      "import { describe } from './report';\nexport type Problem = string;\nexport const load = describe;\n",
    );
    await writeFile(
      path.join(dir, 'src/report.ts'),
      "import type { Problem } from '~/load';\nexport const describe = (p: Problem) => p;\n",
    );
    await writeFile(path.join(dir, 'src/alone.ts'), 'export const alone = 1;\n');
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('should list the cycle, through a type import and a tsconfig path', async () => {
    expect(cycles(await importGraph(['src/**/*.ts'], dir))).toEqual(['src/load.ts -> src/report.ts -> src/load.ts']);
  });
});
