// Reading zod 4's definitions: the one walker of the schemas that the editor's fields (src/editor/),
// the showcase's props tables (src/showcase/props-table.ts) and their checks share, so that each
// describes a field the same way. The JSON Schema export is zod's own (`z.toJSONSchema`).
import { z } from 'zod';

/** The parts of zod 4's internal definition (`schema._zod.def`) the walkers read. */
export interface Def {
  type: string;
  innerType?: z.ZodType;
  defaultValue?: unknown;
  in?: z.ZodType;
  getter?: () => z.ZodType;
  element?: z.ZodType;
  items?: z.ZodType[];
  options?: z.ZodType[];
  entries?: Record<string, string | number>;
  values?: unknown[];
  shape?: Record<string, z.ZodType>;
  checks?: { _zod: { def: { check: string; minimum?: number; maximum?: number; value?: number; format?: string } } }[];
}

export const defOf = (schema: z.ZodType): Def => schema._zod.def as unknown as Def;

/** A field's schema with its wrappers peeled off, and what the wrappers said about it. */
export interface Peeled {
  schema: z.ZodType;
  def: Def;
  /** An author may leave it out (optional, or completed by a default). */
  optional: boolean;
  nullable: boolean;
  hasDefault: boolean;
  defaultValue?: unknown;
  /** The default is a value the schema parses (`.prefault()`), not one it returns as it is (`.default()`). */
  prefault?: boolean;
  description?: string;
  title?: string;
  /** Marked technical (`.meta({ advanced: true })`): drawn in the "Advanced" group. */
  advanced?: boolean;
  /** The name a shared schema is registered by (`.meta({ id })`), such as the image id's. */
  id?: string;
}

const WRAPPERS = new Set(['optional', 'default', 'prefault', 'nullable', 'readonly', 'catch', 'nonoptional']);

/**
 * Peels optional, default, nullable, pipe (the author's side: its `in`) and lazy wrappers. The
 * outermost description wins, as `.describe()` on a use overrides the one on the shared schema.
 */
export function peel(schema: z.ZodType): Peeled {
  const peeled: Peeled = { schema, def: defOf(schema), optional: false, nullable: false, hasDefault: false };
  for (let depth = 0; depth < 32; depth++) {
    const meta = z.globalRegistry.get(peeled.schema);
    peeled.description ??= meta?.description;
    peeled.title ??= typeof meta?.title === 'string' ? meta.title : undefined;
    peeled.advanced ??= meta?.advanced;
    peeled.id ??= meta?.id;
    const def = peeled.def;
    let next: z.ZodType | undefined;
    if (WRAPPERS.has(def.type)) {
      if (def.type === 'optional') peeled.optional = true;
      if (def.type === 'nullable') peeled.nullable = true;
      if (def.type === 'default' || def.type === 'prefault') {
        peeled.optional = true;
        if (!peeled.hasDefault) {
          peeled.defaultValue = def.defaultValue;
          if (def.type === 'prefault') peeled.prefault = true;
        }
        peeled.hasDefault = true;
      }
      next = def.innerType;
    } else if (def.type === 'pipe') next = def.in;
    else if (def.type === 'lazy') next = def.getter?.();
    if (!next) break;
    peeled.schema = next;
    peeled.def = defOf(next);
  }
  return peeled;
}

/** `minHeight` → "Min height", `card-grid` → "Card grid". */
export function humanize(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A check's bound, e.g. `min_length` → its `minimum`. */
export function bound(def: Def, check: string): number | undefined {
  for (const c of def.checks ?? []) {
    const d = c._zod.def;
    if (d.check === check) return d.minimum ?? d.maximum ?? d.value;
  }
  return undefined;
}

export const isInteger = (def: Def) =>
  (def.checks ?? []).some((c) => c._zod.def.check === 'number_format' && /int/.test(c._zod.def.format ?? ''));

/** The values an enum or literal allows. */
export function choices(def: Def): unknown[] {
  if (def.type === 'enum') return Object.values(def.entries ?? {});
  if (def.type === 'literal') return def.values ?? [];
  return [];
}

/** A union's options with nested unions spread out, so `(a | b) | c` offers a, b and c. */
export function unionOptions(schema: z.ZodType): z.ZodType[] {
  const def = peel(schema).def;
  if (def.type !== 'union') return [schema];
  return (def.options ?? []).flatMap((option) => unionOptions(option));
}
