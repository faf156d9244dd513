import { type Block, blockSchemas } from '../../../schema/blocks';
import { describeValue } from '../../../schema/errors';
import { type HeadingLevel, headingsOf } from '../../../schema/outline';
import type { Page } from '../../../schema/page';
import type { DataPath } from '../problem';
import { type Finding, valueAt } from './walk';

/** A heading of a page: its level, where its text is in the page data, and the text. */
export interface OutlineHeading {
  level: HeadingLevel;
  path: DataPath;
  text: string;
  setBy?: string;
}

const textOf = (value: unknown): string => (Array.isArray(value) ? String(value[0] ?? '') : String(value ?? ''));

/**
 * The headings blocks draw, in document order, as each block's schema declares them
 * (`schema/outline.ts`); blocks inside a block (a sample's) follow its own headings.
 */
export function blocksOutline(blocks: readonly Block[], at: DataPath = []): OutlineHeading[] {
  return blocks.flatMap((block, i) => {
    const own = headingsOf(blockSchemas[block.type], block).map((heading) => ({
      ...heading,
      path: [...at, i, ...heading.path],
      text: textOf(valueAt(block, heading.path)),
    }));
    const inner = 'blocks' in block ? blocksOutline(block.blocks, [...at, i, 'blocks']) : [];
    return [...own, ...inner];
  });
}

/** A page's outline: the title under the breadcrumb (drawn by the layout), then its blocks' headings. */
export function pageOutline(page: Page): OutlineHeading[] {
  const title: OutlineHeading[] =
    page.layout.breadcrumb && page.nav ? [{ level: 1, path: ['nav', 'title'], text: page.nav.title }] : [];
  return [...title, ...blocksOutline(page.blocks, ['blocks'])];
}

const via = (heading: OutlineHeading) => (heading.setBy ? ` with \`${heading.setBy}\`` : '');

/**
 * A page with no blocks or no h1, a second h1, and a heading more than one level below the one before
 * it.
 */
export function headingFindings(page: Page, describe: (path: DataPath) => string): Finding[] {
  if (page.blocks.length === 0) {
    return [
      {
        path: ['blocks'],
        message:
          'the page has no blocks: it would be published with nothing between the navbar and the footer. Add a block (a header with the page title first).',
      },
    ];
  }
  const outline = pageOutline(page);
  const findings: Finding[] = [];
  const first = outline.find((heading) => heading.level === 1);
  if (!first) {
    findings.push({
      path: ['blocks'],
      message:
        "the page has no h1, the main heading that names it to search engines and screen readers: start it with a block whose title is an h1 (a header or hero), or make a section's title one.",
    });
  }
  outline.forEach((heading, i) => {
    const before = outline[i - 1];
    if (heading.level === 1 && first && heading !== first) {
      const fix = heading.setBy
        ? `make this one an h2${via(heading)}`
        : first.setBy
          ? `make the first one an h2${via(first)}`
          : 'keep one of the two';
      findings.push({
        path: heading.path,
        message: `a second h1, ${describeValue(heading.text)}: the page already has one, ${describeValue(first.text)} (${describe(first.path)}). A page has one main heading: ${fix}.`,
      });
    } else if (before && heading.level > before.level + 1) {
      const next = before.level + 1;
      findings.push({
        path: heading.path,
        message: `the heading ${describeValue(heading.text)} is an h${heading.level} right after the h${before.level} ${describeValue(before.text)} (${describe(before.path)}): heading levels go down one at a time. Make it an h${next}${via(heading)}, or put an h${next} before it.`,
      });
    }
  });
  return findings;
}
