/**
 * Evaluated first in each sandbox realm, as plain JavaScript: gives the data files a `console` whose
 * lines go to the host's stderr (the only function of the host the realm holds, taking a string), and
 * returns the function that reads a module's default export as JSON. It keeps its own references to
 * what it uses, so a data file that changes `JSON` or `Object` for itself changes nothing here.
 */
export const PRELUDE = String.raw`(() => {
  const g = globalThis;
  const print = g.__print;
  delete g.__print;
  const { stringify } = JSON;
  const { keys, getOwnPropertyDescriptor } = Object;
  const { isArray } = Array;
  const isFinite = Number.isFinite;
  const DateClass = Date;
  const PromiseClass = Promise;
  const toISO = Date.prototype.toISOString;
  const show = (value) => {
    if (typeof value === 'string') return value;
    try {
      return stringify(value) ?? String(value);
    } catch {
      return String(value);
    }
  };
  const line = (...values) => print(values.map(show).join(' '));
  g.console = { log: line, info: line, warn: line, error: line, debug: line, trace: line };

  class NotData extends Error {}
  const describe = (at) =>
    at.length === 0 ? 'the value it exports' : at.map((key) => (typeof key === 'number' ? '[' + key + ']' : key)).join(' › ');
  const plain = (value, at, open) => {
    if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
    if (typeof value === 'number') {
      if (!isFinite(value)) throw new NotData(describe(at) + ' is ' + value + ', which is not a number a page can show');
      return value;
    }
    if (value === undefined) return undefined;
    if (typeof value === 'bigint') throw new NotData(describe(at) + ' is a BigInt: write a plain number');
    if (typeof value === 'function' || typeof value === 'symbol') {
      throw new NotData(describe(at) + ' is a ' + typeof value + ': a data file holds data only');
    }
    if (value instanceof DateClass) return toISO.call(value);
    if (value instanceof PromiseClass) {
      throw new NotData(
        describe(at) +
          ' is a Promise (what an async function or .then() gives), not the data: export the value itself, ' +
          'as in export default definePage({ … }), and await what it needs at the top of the file',
      );
    }
    if (open.has(value)) {
      throw new NotData(describe(at) + ' refers back to a value that holds it (a cycle): a data file holds plain data');
    }
    open.add(value);
    try {
      if (isArray(value)) {
        const out = [];
        for (let i = 0; i < value.length; i++) out.push(plain(value[i], [...at, i], open) ?? null);
        return out;
      }
      const out = {};
      for (const key of keys(value)) {
        let item;
        try {
          item = value[key];
        } catch (error) {
          const why = error && typeof error === 'object' && 'message' in error ? error.message : String(error);
          throw new NotData('reading ' + describe([...at, key]) + ' failed: ' + why);
        }
        const kept = plain(item, [...at, key], open);
        if (kept !== undefined) out[key] = kept;
      }
      return out;
    } finally {
      open.delete(value);
    }
  };
  // The module's namespace → JSON text of { hasDefault, value }.
  return (namespace) => {
    const own = getOwnPropertyDescriptor(namespace, 'default');
    if (!own || namespace.default === undefined) return stringify({ hasDefault: false });
    return stringify({ hasDefault: true, value: plain(namespace.default, [], new Set()) });
  };
})()`;
