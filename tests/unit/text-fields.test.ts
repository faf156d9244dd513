import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { groupSchema } from '../../schema/group';
import { pageSchema } from '../../schema/page';
import { siteSchema } from '../../schema/site';
import { isTextSchema } from '../../schema/text';

interface Def {
  type: string;
  format?: string;
  checks?: { _zod: { def: { check: string } } }[];
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  items?: z.ZodType[];
  rest?: z.ZodType | null;
  options?: z.ZodType[];
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  getter?: () => z.ZodType;
}

const WRAPPERS = new Set(['optional', 'default', 'prefault', 'nullable', 'readonly', 'catch', 'nonoptional']);

/** Every string schema reachable from `schema`, with the path of its field. */
function stringFields(schema: z.ZodType, path: string[] = [], seen = new Set<z.ZodType>()): [string, z.ZodType][] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = schema._zod.def as unknown as Def;
  const inner = (child: z.ZodType | null | undefined, key?: string) =>
    child ? stringFields(child, key === undefined ? path : [...path, key], seen) : [];
  if (def.type === 'string') return [[path.join('.'), schema]];
  if (def.type === 'object') return Object.entries(def.shape ?? {}).flatMap(([key, child]) => inner(child, key));
  if (def.type === 'array') return inner(def.element, '[]');
  if (def.type === 'tuple') return [...(def.items ?? []).flatMap((item) => inner(item, '[]')), ...inner(def.rest)];
  if (def.type === 'union') return (def.options ?? []).flatMap((option) => inner(option));
  if (def.type === 'pipe') return [...inner(def.in), ...inner(def.out)];
  if (def.type === 'lazy') return inner(def.getter?.());
  if (WRAPPERS.has(def.type)) return inner(def.innerType);
  return [];
}

/** A string with a pattern or a format of its own (an id, a path, an address) is no free text. */
function hasFormat(schema: z.ZodType): boolean {
  const def = schema._zod.def as unknown as Def;
  return def.format !== undefined || (def.checks ?? []).some((check) => check._zod.def.check === 'string_format');
}

/**
 * Strings that are no free text and have checks of their own: a JSON file's `$schema` path, a link's
 * route name (a page must have it) and the site's languages (BCP 47 tags).
 */
const NOT_TEXT = /(^|\.)(\$schema|route|language|languages\.\[\]\.code)$/;

describe('Given every string field of a page, the site settings and a group', () => {
  it.each([
    ['page', pageSchema, 'blocks.[].items.[].title'],
    ['site', siteSchema, 'footer.links.[].label'],
    ['group', groupSchema, 'heading'],
  ] as const)(
    'should check the characters of each text field of a %s with the shared text schemas',
    (_, schema, field) => {
      const fields = stringFields(schema);
      expect(fields.map(([path]) => path)).toContain(field);
      const unchecked = fields
        .filter(([path, field]) => !isTextSchema(field) && !hasFormat(field) && !NOT_TEXT.test(path))
        .map(([path]) => path);
      expect(unchecked).toEqual([]);
    },
  );
});
