// What the data files' sandbox may load, and the JavaScript it evaluates: each data file and schema
// module compiled from TypeScript on its own (oxc), each package the schema imports bundled once (esbuild). Nothing
// here runs a data file; it only decides what a file may import and hands over source text.
import { type BigIntStats, existsSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { builtinModules, SourceMap } from 'node:module';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { buildSync } from 'esbuild';
import { transformSync } from 'rolldown/utils';
import { PAGES_DIR, TEST_PAGES_DIR } from '../../../src/content/files';
import { LoadError } from '../../../src/content/load-error';

const ROOT = process.cwd();
const SCHEMA_DIR = path.join(ROOT, 'schema');
const BLOCKS_DIR = path.join(ROOT, 'src', 'blocks');
const NODE_MODULES = path.join(ROOT, 'node_modules');

/** A package the schema imports, by its module name in the sandbox. */
const PACKAGE = 'npm:';

/** The words a refused import ends with: what a data file may import instead. */
const DATA_ONLY =
  'a data file holds data: it imports only other data files (pages-data/) and schema/, and computes everything else in the file itself.';

const inside = (dir: string, file: string) => file === dir || file.startsWith(dir + path.sep);

/** A file's name in the sandbox (its stack traces and `import` resolution): relative to the project. */
export function moduleName(file: string): string {
  return path.relative(ROOT, file).split(path.sep).join('/');
}

/** The file a module name stands for. */
export function moduleFile(name: string): string {
  return path.resolve(ROOT, name);
}

/**
 * The folders of data files: the site's pages, the test pages' fixtures, and the pages folder a loaded
 * file is in (a folder named `pages-data` anywhere, as a copy of the project or a test has).
 */
function dataRootOf(file: string): string | undefined {
  for (const root of [PAGES_DIR, path.dirname(TEST_PAGES_DIR)]) if (inside(root, file)) return root;
  for (let dir = path.dirname(file); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    if (path.basename(dir) === 'pages-data') return dir;
  }
  return undefined;
}

/**
 * The schema beside a data file's pages folder: a draft of the team's editor is a copy of the project
 * (a git worktree in `.editor/drafts/<id>/`) whose pages import its own `schema/`.
 */
function schemaBeside(file: string): string {
  const root = dataRootOf(file);
  return root && inside(ROOT, root) ? path.join(path.dirname(root), 'schema') : SCHEMA_DIR;
}

/** The blocks' examples are typed data too (the showcase, the tests and the docs read them). */
const isExamples = (file: string) =>
  inside(BLOCKS_DIR, file) && /(^|[\\/])(examples?|[^\\/]+\.examples)\.ts$/.test(path.basename(file));

/** Whether `file` is data (a page, a shared `_` file, an example) rather than the schema's code. */
function isData(file: string): boolean {
  return dataRootOf(file) !== undefined || isExamples(file);
}

const EXTENSIONS = ['', '.ts', '.tsx', '.js', '.mjs', '.json', '/index.ts', '/index.js'];

function findFile(abs: string): string | undefined {
  const candidates = EXTENSIONS.map((ext) => abs + ext);
  // TypeScript's ESM style: `./x.js` names `./x.ts`.
  if (/\.m?js$/.test(abs)) candidates.push(abs.replace(/\.m?js$/, '.ts'));
  return candidates.find((file) => statSync(file, { throwIfNoEntry: false })?.isFile());
}

/**
 * Why `file` cannot be loaded as a data file, or undefined: only a TypeScript file of a pages folder
 * (or a block's examples) is, and not through a link that leads elsewhere. The development server
 * takes a file's name from a request, which must not name any other file of the machine.
 */
export function entryProblem(file: string): string | undefined {
  let real: string;
  try {
    real = realpathSync(file);
  } catch {
    return `${moduleName(file)} does not exist`;
  }
  if (!/\.tsx?$/.test(file) || !isData(file) || !isData(real)) {
    return `${moduleName(file)} is not a data file: only the TypeScript files of a pages folder are loaded as data`;
  }
  return undefined;
}

/** An import the sandbox refuses: said in words, at the line of the file that wrote it. */
export class RefusedImport extends LoadError {}

/** Where `specifier` is written in `importer`'s source, for the report. */
function importAt(importer: string, specifier: string): { file: string; line?: number; column?: number } {
  const file = moduleName(importer);
  let text: string;
  try {
    text = readFileSync(importer, 'utf8');
  } catch {
    return { file };
  }
  for (const quote of ["'", '"', '`']) {
    const at = text.indexOf(`${quote}${specifier}${quote}`);
    if (at < 0) continue;
    const before = text.slice(0, at).split('\n');
    return { file, line: before.length, column: before[before.length - 1]!.length + 1 };
  }
  return { file };
}

const isBuiltin = (specifier: string) =>
  specifier.startsWith('node:') || builtinModules.includes(specifier.split('/')[0]!);

/**
 * The module `specifier` names when `importerName` imports it, or a `RefusedImport` saying why not.
 * A data file may import data files and schema/; the schema's modules also import packages (bundled)
 * and the project's own helpers. Nothing reaches Node's built-ins, a file outside the project, or a
 * file through a symbolic link that leads out of where it may import.
 */
export function resolveImport(importerName: string, specifier: string): string {
  if (importerName.startsWith(PACKAGE)) {
    throw new RefusedImport(`the package ${importerName.slice(PACKAGE.length)} imports ${specifier} at run time`);
  }
  const importer = moduleFile(importerName);
  const refuse = (what: string): never => {
    throw new RefusedImport(`it imports ${specifier}${what}`, importAt(importer, specifier));
  };
  const data = isData(importer);
  if (isBuiltin(specifier)) {
    refuse(
      `: ${DATA_ONLY.replace('computes everything else', 'cannot reach the file system, processes, the network or the machine; it computes its value')}`,
    );
  }
  if (!specifier.startsWith('.') && !specifier.startsWith('/')) {
    if (data) refuse(`, a package: ${DATA_ONLY}`);
    return PACKAGE + specifier;
  }
  const absolute = path.isAbsolute(specifier);
  const found = findFile(path.resolve(path.dirname(importer), specifier));
  if (!found)
    refuse(
      absolute ? `, a path of the machine: ${DATA_ONLY}` : ', which does not exist: check the path and the file name',
    );
  const file = found!;
  let real: string;
  try {
    real = realpathSync(file);
  } catch {
    return refuse(', which cannot be read');
  }
  const allowed = (target: string) => {
    if (inside(NODE_MODULES, target)) return false;
    if (!data) return inside(ROOT, target) || dataRootOf(target) !== undefined;
    return isData(target) || inside(SCHEMA_DIR, target) || inside(schemaBeside(importer), target);
  };
  if (!allowed(file) || !allowed(real)) {
    const shown = real === file ? moduleName(file) : `${moduleName(file)} (a link to ${moduleName(real)})`;
    if (absolute && real === file) refuse(`, a path of the machine: ${DATA_ONLY}`);
    refuse(data ? ` (${shown}): ${DATA_ONLY}` : ` (${shown}), which is outside the project`);
  }
  if (!/\.(ts|tsx|js|mjs|json)$/.test(file)) refuse(`: a data file imports only TypeScript and JSON files`);
  return moduleName(file);
}

/** What a module compiles to, and how its lines map back to the file. */
export interface CompiledModule {
  code: string;
  /** Maps a line and column of `code` back to the file (both 1-based); undefined where it cannot. */
  original(line: number, column: number): { line: number; column: number } | undefined;
}

interface CachedModule extends CompiledModule {
  stamp: string;
}

const compiled = new Map<string, CachedModule>();
const packages = new Map<string, string>();

/** What changes whenever the file does: a rename over it (an atomic save) changes the inode. */
export function fileStamp(file: string): string {
  const stat: BigIntStats | undefined = statSync(file, { bigint: true, throwIfNoEntry: false });
  return stat ? `${stat.ino}:${stat.size}:${stat.mtimeNs}` : 'missing';
}

function bundlePackage(specifier: string): string {
  let code = packages.get(specifier);
  if (code !== undefined) return code;
  const name = JSON.stringify(specifier);
  try {
    const result = buildSync({
      stdin: {
        contents: `export * from ${name};\nimport * as all from ${name};\nexport default all.default;\n`,
        resolveDir: ROOT,
        loader: 'js',
      },
      bundle: true,
      write: false,
      format: 'esm',
      platform: 'neutral',
      mainFields: ['module', 'main'],
      conditions: ['import', 'default'],
      target: 'es2022',
      define: { 'process.env.NODE_ENV': '"production"' },
      logLevel: 'silent',
    });
    code = result.outputFiles[0]!.text;
  } catch (error) {
    const first = (error as { errors?: { text: string }[] }).errors?.[0]?.text ?? (error as Error).message;
    throw new LoadError(`the package ${specifier} cannot run in the data files' sandbox: ${first}`);
  }
  packages.set(specifier, code);
  return code;
}

/** The JavaScript the sandbox evaluates for a module name: compiled once per version of the file. */
export function compileModule(name: string): CompiledModule {
  if (name.startsWith(PACKAGE)) {
    const code = bundlePackage(name.slice(PACKAGE.length));
    return { code, original: () => undefined };
  }
  const file = moduleFile(name);
  const stamp = fileStamp(file);
  const cached = compiled.get(file);
  if (cached?.stamp === stamp) return cached;
  if (!existsSync(file)) throw new LoadError(`${name} does not exist`);
  const text = readFileSync(file, 'utf8');
  let module: CachedModule;
  if (file.endsWith('.json')) {
    try {
      module = { stamp, code: `export default ${JSON.stringify(JSON.parse(text))};`, original: () => undefined };
    } catch (error) {
      throw new LoadError(`${name} is not valid JSON: ${(error as Error).message}`, { file: name });
    }
  } else {
    // Compiled in this process (oxc, through rolldown): esbuild's synchronous call starts a process each time.
    const result = transformSync(name, text, {
      lang: file.endsWith('.tsx') ? 'tsx' : file.endsWith('.ts') ? 'ts' : 'js',
      sourceType: 'module',
      target: 'es2022',
      sourcemap: true,
    });
    const [first] = result.errors as (Error & { loc?: { line: number; column: number } })[];
    if (first) {
      throw new LoadError(`not valid TypeScript: ${stripVTControlCharacters(first.message).split('\n')[0]}`, {
        file: name,
        line: first.loc?.line,
        column: first.loc ? first.loc.column + 1 : undefined,
      });
    }
    let map: SourceMap | undefined;
    module = {
      stamp,
      code: result.code,
      original(line, column) {
        map ??= new SourceMap(result.map as unknown as ConstructorParameters<typeof SourceMap>[0]);
        const entry = map.findEntry(line - 1, column - 1) as { originalLine?: number; originalColumn?: number };
        return entry.originalLine === undefined
          ? undefined
          : { line: entry.originalLine + 1, column: (entry.originalColumn ?? 0) + 1 };
      },
    };
  }
  compiled.set(file, module);
  return module;
}
