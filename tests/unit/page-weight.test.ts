import { describe, expect, it } from 'vitest';
import { HTML_BUDGET, heavyPageProblem } from '../../scripts/lib/build/page-weight';

const page = (blocks: unknown[]) => ({ path: '/offers', file: 'pages-data/offers.ts', data: { blocks } });
const card = (n: number) => ({ type: 'card', title: `Card ${n}`, description: 'x'.repeat(100) });

describe('Given a built page and its data', () => {
  it('should let a page within the budget pass', () => {
    expect(heavyPageProblem(page([card(1)]), 'a'.repeat(HTML_BUDGET))).toBeUndefined();
  });

  it('should refuse a page over it, naming its weight, its block count and its largest blocks', () => {
    const grid = { type: 'card-grid', title: 'Everything', cards: Array.from({ length: 400 }, (_, i) => card(i)) };
    const problem = heavyPageProblem(page([card(1), grid, card(2)]), 'a'.repeat(742 * 1024));
    expect(problem).toMatchObject({ file: 'pages-data/offers.ts' });
    expect(problem!.message).toMatch(
      /^\/offers is 742 KB of HTML in 3 blocks, over the 300 KB a page may weigh \(a phone shows nothing until it has the page\)\. Its largest blocks: blocks\[1\] \(card-grid\) \(\d+ KB of data\), blocks\[\d\] \(card\)/,
    );
    expect(problem!.message).toMatch(/Split it into several pages, or shorten its longest lists\.$/);
  });
});
