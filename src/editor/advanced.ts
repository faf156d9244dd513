import type { Field, Fields, ObjectField } from '@puckeditor/core';
import type { z } from 'zod';
import type { DataPath } from '../content/problem';
import { peel } from './zod-walk';

/**
 * The Puck prop holding a block's (or the page's) technical fields: anchor ids, heading levels,
 * classes, anything the schema marks `.meta({ advanced: true })`. It exists in Puck's props only:
 * `groupAdvanced` / `ungroupAdvanced` move the values in and out, so the data keeps its shape.
 */
export const ADVANCED_PROP = 'advanced';

/** Puck keeps its own `id` on every component, so a block's anchor `id` is edited as `anchor`. */
export const ANCHOR_PROP = 'anchor';

const cache = new WeakMap<z.ZodType, DataPath[]>();

/**
 * Where the fields marked advanced are in data of `schema`: its own keys, and keys of the objects it
 * always holds (required or completed by a default), such as the page's `layout.bodyClass`. An object
 * that may be left out keeps its fields, so that leaving it out still leaves out all of them.
 */
export function advancedPaths(schema: z.ZodType): DataPath[] {
  let paths = cache.get(schema);
  if (!paths) {
    paths = [];
    const walk = (object: z.ZodType, at: DataPath) => {
      for (const [key, field] of Object.entries(peel(object).def.shape ?? {})) {
        const peeled = peel(field);
        if (peeled.advanced) paths!.push([...at, key]);
        else if (peeled.def.type === 'object' && !peeled.nullable && (!peeled.optional || peeled.hasDefault)) {
          walk(peeled.schema, [...at, key]);
        }
      }
    };
    walk(schema, []);
    cache.set(schema, paths);
  }
  return paths;
}

/** The same paths among a block's Puck props, where its `id` is `anchor`. */
export const advancedProps = (schema: z.ZodType): DataPath[] =>
  advancedPaths(schema).map((path) => (path.length === 1 && path[0] === 'id' ? [ANCHOR_PROP] : path));

/** A field's name inside the group: its own key, and `anchor` for a block's `id`. */
export function advancedKey(path: DataPath): string {
  return path.length === 1 && path[0] === 'id' ? ANCHOR_PROP : String(path.at(-1));
}

type Props = Record<string, unknown>;
const isRecord = (value: unknown): value is Props =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `props` with the values at `paths` moved into `props.advanced` (an object left empty is dropped). */
export function groupAdvanced(props: Props, paths: readonly DataPath[]): Props {
  if (paths.length === 0) return props;
  const out = structuredClone(props);
  const group: Props = {};
  for (const path of paths) {
    const parent = path.slice(0, -1).reduce<unknown>((at, key) => (isRecord(at) ? at[key] : undefined), out);
    const key = String(path.at(-1));
    if (!isRecord(parent) || !(key in parent)) continue;
    group[advancedKey(path)] = parent[key];
    delete parent[key];
  }
  return { ...out, [ADVANCED_PROP]: group };
}

/** The reverse of `groupAdvanced`: each value of `props.advanced` back at its place. */
export function ungroupAdvanced(props: Props, paths: readonly DataPath[]): Props {
  const { [ADVANCED_PROP]: group, ...out } = props;
  if (!isRecord(group)) return out;
  for (const path of paths) {
    const name = advancedKey(path);
    if (!(name in group) || group[name] === undefined) continue;
    let at: Props = out;
    for (const key of path.slice(0, -1)) {
      const next = isRecord(at[key]) ? { ...(at[key] as Props) } : {};
      at[key] = next;
      at = next;
    }
    at[String(path.at(-1))] = group[name];
  }
  return out;
}

/** The Puck field name of a data path, given where the advanced fields are: `layout.bodyClass` → `advanced.bodyClass`. */
export function advancedFieldName(path: DataPath, paths: readonly DataPath[]): DataPath | undefined {
  const owner = paths.find((p) => p.every((key, i) => path[i] === key));
  return owner ? [ADVANCED_PROP, advancedKey(owner), ...path.slice(owner.length)] : undefined;
}

/** The fields with those at `paths` taken out and put in a group labelled "Advanced", last. */
export function withAdvancedGroup(fields: Fields, paths: readonly DataPath[]): Fields {
  if (paths.length === 0) return fields;
  const out: Fields = { ...fields };
  const group: Fields = {};
  for (const path of paths) {
    let holder: Fields = out;
    for (const key of path.slice(0, -1)) {
      const field: Field | undefined = holder[String(key)];
      if (field?.type !== 'object') break;
      const copy: ObjectField = { ...field, objectFields: { ...field.objectFields } };
      holder[String(key)] = copy;
      holder = copy.objectFields as Fields;
    }
    const key = String(path.at(-1));
    const field = holder[key];
    if (!field) continue;
    group[advancedKey(path)] = field;
    delete holder[key];
  }
  const advanced: ObjectField = {
    type: 'object',
    label: 'Advanced',
    objectFields: group,
    metadata: { advanced: true },
  };
  return { ...out, [ADVANCED_PROP]: advanced };
}

/** Whether a Puck field is the "Advanced" group, which the editor draws closed. */
export const isAdvancedGroup = (field: Field): boolean => field.type === 'object' && field.metadata?.advanced === true;
