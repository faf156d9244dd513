import type { ComponentConfig, Config } from '@puckeditor/core';
import { createElement } from 'react';
import { BLOCK_TYPES, blockSchemas, type BlockType } from '../../schema/blocks';
import { blockExamples } from '../blocks/examples';
import { BlockPreview } from './block-preview';
import type { FieldContext } from './field-kinds';
import { fieldsFor } from './fields';
import { toPuckProps } from './puck-data';
import type { ShowcaseIndex } from './showcase-index';
import { humanize, peel } from './zod-walk';

export interface EditorOptions extends FieldContext {
  /** The showcase's groups and pages (`showcaseIndex(content)`): the picker's categories and descriptions. */
  showcase?: ShowcaseIndex;
}

/** What the block picker shows of a block type beside its label. */
export interface BlockMetadata {
  /** The block's one line for people who edit pages (`describeBlock`), else its showcase page's description. */
  description?: string;
  /** That showcase page, to see every way the block can look. */
  showcasePath?: string;
}

/** A block added from the picker: the type's first example, the blocks it holds with fresh ids. */
export function newBlockProps(type: BlockType): Record<string, unknown> {
  const [example] = blockExamples[type];
  return example ? toPuckProps(example.data as { type: string }, true) : {};
}

function componentConfig(type: BlockType, options: EditorOptions): ComponentConfig {
  const schema = blockSchemas[type];
  const { title, description } = peel(schema);
  const shown = options.showcase?.pages[type];
  const metadata: BlockMetadata = {
    description: description ?? shown?.description,
    ...(shown ? { showcasePath: shown.path } : {}),
  };
  return {
    label: title ?? humanize(type),
    fields: fieldsFor(schema, options),
    // A block added from the picker starts as the first example, as an author would write it, the
    // blocks it holds with ids of their own. Not as `defaultProps`, which Puck also lays under every
    // block it draws: the canvas would show the example's buttons on a header that has none.
    resolveData: (data, { trigger }) =>
      trigger === 'insert' ? { ...data, props: { ...newBlockProps(type), ...data.props } } : data,
    metadata: { ...metadata },
    render: (props) => createElement(BlockPreview, { type, props, context: options }),
  };
}

/**
 * The picker's categories: the showcase menus' groups, each with the block types its samples show
 * most, then "Other" for the rest, so every type is in exactly one.
 */
export function blockCategories(showcase: ShowcaseIndex | undefined): NonNullable<Config['categories']> {
  const known = new Set<string>(BLOCK_TYPES);
  const grouped = new Set<string>();
  const categories: NonNullable<Config['categories']> = {};
  for (const group of showcase?.groups ?? []) {
    const types = group.types.filter((type) => known.has(type) && !grouped.has(type));
    types.forEach((type) => grouped.add(type));
    if (types.length > 0) categories[group.key] = { title: group.title, components: types };
  }
  categories.other = { title: 'Other', components: BLOCK_TYPES.filter((type) => !grouped.has(type)) };
  return categories;
}

/**
 * The Puck configuration: one component per block type, with fields derived from its schema, its
 * first example as its default, and the registry's component drawing it on the canvas.
 */
export function editorConfig(options: EditorOptions): Config {
  const components = Object.fromEntries(BLOCK_TYPES.map((type) => [type, componentConfig(type, options)]));
  return { components, categories: blockCategories(options.showcase) };
}
