// One QuickJS realm (a JavaScript engine compiled to WebAssembly) in which data files are evaluated.
// The realm has no function of the host but a console that prints text: no file system, process,
// network, environment, timers, workers, WebAssembly or native module exists inside it, so nothing a
// data file writes can reach them. Its modules are the data files and the schema (scripts/lib/sandbox/
// modules.ts), shared among the files loaded in it as Node shares them in one process.
import type { QuickJSContext, QuickJSHandle, QuickJSRuntime, QuickJSWASMModule } from 'quickjs-emscripten-core';
import { LoadError } from '../../../src/content/load-error';
import { compileModule, type CompiledModule, fileStamp, moduleFile, moduleName, resolveImport } from './modules';
import { PRELUDE } from './prelude';

export interface RealmLimits {
  /** How long one file may take to load, in milliseconds. */
  timeoutMs: number;
  /** The memory the realm may use, in bytes. */
  memoryBytes: number;
}

/** A module name that stands for an import refused when it was resolved: loading it fails with why. */
const REFUSED = '<refused>:';

/** What a host would offer a program that a data file has not: reading one of them is refused in words. */
const HOST_NAMES =
  /^(process|require|module|exports|__dirname|__filename|global|Buffer|fetch|XMLHttpRequest|WebSocket|Worker|SharedWorker|WebAssembly|setTimeout|setInterval|setImmediate|queueMicrotask|Deno|Bun|navigator|document|window|localStorage|crypto)$/;

export class Realm {
  private readonly runtime: QuickJSRuntime;
  private readonly vm: QuickJSContext;
  private readonly toJson: QuickJSHandle;
  private readonly modules = new Map<string, CompiledModule>();
  /** The version of each file evaluated in this realm, to tell when one has changed since. */
  readonly stamps = new Map<string, string>();
  /** What each module imports, by module name. */
  private readonly imports = new Map<string, Set<string>>();
  /** Refused imports, by the module name that stands for each. */
  private readonly refused = new Map<string, LoadError>();
  /** What the host said of a module it would not hand over, by message: the realm keeps only the text. */
  private readonly told = new Map<string, LoadError>();
  private deadline = Infinity;
  /** Files loaded in this realm so far. */
  loaded = 0;
  /** Set once the realm cannot be trusted to load more (a file ran out of time or memory in it). */
  spent = false;

  constructor(
    quickjs: QuickJSWASMModule,
    private readonly limits: RealmLimits,
    print: (text: string) => void,
  ) {
    this.runtime = quickjs.newRuntime({
      memoryLimitBytes: limits.memoryBytes,
      maxStackSizeBytes: 256 * 1024,
      interruptHandler: () => Date.now() > this.deadline,
    });
    this.runtime.setModuleLoader(
      (name) => this.source(name),
      (base, requested) => this.resolve(base, requested),
    );
    this.vm = this.runtime.newContext();
    const printer = this.vm.newFunction('print', (text) => {
      print(this.vm.getString(text));
    });
    this.vm.setProp(this.vm.global, '__print', printer);
    printer.dispose();
    this.toJson = this.vm.unwrapResult(this.vm.evalCode(PRELUDE, 'prelude.js'));
  }

  private resolve(base: string, requested: string): string {
    try {
      // The entry of a load names its file by module name already.
      if (base.startsWith('<load>:')) return requested;
      const resolved = resolveImport(base, requested);
      this.imports.set(base, (this.imports.get(base) ?? new Set()).add(resolved));
      return resolved;
    } catch (error) {
      const name = `${REFUSED}${this.refused.size}`;
      this.refused.set(name, error instanceof LoadError ? error : new LoadError((error as Error).message));
      return name;
    }
  }

  private source(name: string): string | { error: Error } {
    const refused = this.refused.get(name);
    if (refused) return this.tell(refused);
    try {
      const module = compileModule(name);
      this.modules.set(name, module);
      if (!name.startsWith('npm:')) this.stamps.set(name, fileStamp(moduleFile(name)));
      return module.code;
    } catch (error) {
      return this.tell(error instanceof LoadError ? error : new LoadError((error as Error).message));
    }
  }

  private tell(error: LoadError): { error: Error } {
    this.told.set(error.message, error);
    return { error };
  }

  /** The version of each file `file` was evaluated with here: itself and what it imports, all the way down. */
  stampsOf(file: string): Map<string, string> {
    const stamps = new Map<string, string>();
    const visit = (name: string) => {
      const stamp = this.stamps.get(name);
      if (stamp === undefined || stamps.has(name)) return;
      stamps.set(name, stamp);
      for (const imported of this.imports.get(name) ?? []) visit(imported);
    };
    visit(moduleName(file));
    return stamps;
  }

  /** Whether a file evaluated here has changed on disk since: its new version needs a new realm. */
  stale(): boolean {
    for (const [name, stamp] of this.stamps) if (fileStamp(moduleFile(name)) !== stamp) return true;
    return false;
  }

