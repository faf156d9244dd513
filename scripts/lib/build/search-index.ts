import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import * as pagefind from 'pagefind';
import { derivedHeadingId } from '../../../schema/plain/heading-id';

/** A published page as the search index takes it. */
export interface SearchPage {
  /** Its built file. */
  file: string;
  /** Its path as the browser asks for it, under the site's base path (`/pricing`, `/docs/pricing`). */
  url: string;
  /** The title a result shows: the page's title, not its first heading. */
  title: string;
  /** The menu group the page is listed in, shown beside the result's section ("Support"). */
  group?: string;
}

const escapeAttribute = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

const TAG = /<(\/?)([a-zA-Z][\w-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
const ID = /\sid="([^"]*)"/;

/**
 * The HTML Pagefind reads for a page (never the page a visitor gets): the result's title, group and
 * address as metadata (Pagefind links a result to its `url` metadata as it is, where it would put its
 * own base path in front of the indexed address, which has it already), and each block's anchor (`<section id="secPricing">`) lent to the block's first heading
 * that has none, since Pagefind splits a page into sections at headings with an id only. A result
 * then names the section it was found in and links to it.
 * Elements that end right where the next begins are set a space apart, as a reader sees them.
 */
export function indexedHtml(html: string, meta: { title: string; group?: string; url?: string }): string {
  let anchor: string | undefined;
  const body = html.replace(TAG, (tag, closing: string, name: string, attributes: string) => {
    if (closing) return tag;
    // React's own ids (`_R_1d35_-panel-0`, on tab panels and accordion buttons) change whenever the
    // page does, and start with "_", which no anchor id may: Pagefind never sees them, so no result
    // links to one; it links to the block's anchor or the heading's id instead.
    if (ID.exec(attributes)?.[1]?.startsWith('_')) {
      attributes = attributes.replace(ID, '');
      tag = `<${name}${attributes}>`;
    }
    const id = ID.exec(attributes)?.[1];
    if (!/^h[1-6]$/i.test(name)) {
      if (id) anchor = id;
      return tag;
    }
    // A heading whose id comes from its block's (`secPricing-title`) is found under the block's anchor,
    // the address the site's own links use.
    if ((id && id !== (anchor && derivedHeadingId(anchor))) || !anchor) {
      anchor = undefined;
      return tag;
    }
    const lent = id ? `<${name}${attributes.replace(ID, ` id="${anchor}"`)}>` : `<${name} id="${anchor}"${attributes}>`;
    anchor = undefined;
    return lent;
  });
  // Pagefind reads `<a>Primary</a><a>Secondary</a>` as one word: a space between the elements keeps
  // the words of side-by-side buttons, badges and cells apart.
  const spaced = body.replace(/(<\/[a-zA-Z][\w-]*>)(?=<[a-zA-Z])/g, '$1 ');
  // Only these, by name: whatever else the caller's object holds (a page's built file, with the
  // machine's folders in its path) stays out of the index, which is published.
  const tags = (['title', 'group', 'url'] as const)
    .filter((key) => meta[key])
    .map((key) => `<meta data-pagefind-meta="${key}[content]" content="${escapeAttribute(meta[key]!)}">`);
  return spaced.replace('</head>', `${tags.join('')}</head>`);
}

/**
 * Writes the site's search index into `<outDir>/pagefind/` with Pagefind: each page's main content
 * (`data-pagefind-body`, less what is marked `data-pagefind-ignore`), one index per `<html lang>`.
 * The same pages give the same index byte for byte: Pagefind numbers the pages in the order they reach
 * it, and two files parsed at once could reach it either way round, so they are handed over one at a
 * time, ordered by address (the next page is read while Pagefind parses one). Returns how many pages it
 * indexed.
 */
export async function writeSearchIndex(outDir: string, pages: readonly SearchPage[]): Promise<number> {
  // A showcase sample's Preview/Code tabs name controls, not content.
  const { index, errors } = await pagefind.createIndex({ excludeSelectors: ['.sample-tabs'] });
  if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
  try {
    const ordered = [...pages].sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0));
    const read = (page: SearchPage) => {
      const html = readFile(page.file, 'utf8').then((text) =>
        indexedHtml(text, { title: page.title, group: page.group, url: page.url }),
      );
      // Awaited in its turn; a failure of Pagefind's before then must not leave it unheard.
      html.catch(() => {});
      return html;
    };
    let next = ordered[0] ? read(ordered[0]) : undefined;
    for (const [i, page] of ordered.entries()) {
      const content = await next!;
      next = ordered[i + 1] ? read(ordered[i + 1]!) : undefined;
      // Only the address and the HTML: the built file's path (the machine's folders) stays out of the index.
      const added = await index.addHTMLFile({ url: page.url, content });
      if (added.errors.length > 0) throw new Error(`${page.url}: ${added.errors.join('; ')}`);
    }
    const output = path.join(outDir, 'pagefind');
    const written = await index.writeFiles({ outputPath: output });
    if (written.errors.length > 0) throw new Error(written.errors.join('; '));
    // Pagefind's own search interfaces and highlighter (some 430 KB): the site draws its own dialog.
    for (const file of await readdir(output)) {
      if (/^pagefind-(.*-)?ui\.(js|css)$|^pagefind-highlight\.js$/.test(file)) await rm(path.join(output, file));
    }
    return pages.length;
  } finally {
    await pagefind.close();
  }
}
