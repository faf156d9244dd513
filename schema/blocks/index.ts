import { z } from 'zod';
import { articleSchema } from './article';
import { cardGridSchema } from './card-grid';
import { contactSchema } from './contact';
import { heroSchema } from './hero';

/** Every block type, keyed by its `type`. The one list of blocks; the registry must match it. */
export const blockSchemas = {
  article: articleSchema,
  'card-grid': cardGridSchema,
  contact: contactSchema,
  hero: heroSchema,
} as const;

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
