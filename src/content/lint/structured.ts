import { blockSchemas } from '../../../schema/blocks';
import type { Page } from '../../../schema/page';
import { structuredGapsOf } from '../../../schema/structured';
import type { Finding } from './walk';

/**
 * Data that would leave an item of the page's JSON-LD incomplete (an empty FAQ answer, a price with
 * no currency, an article with no date), as each block's schema declares it (`schema/structured.ts`).
 */
export function structuredFindings(page: Page): Finding[] {
  return page.blocks.flatMap((block, i) =>
    structuredGapsOf(blockSchemas[block.type], block).map((gap) => ({
      path: ['blocks', i, ...gap.path],
      message: gap.message,
    })),
  );
}
