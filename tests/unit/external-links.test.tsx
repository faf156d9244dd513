// @vitest-environment node
import type { ReactElement } from 'react';
import { prerender } from 'react-dom/static';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import site from '../../pages-data/_site';
import type { BlockDataInput } from '../../schema/blocks';
import { withParseContext } from '../../schema/context';
import { layoutSchema } from '../../schema/page';
import { siteSchema } from '../../schema/site';
import { blockExamples } from '../../src/blocks/examples';
import { iconPaths } from '../../src/content/icons';
import { interpolate, settingTokens } from '../../src/content/interpolate';
import { Footer } from '../../src/layout/footer';
import { Navbar } from '../../src/layout/navbar';
import { Blocks } from '../../src/render/blocks';
import { type IconGlyph, IconProvider } from '../../src/ui/icon';
import { parseBlock, TEST_ROUTES } from '../support/render-block';

// The page data cannot say how a link opens (no raw HTML, no `rel` or `target` field): every link
// it gives is drawn by SmartLink. These tests point every link of the data off the site and check
// that each one comes out opening in a new tab without a handle on the site.
const ELSEWHERE = 'https://elsewhere.example/page';

/** A copy of `data` with every link target (`href`, `mobileHref`) leading to another site. */
function leavingSite(data: unknown): unknown {
  if (Array.isArray(data)) return data.map(leavingSite);
  if (!data || typeof data !== 'object') return data;
  return Object.fromEntries(
    Object.entries(data).map(([key, value]) => [key, /href$/i.test(key) ? ELSEWHERE : leavingSite(value)]),
  );
}

async function markup(element: ReactElement, icons: Record<string, IconGlyph>): Promise<string> {
  const { prelude } = await prerender(
    <MemoryRouter>
      <IconProvider value={icons}>{element}</IconProvider>
    </MemoryRouter>,
  );
  return new Response(prelude).text();
}

/** The opening tags of the links to ELSEWHERE. */
const linksOut = (html: string) =>
  [...html.matchAll(/<a\b[^>]*>/g)].map((m) => m[0]).filter((a) => a.includes(ELSEWHERE));

const withLinks = Object.values(blockExamples)
  .flat()
  .filter((example) => /"href"/.test(JSON.stringify(example.data)))
  .map((example) => ({ id: example.id, data: leavingSite(example.data) as BlockDataInput }));

describe('links that leave the site', () => {
  it('given the block examples, should have links to try', () => {
    expect(withLinks.length).toBeGreaterThan(20);
  });

  it.each(withLinks)('given example $id with every link off the site, should open each with rel', async (example) => {
    const { block, icons } = parseBlock(example.data);
    const links = linksOut(await markup(<Blocks blocks={[block]} />, icons));
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link).toMatch(/ target="_blank" rel="noopener noreferrer"/);
  });

  it('given site settings whose links all leave the site, should open each navbar and footer link with rel', async () => {
    const data = leavingSite(interpolate(site, settingTokens(site))) as typeof site;
    // The logo may only lead to a page of the site (schema/site.ts).
    const settings = { ...data, brand: { ...data.brand, href: '/', mobileHref: '/' } };
    const icons = new Set<string>();
    const parsed = withParseContext({ routes: TEST_ROUTES, icons }, () => siteSchema.parse(settings));
    const options = layoutSchema.parse({}).navbar;
    const html = await markup(
      <>
        <Navbar site={parsed} options={options} navigation={[]} />
        <Footer site={parsed} columns={[]} />
      </>,
      iconPaths(icons),
    );
    const links = linksOut(html);
    const expected = parsed.navbar.links.length + parsed.footer.socials.length + parsed.footer.links.length;
    expect(links).toHaveLength(expected);
    for (const link of links) expect(link).toMatch(/ target="_blank" rel="noopener noreferrer"/);
  });
});