  /** The default export of `file` as JSON holds it, or why it has none; throws a `LoadError`. */
  load(file: string): { hasDefault: boolean; value?: unknown } {
    const name = moduleName(file);
    this.deadline = Date.now() + this.limits.timeoutMs;
    try {
      const entry = `import * as namespace from ${JSON.stringify(name)};\nexport { namespace };\n`;
      const evaluated = this.vm.evalCode(entry, `<load>:${this.loaded++}`, { type: 'module' });
      if (evaluated.error) throw this.failure(evaluated.error);
      const exports = this.settle(evaluated.value);
      const namespace = this.vm.getProp(exports, 'namespace');
      exports.dispose();
      const json = this.vm.callFunction(this.toJson, this.vm.undefined, namespace);
      namespace.dispose();
      if (json.error) throw this.failure(json.error);
      const text = this.vm.getString(json.value);
      json.value.dispose();
      return JSON.parse(text) as { hasDefault: boolean; value?: unknown };
    } finally {
      this.deadline = Infinity;
    }
  }

  /** The module's exports once its top-level awaits are done. */
  private settle(promise: QuickJSHandle): QuickJSHandle {
    for (;;) {
      const state = this.vm.getPromiseState(promise);
      if (state.type === 'fulfilled') {
        if (!state.notAPromise) promise.dispose();
        return state.value;
      }
      if (state.type === 'rejected') {
        promise.dispose();
        throw this.failure(state.error);
      }
      const ran = this.runtime.executePendingJobs();
      if (ran.error) {
        promise.dispose();
        throw this.failure(ran.error);
      }
      if (ran.value === 0) {
        promise.dispose();
        // Nothing is left to run, and nothing outside the realm can settle what it waits for.
        throw new LoadError(
          'it waits for something that never comes (an await of a promise nothing settles): a data file computes its value at once',
        );
      }
    }
  }

  /** The realm's error in words, at the line of the data file where it happened when that is known. */
  private failure(handle: QuickJSHandle): LoadError {
    const error = this.vm.dump(handle) as { name?: string; message?: string; stack?: string } | string | undefined;
    handle.dispose();
    const known = typeof error === 'object' && error !== null ? error : { message: String(error) };
    const message = known.message ?? String(error);
    const told = this.told.get(message);
    if (told) return told;
    const at = this.where(known.stack);
    if (known.name === 'InternalError' && /interrupted/.test(message)) {
      this.spent = true;
      return new LoadError(
        `did not finish loading within ${Math.round(this.limits.timeoutMs / 1000)} s: an endless loop?`,
        at,
      );
    }
    if (/out of memory/i.test(message)) {
      this.spent = true;
      const mb = Math.round(this.limits.memoryBytes / 1024 / 1024);
      return new LoadError(`it used more than the ${mb} MB a data file may: an endless list or string?`, at);
    }
    if (/stack overflow|call stack size exceeded/i.test(message)) {
      return new LoadError('it calls itself without end (the stack overflowed)', at);
    }
    const unknownName = /^'?([\w$]+)'? is not defined$/.exec(message)?.[1];
    if (known.name === 'ReferenceError' && unknownName && HOST_NAMES.test(unknownName)) {
      return new LoadError(
        `it reads ${unknownName}, which a data file does not have: it cannot reach the file system, processes, ` +
          'the network, timers or the environment of the machine building the site. Write the value itself.',
        at,
      );
    }
    const early = /^'?([\w$]+)'? is not initialized$/.exec(message)?.[1];
    const circle = known.name === 'ReferenceError' && early && at.file ? this.circleThrough(at.file) : undefined;
    if (circle) {
      return new LoadError(
        `it reads ${early} from a file that imports it back, before that file has made it: ` +
          `${circle.join(' → ')} import each other in a circle. Move what they share into a file of its own ` +
          '(a `_shared.ts` beside them) that imports none of them, and import that instead',
        at,
      );
    }
    return new LoadError(message, at);
  }

  /** The shortest chain of imports from module `name` back to itself, the names in order; or undefined. */
  private circleThrough(name: string): string[] | undefined {
    const from = new Map<string, string>();
    const queue = [name];
    for (let i = 0; i < queue.length; i++) {
      for (const next of this.imports.get(queue[i]!) ?? []) {
        if (next === name) {
          const chain = [name];
          for (let at = queue[i]!; at !== name; at = from.get(at)!) chain.splice(1, 0, at);
          return [...chain, name];
        }
        if (!from.has(next)) {
          from.set(next, queue[i]!);
          queue.push(next);
        }
      }
    }
    return undefined;
  }

  /** The first frame of the stack in a file of the project, mapped back to the file's own lines. */
  private where(stack: string | undefined): { file?: string; line?: number; column?: number } {
    for (const frame of stack?.split('\n') ?? []) {
      const match = /\(([^()]+):(\d+):(\d+)\)\s*$/.exec(frame) ?? /at ([^\s()]+):(\d+):(\d+)\s*$/.exec(frame);
      // The prelude's frames and the packages' say nothing of the data.
      const module = match && !match[1]!.startsWith('npm:') ? this.modules.get(match[1]!) : undefined;
      if (!module) continue;
      return { file: match![1], ...module.original(Number(match![2]), Number(match![3])) };
    }
    return {};
  }

  /** Frees the realm. One a file broke may not free cleanly: its engine is then left to be collected whole. */
  dispose(): void {
    try {
      this.toJson.dispose();
      this.vm.dispose();
      this.runtime.dispose();
    } catch {
      // The engine aborted (a file ran it out of memory): each realm has an engine of its own.
    }
  }
}
