import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const iconDir = path.join(path.dirname(require.resolve('@material-symbols/svg-400/package.json')), 'outlined');
const cache = new Map<string, string>();

/** Path data of the named Material Symbols, read at build time so a page ships only its own icons. */
export function iconPaths(names: Iterable<string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of names) {
    let d = cache.get(name);
    if (d === undefined) {
      const svg = readFileSync(path.join(iconDir, `${name}.svg`), 'utf8');
      d = [...svg.matchAll(/\sd="([^"]+)"/g)].map((m) => m[1]).join(' ');
      cache.set(name, d);
    }
    out[name] = d;
  }
  return out;
}
