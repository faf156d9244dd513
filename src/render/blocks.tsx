import { type ComponentType, Suspense } from 'react';
import type { Block } from '../../schema/blocks';
import { registry } from '../registry';
import { headingRepeats } from '../../schema/plain/heading-id';
import { BlockRenderer } from '../ui/child-blocks';
import { HeadingRepeat } from '../ui/heading-id';
import { LeadBlock } from '../ui/image';
import { Island } from './island';
import { blockNeedsBrowser } from './needs-browser';

/**
 * Draws a page's blocks through the registry; it never looks at which block is which. With `page`,
 * these are the page's own blocks, and the first one is told it leads (`LeadBlock`). A block that needs
 * the browser is drawn through `Island`. Blocks that hold blocks draw them with `<ChildBlocks>`, through
 * this renderer, which they get from `BlockRenderer`.
 */
export function Blocks({ blocks, page = false }: { blocks: readonly Block[]; page?: boolean }) {
  const repeats = headingRepeats(blocks);
  return blocks.map((block, index) => {
    const Component = registry[block.type] as ComponentType<Block> | undefined;
    if (!Component) throw new Error(`No component is registered for block type "${block.type}".`);
    const suspense = (
      <Suspense key={index}>
        <BlockRenderer value={Blocks}>
          <Component {...block} />
        </BlockRenderer>
      </Suspense>
    );
    // A block that needs the browser is an island of its own on a prerendered page.
    const drawn = (
      <HeadingRepeat key={index} value={repeats[index]!}>
        {blockNeedsBrowser(block) ? (
          <Island block={block} renderer={Blocks}>
            {suspense}
          </Island>
        ) : (
          suspense
        )}
      </HeadingRepeat>
    );
    return page && index === 0 ? (
      <LeadBlock.Provider key={index} value>
        {drawn}
      </LeadBlock.Provider>
    ) : (
      drawn
    );
  });
}
