import type { BlockInput, BlockType } from '../../schema/blocks';
import type { PageInput } from '../../schema/page';

/** A sample of a block: what the showcase shows, the tests render and the docs cite. */
export interface BlockExample<T extends BlockType> {
  /** Anchor id of the sample. */
  id: string;
  title: string;
  data: BlockInput<T>;
}

/**
 * The samples of a showcase page that show a block of `type`, as that block's examples: the sample's
 * id and title, and its first block of that type as the data.
 */
export function samplesOf<T extends Exclude<BlockType, 'sample'>>(page: PageInput, type: T): BlockExample<T>[] {
  return page.blocks.flatMap((block) => {
    if (block.type !== 'sample') return [];
    // `type` tells which member of the union the found block is; TypeScript cannot narrow on a generic.
    const data = block.blocks.find((inner) => inner.type === type) as BlockInput<T> | undefined;
    return data ? [{ id: block.id, title: block.title, data }] : [];
  });
}

/** Data of a block that its schema must reject: the schema tests put it on a page as `blocks[0]`. */
export interface InvalidBlockCase<T extends BlockType> {
  name: string;
  data: { type: T } & Record<string, unknown>;
  /** Path of the expected issue, from the block. */
  path: (string | number)[];
  /** What the message must say. */
  message?: RegExp | string;
  /**
   * False when only zod can see the mistake because it needs the whole site (route names) or other
   * fields, so the JSON Schema cannot express it.
   */
  jsonSchema?: false;
}
