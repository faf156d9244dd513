import { readFileSync } from 'node:fs';
import * as brands from '@fortawesome/free-brands-svg-icons';
import type { IconGlyph } from '../ui/icon';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const iconDir = path.join(path.dirname(require.resolve('@material-symbols/svg-400/package.json')), 'outlined');
const cache = new Map<string, string>();

// Brand icons whose Font Awesome name is not `fa` + the network's name.
const BRAND_EXPORTS: Record<string, string> = { vimeo: 'faVimeoV' };

function brandGlyph(network: string): IconGlyph {
  const exportName = BRAND_EXPORTS[network] ?? `fa${network[0]!.toUpperCase()}${network.slice(1)}`;
  const definition = (brands as unknown as Record<string, brands.IconDefinition | undefined>)[exportName];
  if (!definition) throw new Error(`No brand icon "${exportName}" for the network "${network}".`);
  const [width, height, , , path] = definition.icon;
  return { viewBox: `0 0 ${width} ${height}`, d: Array.isArray(path) ? path.join(' ') : path };
}

/**
 * Path data of the named icons, read at build time so a page ships only its own: Material Symbols by
 * name, brand icons as `brand:<network>`.
 */
export function iconPaths(names: Iterable<string>): Record<string, IconGlyph> {
  const out: Record<string, IconGlyph> = {};
  for (const name of names) {
    if (name.startsWith('brand:')) {
      out[name] = brandGlyph(name.slice('brand:'.length));
      continue;
    }
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
