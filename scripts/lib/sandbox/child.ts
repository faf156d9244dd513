// The process that loads data files for `npm run validate` (scripts/lib/sandbox/loader.ts starts it):
// with no environment, one file at a time, each answered as plain data or as an error in words.
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** A request from the loader: the data file to import. */
export interface LoadRequest {
  id: number;
  file: string;
}

/** The answer: the file's default export as plain data (`hasDefault` false when it has none), or why it could not be had. */
export type LoadAnswer = { id: number; hasDefault: boolean; value?: unknown } | { id: number; error: string };

const describe = (at: (string | number)[]) =>
  at.length === 0 ? 'the value it exports' : at.map((key) => (typeof key === 'number' ? `[${key}]` : key)).join(' › ');

class NotData extends Error {}

/** The value as JSON holds it; a cycle, a throwing getter or a value that is not data is refused with where it is. */
function plainData(value: unknown, at: (string | number)[] = [], open = new Set<object>()): unknown {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') {
    if (!Number.isFinite(value))
      throw new NotData(`${describe(at)} is ${value}, which is not a number a page can show`);
    return value;
  }
  if (value === undefined) return undefined;
  if (typeof value === 'bigint') throw new NotData(`${describe(at)} is a BigInt: write a plain number`);
  if (typeof value === 'function' || typeof value === 'symbol') {
    throw new NotData(`${describe(at)} is a ${typeof value}: a data file holds data only`);
  }
  if (value instanceof Date) return value.toISOString();
  if (open.has(value))
    throw new NotData(`${describe(at)} refers back to a value that holds it (a cycle): a data file holds plain data`);
  open.add(value);
  try {
    if (Array.isArray(value)) return value.map((item, i) => plainData(item, [...at, i], open));
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value)) {
      let item: unknown;
      try {
        item = (value as Record<string, unknown>)[key];
      } catch (error) {
        throw new NotData(`reading ${describe([...at, key])} failed: ${(error as Error)?.message ?? String(error)}`);
      }
      const plain = plainData(item, [...at, key], open);
      if (plain !== undefined) out[key] = plain;
    }
    return out;
  } finally {
    open.delete(value);
  }
}

async function answer({ id, file }: LoadRequest): Promise<LoadAnswer> {
  try {
    const mod = (await import(pathToFileURL(path.resolve(file)).href)) as { default?: unknown };
    if (mod.default === undefined) return { id, hasDefault: false };
    return { id, hasDefault: true, value: plainData(mod.default) };
  } catch (error) {
    // The message alone: a stack trace of the loader says nothing about the data.
    const message = error instanceof Error ? error.message : `it threw ${JSON.stringify(error) ?? String(error)}`;
    return { id, error: message };
  }
}

/**
 * The process has no environment. A data file reading a variable by name would get `undefined`, which
 * then reads "undefined" on the page: the read is refused as that file's error instead. Reads made
 * by the libraries a file imports (in node_modules) or by Node itself still find nothing.
 */
function refuseEnvironmentReads(): void {
  // The frame that called the getter: the first after the getter's own.
  const fromProject = (stack: string | undefined) => {
    const caller = stack?.split('\n')[2] ?? '';
    return !caller.includes('node:') && !caller.includes('/node_modules/') && /[/\\]/.test(caller);
  };
  process.env = new Proxy({} as NodeJS.ProcessEnv, {
    get(target, key) {
      if (typeof key === 'string' && !(key in Object.prototype) && key !== 'toJSON' && fromProject(new Error().stack)) {
        throw new Error(
          `it reads process.env.${key}: a data file cannot read the environment of the machine building the site. Write the value itself.`,
        );
      }
      return Reflect.get(target, key) as unknown;
    },
  });
}

refuseEnvironmentReads();

// One file at a time, so that a file that never finishes is the one the loader waits for.
let queue = Promise.resolve();
process.on('message', (request: LoadRequest) => {
  queue = queue.then(async () => {
    process.send!(await answer(request));
  });
});
process.send!({ ready: true });
