import type { z } from 'zod';
import { IMAGE_IDS } from '../../schema/images';
import { IMAGE_ID_DEF } from '../../schema/primitives';
import { bound, choices, peel, unionOptions } from './zod-walk';

/**
 * A starting value for a new list item, a union's other kind or a field switched on: the schema's
 * default, else the least the author has to fill in (required keys only; `min` list items).
 */
export function emptyValue(schema: z.ZodType, depth = 0): unknown {
  const { def, optional, hasDefault, defaultValue, id } = peel(schema);
  if (hasDefault) return structuredClone(defaultValue);
  if (optional || depth > 8) return undefined;
  // A picture to start from, which the marketer changes in the image picker.
  if (id === IMAGE_ID_DEF) return IMAGE_IDS[0];
  switch (def.type) {
    case 'string':
      return '';
    case 'number':
      return bound(def, 'greater_than') ?? 0;
    case 'boolean':
      return false;
    case 'enum':
    case 'literal':
      return choices(def)[0];
    case 'null':
      return null;
    case 'array':
      return Array.from({ length: bound(def, 'min_length') ?? 0 }, () => emptyValue(def.element!, depth + 1));
    case 'tuple':
      return (def.items ?? []).map((item) => emptyValue(item, depth + 1));
    case 'union':
      return emptyValue(unionOptions(schema)[0]!, depth + 1);
    case 'object': {
      const entries = Object.entries(def.shape ?? {}).map(([key, field]) => [key, emptyValue(field, depth + 1)]);
      return Object.fromEntries(entries.filter(([, value]) => value !== undefined));
    }
    default:
      return undefined;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Which of a union's options a value is, by its shape: a discriminator literal, then the JavaScript
 * kind, then the object whose keys it fits best. -1 when none fits.
 */
export function matchOption(options: readonly z.ZodType[], value: unknown): number {
  const defs = options.map((option) => peel(option).def);
  const literal = defs.findIndex((def) => choices(def).includes(value));
  if (literal >= 0) return literal;
  if (Array.isArray(value)) return defs.findIndex((def) => def.type === 'array' || def.type === 'tuple');
  if (value === null) return defs.findIndex((def) => def.type === 'null');
  if (!isRecord(value)) return defs.findIndex((def) => def.type === typeof value);
  let best = -1;
  let bestScore = -Infinity;
  defs.forEach((def, index) => {
    if (def.type !== 'object') return;
    const shape = def.shape ?? {};
    const keys = Object.keys(value);
    // A discriminator (a literal the value matches) decides at once.
    const tagged = keys.some((key) => shape[key] && choices(peel(shape[key]).def).includes(value[key]));
    const score = (tagged ? 100 : 0) + keys.filter((key) => key in shape).length * 2 - keys.length;
    if (score > bestScore) [best, bestScore] = [index, score];
  });
  return best;
}

/**
 * Puck leaves `null` where an external picker was cleared and `""` where a text was emptied; for a
 * field an author may leave out, either means "not given", so the key is dropped rather than failing
 * the field's own rules (an optional `min(1)` text, an optional icon).
 */
export function cleanInput(schema: z.ZodType, value: unknown): unknown {
  const { def, nullable } = peel(schema);
  if (def.type === 'object' && isRecord(value)) {
    const shape = def.shape ?? {};
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      const field = shape[key];
      const cleaned = field ? cleanInput(field, item) : item;
      const { optional, nullable: fieldNullable } = field ? peel(field) : { optional: false, nullable: false };
      const blank = cleaned === undefined || (cleaned === null && !fieldNullable) || cleaned === '';
      if (blank && optional) continue;
      out[key] = cleaned;
    }
    return out;
  }
  if (def.type === 'array' && Array.isArray(value)) return value.map((item) => cleanInput(def.element!, item));
  if (def.type === 'union' && !(value === null && nullable)) {
    const options = unionOptions(schema);
    const index = matchOption(options, value);
    return index >= 0 ? cleanInput(options[index]!, value) : value;
  }
  return value;
}
