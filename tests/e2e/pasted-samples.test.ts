// @project e2e-builds: shares the built copy of the project (support/site-copy.ts)
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { gotoHydrated, parseHtml, type Site, startSite } from './support/browser';
import { COPY_BASE } from './support/site-copy';

/**
 * Every showcase sample's JSX, taken from its Code tab as the Copy button copies it, pasted as a route
 * module of its own (`src/routes/pasted/<id>.tsx`, one line in `src/routes.ts`, nothing else) in a
 * copy of the project, built with `npm run build` (`support/site-copy.ts`): each page must draw its
 * sample exactly as the showcase's Preview draws it in the same build, and hydrate its islands
 * without a mismatch.
 */
/**
 * Markup to compare: React's generated ids numbered by first use (an island's prefix comes from its
 * place in the page), an island's data read for its block only (the rest is how it hydrates), and
 * Suspense's markers left out (`<Block>` has one boundary more than the preview).
 */
function comparable(html: string): string {
  const ids = new Map<string, string>();
  return html
    .replace(/ data-island="([^"]*)"/g, (_, json: string) => {
      const { block } = JSON.parse(json.replace(/&quot;/g, '"').replace(/&amp;/g, '&')) as { block: unknown };
      return ` data-block='${JSON.stringify(block)}'`;
    })
    .replace(/<!--\/?\$-->/g, '')
    .replace(/_(?:i[A-Za-z0-9]+-)?R_[0-9a-z]+_/g, (id) => {
      if (!ids.has(id)) ids.set(id, `id${ids.size}`);
      return ids.get(id)!;
    });
}

/**
 * The preview's markup with the ids its headings take from their text as the pasted block has them: in
 * the showcase they start with the sample's id (`modals-simple-your-modal-title`), so two samples of
 * one title keep them apart, while a block pasted alone has no sample around it. An id the data gives
 * (`contact-two-details`) is the same in both and stays.
 */
function unscoped(preview: string, sample: string, pasted: string): string {
  let html = preview;
  for (const [, scoped] of preview.matchAll(/\sid="([^"]+)"/g)) {
    const own = scoped!.slice(sample.length + 1);
    if (!scoped!.startsWith(`${sample}-`) || pasted.includes(`id="${scoped}"`) || !pasted.includes(`id="${own}"`))
      continue;
    html = html.replace(new RegExp(`(?<=["\\s])${scoped}(?=["\\s])`, 'g'), own);
  }
  return html;
}

const documents = new Map<string, Document>();
function innerHtml(file: string, selector: string): string {
  let doc = documents.get(file);
  if (!doc) {
    doc = parseHtml(readFileSync(file, 'utf8'));
    documents.set(file, doc);
  }
  const element = doc.querySelector(selector);
  if (!element) throw new Error(`${file} has no ${selector}`);
  return element.innerHTML.replace(/<script\b[\s\S]*?<\/script>/g, '');
}

const samples = inject('pastedSamples');
const built = inject('copyDist');
let site: Site | undefined;

beforeAll(async () => {
  site = await startSite(built);
});

afterAll(async () => {
  await site?.close();
});

describe('Given every showcase sample pasted as a route module of its own and built', () => {
  it('should have samples to paste', () => {
    expect(samples.length).toBeGreaterThan(100);
  });

  it.each(samples)('should draw $showcase#$id as its preview draws it', ({ id, showcase }) => {
    const pasted = innerHtml(path.join(built, 'pasted', id, 'index.html'), 'body');
    const preview = unscoped(innerHtml(path.join(built, showcase, 'index.html'), `#${id} .sample-preview`), id, pasted);
    expect(preview.length).toBeGreaterThan(20);
    expect(comparable(pasted)).toBe(comparable(preview));
  });

  it('should hydrate the islands of every pasted page without an error', { timeout: 240_000 }, async () => {
    const withIslands = samples.filter(({ id }) =>
      readFileSync(path.join(built, 'pasted', id, 'index.html'), 'utf8').includes(' data-island='),
    );
    expect(withIslands.length).toBeGreaterThan(10);
    const { page } = await site!.openPage();
    for (const { id } of withIslands) {
      await gotoHydrated(page, `${COPY_BASE}pasted/${id}`);
    }
    await site!.finishTest();
  });
});
