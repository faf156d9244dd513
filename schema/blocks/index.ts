import { z } from 'zod';
import { contentBlockSchemas } from './content-blocks';
import { sampleBlockSchema } from './sample';

type ContentBlockSchema = (typeof contentBlockSchemas)[keyof typeof contentBlockSchemas];
const contentBlockUnion = z.discriminatedUnion(
  'type',
  Object.values(contentBlockSchemas) as unknown as [ContentBlockSchema, ...ContentBlockSchema[]],
);

/**
 * Every block type: the content blocks (`content-blocks.ts`, generated from the schema files by
 * `npm run blocks:maps`) and the showcase `sample`, which holds content blocks, never another sample.
 */
export const blockSchemas = { ...contentBlockSchemas, sample: sampleBlockSchema(contentBlockUnion) } as const;

export type BlockType = keyof typeof blockSchemas;
export const BLOCK_TYPES = Object.keys(blockSchemas) as BlockType[];

export const blockUnionSchema = z.discriminatedUnion(
  'type',
  Object.values(blockSchemas) as unknown as [(typeof blockSchemas)[BlockType], ...(typeof blockSchemas)[BlockType][]],
);

/** What a component receives for block type `T`. */
export type BlockProps<T extends BlockType> = z.output<(typeof blockSchemas)[T]>;
/** What an author writes for block type `T`. */
export type BlockInput<T extends BlockType> = z.input<(typeof blockSchemas)[T]>;
export type Block = { [T in BlockType]: BlockProps<T> }[BlockType];
export type BlockDataInput = { [T in BlockType]: BlockInput<T> }[BlockType];
