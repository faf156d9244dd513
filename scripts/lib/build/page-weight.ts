import type { DataPath, Problem } from '../../../src/content/problem';
import { describePath } from '../../../src/content/report';

/** The most HTML a page may weigh: past it a phone waits for the page before it shows anything. */
export const HTML_BUDGET = 300 * 1024;

const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;

/**
 * A page over the HTML budget, named with its largest blocks (by the size of their data, which is
 * what their HTML grows with) so the fix is plain; undefined for a page within it.
 */
export function heavyPageProblem(
  page: { path: string; file: string; data?: unknown },
  html: string,
  budget = HTML_BUDGET,
): Problem | undefined {
  const bytes = Buffer.byteLength(html);
  if (bytes <= budget) return undefined;
  const blocks = (page.data as { blocks?: unknown[] } | undefined)?.blocks ?? [];
  const largest = blocks
    .map((block, i) => ({ at: ['blocks', i] as DataPath, size: Buffer.byteLength(JSON.stringify(block) ?? '') }))
    .sort((a, b) => b.size - a.size)
    .slice(0, 3)
    .map(({ at, size }) => `${describePath(at, page.data)} (${kb(size)} of data)`);
  const count = blocks.length > 0 ? ` in ${blocks.length} blocks` : '';
  const named = largest.length > 0 ? ` Its largest blocks: ${largest.join(', ')}.` : '';
  return {
    file: page.file,
    path: [],
    where: '',
    message:
      `${page.path} is ${kb(bytes)} of HTML${count}, over the ${kb(budget)} a page may weigh (a phone shows ` +
      `nothing until it has the page).${named} Split it into several pages, or shorten its longest lists.`,
  };
}
