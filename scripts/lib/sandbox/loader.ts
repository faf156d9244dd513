import path from 'node:path';
import { pathToFileURL } from 'node:url';
import variant from '@jitl/quickjs-wasmfile-release-sync';
import { newQuickJSWASMModuleFromVariant } from 'quickjs-emscripten-core';
import type { ImportModule } from '../../../src/content/sources';
import { LoadError } from '../../../src/content/load-error';
import { ROUTES_MODULE } from '../../../src/content/route-modules';
import { entryProblem, fileStamp, moduleFile, moduleName } from './modules';
import { Realm } from './realm';

/** How long one data file may take to load before it is reported as hanging. */
export const FILE_TIMEOUT_MS = 20_000;

/** The memory the data files of one load may use together. */
export const MEMORY_BYTES = 256 * 1024 * 1024;

export interface SandboxOptions {
  /** Per file, in milliseconds. */
  timeoutMs?: number;
  /** For the realm the files share, in bytes. */
  memoryBytes?: number;
  /**
   * Whether a file that changed on disk since it was evaluated is evaluated again (the development
   * server and the editor, which keep one sandbox while files change). `npm run validate` reads each
   * file once and checks nothing.
   */
  watch?: boolean;
  /**
   * Imports `src/routes.ts`, which the check of the settings' redirects reads: the developer's route
   * table is code, not data, and is imported as code (the development server passes its own loader, so
   * it reads its current copy).
   */
  routeTable?: ImportModule;
}

export interface Sandbox {
  importModule: ImportModule;
  /** The module names of `files` and of every file kept (`watch`) that was evaluated with one of them. */
  dependents(files: readonly string[]): string[];
  close(): void;
}

/** Files evaluated in one realm before it is replaced, so that a realm's memory does not grow with the site. */
const FILES_PER_REALM = 250;

/**
 * Loads data files in a sandbox: each file and what it imports is compiled to JavaScript and evaluated
 * in a QuickJS realm (scripts/lib/sandbox/realm.ts), which has no file system, process, network,
 * environment, timer or module of Node to reach. The value a file exports comes out as plain data; a
 * file that imports what it may not, loops, waits forever, runs out of memory or exports what is not
 * data is refused with why, at its line when known (a `LoadError`). What a file prints goes to stderr,
 * never into a report on stdout. A realm a file broke (out of time or memory) or whose files changed
 * is replaced for the files after it.
 */
export function createSandbox({
  timeoutMs = FILE_TIMEOUT_MS,
  memoryBytes = MEMORY_BYTES,
  watch = false,
  routeTable = (file) => import(pathToFileURL(file).href),
}: SandboxOptions = {}): Sandbox {
  let realm: Realm | undefined;
  let closed = false;
  const drop = () => {
    realm?.dispose();
    realm = undefined;
  };
  const print = (text: string) => void process.stderr.write(`${text}\n`);

  // One file at a time: a realm runs one evaluation, and the files share it.
  let queue: Promise<unknown> = Promise.resolve();
  // What each file gave a server that keeps the sandbox, with the version of every file it was
  // evaluated with: given again while none of those changed, so a change evaluates only the files it
  // touches (a new realm for them), and a file that ran out of time is not run again until it changes.
  const kept = new Map<
    string,
    { stamps: ReadonlyMap<string, string>; outcome: { value: unknown } | { error: LoadError } }
  >();
  const current = (stamps: ReadonlyMap<string, string>) =>
    [...stamps].every(([name, stamp]) => fileStamp(moduleFile(name)) === stamp);
  const evaluate = async (file: string): Promise<unknown> => {
    if (realm && (realm.spent || realm.loaded >= FILES_PER_REALM || (watch && realm.stale()))) drop();
    // Each realm has an engine of its own (a WebAssembly instance): one a file broke is dropped whole.
    realm ??= new Realm(await newQuickJSWASMModuleFromVariant(variant), { timeoutMs, memoryBytes }, print);
    try {
      const { hasDefault, value } = realm.load(file);
      const namespace = hasDefault ? { default: value } : {};
      if (watch) kept.set(file, { stamps: realm.stampsOf(file), outcome: { value: namespace } });
      return namespace;
    } catch (caught) {
      // The engine's own stack, deeper than the realm's limit lets a file go, is the host's error.
      const message = (caught as Error).message;
      const error =
        caught instanceof LoadError
          ? caught
          : new LoadError(/call stack/i.test(message) ? 'it calls itself without end (the stack overflowed)' : message);
      // What failed may be any file the realm holds: the failure stands until one of them changes.
      if (watch) kept.set(file, { stamps: new Map(realm.stamps), outcome: { error } });
      // A module that failed stays failed in its realm: the next file gets a realm of its own.
      drop();
      throw error;
    }
  };
  const load = async (file: string) => {
    if (closed) throw new LoadError('the data loader was closed');
    const refused = entryProblem(file);
    if (refused) throw new LoadError(refused);
    const known = kept.get(file);
    if (known && current(known.stamps)) {
      if ('error' in known.outcome) throw known.outcome.error;
      return known.outcome.value;
    }
    kept.delete(file);
    return evaluate(file);
  };

  return {
    importModule(file) {
      if (path.resolve(file) === ROUTES_MODULE) return routeTable(ROUTES_MODULE);
      const loaded = queue.then(() => load(path.resolve(file)));
      queue = loaded.catch(() => undefined);
      return loaded;
    },
    dependents(files) {
      const changed = new Set(files.map((file) => moduleName(path.resolve(file))));
      const touched = [...kept].filter(([, { stamps }]) => [...stamps.keys()].some((name) => changed.has(name)));
      return [...new Set([...changed, ...touched.map(([file]) => moduleName(file))])];
    },
    close() {
      closed = true;
      drop();
    },
  };
}
