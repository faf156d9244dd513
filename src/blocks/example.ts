import type { BlockInput, BlockType } from '../../schema/blocks';

/** A sample of a block: what the showcase shows, the tests render and the docs cite. */
export interface BlockExample<T extends BlockType> {
  /** Anchor id of the sample. */
  id: string;
  title: string;
  data: BlockInput<T>;
}
