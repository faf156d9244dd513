import { blockSchemas } from '../../../schema/blocks';
import { structuredOnceOf } from '../../../schema/structured';
import type { LoadedPage } from '../loaded-page';
import type { Finding } from './walk';
import { normalized } from './walk';

/**
 * What search engines take from one page of the site only (an FAQ's question), said on a second page
 * of the same language: a warning at the second, in the order of the pages' addresses, naming the first.
 */
export function structuredRepeatFindings(pages: readonly LoadedPage[]): Map<LoadedPage, Finding[]> {
  const first = new Map<string, LoadedPage>();
  const findings = new Map<LoadedPage, Finding[]>();
  for (const entry of [...pages].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))) {
    const own: Finding[] = [];
    const here = new Set<string>();
    entry.page.blocks.forEach((block, i) => {
      for (const { path, text, fix } of structuredOnceOf(blockSchemas[block.type], block)) {
        const key = `${entry.language ?? ''}\0${normalized(text)}`;
        const earlier = first.get(key);
        if (earlier && !here.has(key)) {
          own.push({
            path: ['blocks', i, ...path],
            message: `"${text}" is said to search engines on ${earlier.path} too (${earlier.file}), and they take it from one page only: ${fix}.`,
          });
        } else if (!earlier) {
          first.set(key, entry);
          here.add(key);
        }
      }
    });
    findings.set(entry, own);
  }
  return findings;
}
