import { z } from 'zod';
import { articleSchema } from './article';
import { badgesSchema } from './badges';
import { breadcrumbsSchema } from './breadcrumbs';
import { buttonGroupSchema } from './button-group';
import { buttonsSchema } from './buttons';
import { cardGridSchema } from './card-grid';
import { contactSchema } from './contact';
import { heroSchema } from './hero';
import { sampleBlockSchema } from './sample';
import { socialButtonsSchema } from './social-buttons';
import { tableSchema } from './table';
import { typographySchema } from './typography';

/** Every content block type, keyed by its `type`. With `sample`, the one list of blocks; the registry must match it. */
const contentBlockSchemas = {
  article: articleSchema,
  badges: badgesSchema,
  breadcrumbs: breadcrumbsSchema,
  'button-group': buttonGroupSchema,
  buttons: buttonsSchema,
  'card-grid': cardGridSchema,
  contact: contactSchema,
  hero: heroSchema,
  'social-buttons': socialButtonsSchema,
  table: tableSchema,
  typography: typographySchema,
} as const;

type ContentBlockSchema = (typeof contentBlockSchemas)[keyof typeof contentBlockSchemas];
const contentBlockUnion = z.discriminatedUnion(
  'type',
  Object.values(contentBlockSchemas) as unknown as [ContentBlockSchema, ...ContentBlockSchema[]],
);

/** Every block type. A showcase `sample` holds content blocks, never another sample. */
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
