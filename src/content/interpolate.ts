import { PLACEHOLDER_SETTINGS } from '../../schema/site';
import { fillPlaceholders } from '../../schema/text';

/**
 * The placeholders texts may name, from the site settings: `{ "company.name": "…", "supportEmail": … }`
 * (the string and number values under `PLACEHOLDER_SETTINGS`).
 */
export function settingTokens(settings: unknown): Map<string, string> {
  const tokens = new Map<string, string>();
  const add = (value: unknown, name: string) => {
    if (typeof value === 'string' || typeof value === 'number') tokens.set(name, String(value));
    else if (value && typeof value === 'object' && !Array.isArray(value))
      for (const [key, inner] of Object.entries(value)) add(inner, `${name}.${key}`);
  };
  if (settings && typeof settings === 'object') {
    for (const key of PLACEHOLDER_SETTINGS) add((settings as Record<string, unknown>)[key], key);
  }
  return tokens;
}

/**
 * Every string of `data` with its placeholders filled in, for a block drawn from JSX (`<Block>`), which
 * takes its props as they are. Page data is filled in by its schema, only where text is drawn.
 */
export function interpolate(data: unknown, tokens: ReadonlyMap<string, string>): unknown {
  if (typeof data === 'string') return fillPlaceholders(data, tokens);
  if (Array.isArray(data)) return data.map((item) => interpolate(item, tokens));
  if (data && typeof data === 'object') {
    return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, interpolate(value, tokens)]));
  }
  return data;
}
