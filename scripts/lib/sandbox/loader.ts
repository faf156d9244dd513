import path from 'node:path';
import { pathToFileURL } from 'node:url';
import variant from '@jitl/quickjs-wasmfile-release-sync';
import { newQuickJSWASMModuleFromVariant } from 'quickjs-emscripten-core';
import type { ImportModule } from '../../../src/content/load';
import { LoadError } from '../../../src/content/load-error';
import { ROUTES_MODULE } from '../../../src/content/route-modules';
import { entryProblem, fileStamp, moduleFile } from './modules';
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
  /** Forgets every file evaluated so far: the next import evaluates them afresh. */
  invalidate(): void;
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
  // Files that ran out of time or memory, with the versions of the files they were evaluated with: a
  // server that keeps the sandbox evaluates them again only once one of those files changes.
  const spentOn = new Map<string, { stamps: ReadonlyMap<string, string>; error: LoadError }>();
  const load = async (file: string) => {
    if (closed) throw new LoadError('the data loader was closed');
    const spent = spentOn.get(file);
    if (spent && [...spent.stamps].every(([name, stamp]) => fileStamp(moduleFile(name)) === stamp)) throw spent.error;
    spentOn.delete(file);
    const refused = entryProblem(path.resolve(file));
    if (refused) throw new LoadError(refused);
    if (realm && (realm.spent || realm.loaded >= FILES_PER_REALM || (watch && realm.stale()))) drop();
    // Each realm has an engine of its own (a WebAssembly instance): one a file broke is dropped whole.
    realm ??= new Realm(await newQuickJSWASMModuleFromVariant(variant), { timeoutMs, memoryBytes }, print);
    try {
      const { hasDefault, value } = realm.load(path.resolve(file));
      return hasDefault ? { default: value } : {};
    } catch (error) {
      if (watch && realm.spent && error instanceof LoadError) spentOn.set(file, { stamps: realm.stamps, error });
      // A module that failed stays failed in its realm: the next file gets a realm of its own.
      drop();
      if (error instanceof LoadError) throw error;
      // The engine's own stack, deeper than the realm's limit lets a file go, is the host's error.
      const message = (error as Error).message;
      throw new LoadError(/call stack/i.test(message) ? 'it calls itself without end (the stack overflowed)' : message);
    }
  };

  return {
    importModule(file) {
      if (path.resolve(file) === ROUTES_MODULE) return routeTable(ROUTES_MODULE);
      const loaded = queue.then(() => load(file));
      queue = loaded.catch(() => undefined);
      return loaded;
    },
    invalidate: drop,
    close() {
      closed = true;
      drop();
    },
  };
}
