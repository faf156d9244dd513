import type { ComponentData } from '@puckeditor/core';
import { blockSchemas, type BlockDataInput, type BlockType } from '../../schema/blocks';
import { advancedProps, groupAdvanced, ungroupAdvanced } from './advanced';
import { ANCHOR_PROP, slotTypes } from './fields';
import { cleanInput } from './values';
import { peel } from './zod-walk';

type Props = Record<string, unknown>;
type PuckItem = { type: string; props: Props };

/** What Puck adds to a component's props; none of it is block data. */
const PUCK_PROPS = new Set(['id', 'puck', 'editMode']);

const slotKeyCache = new Map<string, string[]>();

/** The keys of a block type that hold blocks (a sample's `blocks`), edited as Puck slots. */
export function slotKeys(type: string): string[] {
  let keys = slotKeyCache.get(type);
  if (!keys) {
    // A type no block has (a mistake in the file) holds no blocks; the page's problems name it.
    const schema = blockSchemas[type as BlockType] as (typeof blockSchemas)[BlockType] | undefined;
    const shape = schema ? (peel(schema).def.shape ?? {}) : {};
    keys = Object.keys(shape).filter((key) => slotTypes(shape[key]!) !== undefined);
    slotKeyCache.set(type, keys);
  }
  return keys;
}

const newId = (type: string) => `${type}-${crypto.randomUUID()}`;

/** Where a block type's advanced fields are (none for a type no block has). */
const advancedOf = (type: string) => {
  const schema = blockSchemas[type as BlockType] as (typeof blockSchemas)[BlockType] | undefined;
  return schema ? advancedProps(schema) : [];
};

/**
 * A block as Puck holds it: its props without `type`, its anchor `id` as `anchor`, its advanced fields
 * in the `advanced` group, and the blocks it holds as slot content. With `ids`, every block inside gets
 * a Puck id.
 */
export function toPuckProps(block: { type: string } & Props, ids = false): Props {
  const { type, id, ...rest } = block;
  const props = groupAdvanced({ ...rest, ...(id === undefined ? {} : { [ANCHOR_PROP]: id }) }, advancedOf(type));
  for (const key of slotKeys(type)) {
    if (Array.isArray(props[key])) props[key] = (props[key] as ({ type: string } & Props)[]).map((b) => toItem(b, ids));
  }
  return props;
}

function toItem(block: { type: string } & Props, ids: boolean): PuckItem {
  const props = toPuckProps(block, ids);
  return { type: block.type, props: ids ? { id: newId(block.type), ...props } : props };
}

/** A page's blocks as Puck's `content`, each with a fresh Puck id. */
export function toPuckContent(blocks: readonly BlockDataInput[]): ComponentData[] {
  return blocks.map((block) => toItem(block as { type: string } & Props, true) as ComponentData);
}

/**
 * Block data from Puck's props: Puck's own props dropped, `anchor` back to `id`, the advanced group
 * back in place, slot content back to blocks, and emptied optional fields left out (`cleanInput`).
 */
export function fromPuckProps(type: string, props: Props): { type: string } & Props {
  const data: Props = {};
  for (const [key, value] of Object.entries(ungroupAdvanced(props, advancedOf(type)))) {
    if (PUCK_PROPS.has(key)) continue;
    data[key === ANCHOR_PROP ? 'id' : key] = slotKeys(type).includes(key)
      ? fromPuckContent(value as PuckItem[])
      : value;
  }
  const block = { type, ...data };
  return cleanInput(blockSchemas[type as BlockType], block) as { type: string } & Props;
}

/** Puck's `content` (or a slot's) as a page's blocks. */
export function fromPuckContent(content: readonly PuckItem[] | undefined): BlockDataInput[] {
  return (content ?? []).map((item) => fromPuckProps(item.type, item.props) as BlockDataInput);
}
