import { type ComponentType, Suspense } from 'react';
import type { Block } from '../../schema/blocks';
import { registry } from '../registry';

/** Draws a page's blocks through the registry; it never looks at which block is which. */
export function Blocks({ blocks }: { blocks: readonly Block[] }) {
  return blocks.map((block, index) => {
    const Component = registry[block.type] as ComponentType<Block> | undefined;
    if (!Component) throw new Error(`No component is registered for block type "${block.type}".`);
    return (
      <Suspense key={index}>
        <Component {...block} />
      </Suspense>
    );
  });
}
