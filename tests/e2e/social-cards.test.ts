import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import site from '../../pages-data/_site';
import { builtRoutes, DIST_DIR, fetchHtml, parseHtml } from './support/browser';
import { setUpSite } from './support/sites';

const app = setUpSite();
const SITE_URL = site.siteUrl.replace(/\/$/, '');

/** The Open Graph and Twitter meta of a built page, as a site that shows a shared link reads them. */
async function sharedMeta(pathname: string): Promise<Record<string, string[]>> {
  const { status, html } = await fetchHtml(app.baseUrl, pathname);
  expect(status).toBe(200);
  const meta: Record<string, string[]> = {};
  // The head alone holds the meta: parsing it, not the whole page, keeps the test over every page quick.
  const head = `${html.slice(0, html.indexOf('</head>'))}</head></html>`;
  for (const tag of parseHtml(head).querySelectorAll('meta[property^="og:"], meta[name^="twitter:"]')) {
    const name = tag.getAttribute('property') ?? tag.getAttribute('name')!;
    (meta[name] ??= []).push(tag.getAttribute('content') ?? '');
  }
  return meta;
}

/** The published address of a file as this test's server serves it. */
const served = (url: string) => {
  expect(url.startsWith(`${SITE_URL}/`)).toBe(true);
  return new URL(url.slice(SITE_URL.length), app.baseUrl).href;
};

describe('Given pages of the built site shared on a social site', () => {
  it.each([
    ['/', 'website', 'en_US', 'de_DE', 'Brightline Software: IT consulting and software development'],
    ['/pages/company/pricing', 'website', 'en_US', 'de_DE', 'Brightline Software · Company: Pricing'],
    [
      '/pages/blog/single-article',
      'article',
      'en_US',
      undefined,
      'Brightline Software · Blog: Moving a monolith to the cloud',
    ],
    ['/de/pages/company/pricing', 'website', 'de_DE', 'en_US', 'Brightline Software · Unternehmen: Preise'],
  ])('%s should say what it is, where it lives and show its own card', async (pathname, type, locale, other, alt) => {
    const meta = await sharedMeta(pathname);
    const { html } = await fetchHtml(app.baseUrl, pathname);
    const head = parseHtml(html);
    expect(meta['og:type']).toEqual([type]);
    expect(meta['og:site_name']).toEqual(['Brightline Software']);
    expect(meta['og:title']).toEqual([head.title]);
    expect(meta['og:description']).toEqual([head.querySelector('meta[name="description"]')?.getAttribute('content')]);
    expect(meta['og:url']).toEqual([head.querySelector('link[rel="canonical"]')?.getAttribute('href')]);
    expect(meta['og:url']![0]).toBe(`${SITE_URL}${pathname === '/' ? '/' : `${pathname}/`}`);
    expect(meta['og:locale']).toEqual([locale]);
    expect(meta['og:locale:alternate']).toEqual(other ? [other] : undefined);
    const card = pathname === '/' ? '/social/index.png' : `/social${pathname}.png`;
    expect(meta['og:image']).toEqual([`${SITE_URL}${card}`]);
    expect(meta['og:image:width']).toEqual(['1200']);
    expect(meta['og:image:height']).toEqual(['630']);
    expect(meta['og:image:alt']).toEqual([alt]);
    expect(meta['twitter:card']).toEqual(['summary_large_image']);
    expect(meta['twitter:image:alt']).toEqual([alt]);
  });

  it("should show a page's own picture, cut to the card's size, where the page names one", async () => {
    const meta = await sharedMeta('/pages/company/about-us');
    expect(meta['og:image']).toEqual([`${SITE_URL}/img/photos/team-laptops-1200x630.jpg`]);
    expect(meta['og:image:width']).toEqual(['1200']);
    expect(meta['og:image:height']).toEqual(['630']);
    expect(meta['og:image:alt']).toEqual(['Five colleagues working together at a long table of laptops']);
  });

  it('should give every built page one share image, a 1200×630 file of the site that its meta names at that size', async () => {
    const routes = builtRoutes();
    expect(routes.length).toBeGreaterThan(50);
    const wrong: string[] = [];
    for (const route of routes) {
      const meta = await sharedMeta(route);
      const [url, ...more] = meta['og:image'] ?? [];
      if (!url || more.length > 0) {
        wrong.push(`${route}: ${meta['og:image']?.length ?? 0} og:image`);
        continue;
      }
      const file = path.join(DIST_DIR, new URL(url).pathname.slice(new URL(SITE_URL).pathname.length));
      const { width, height } = await sharp(file).metadata();
      const said = `${meta['og:image:width']?.join()}×${meta['og:image:height']?.join()}`;
      if (width !== 1200 || height !== 630 || said !== '1200×630') {
        wrong.push(`${route}: ${url} is ${width}×${height}, its meta says ${said}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('should load each picture in a browser at the size the meta says', async () => {
    const { page } = await app.openPage();
    await page.goto('/');
    for (const pathname of ['/', '/pages/company/pricing', '/de/pages/company/pricing', '/pages/company/about-us']) {
      const meta = await sharedMeta(pathname);
      const url = served(meta['og:image']![0]!);
      const response = await fetch(url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe(url.endsWith('.png') ? 'image/png' : 'image/jpeg');
      const size = await page.evaluate(async (src) => {
        const image = new Image();
        image.src = src;
        await image.decode();
        return [image.naturalWidth, image.naturalHeight].map(String);
      }, url);
      expect(size).toEqual([meta['og:image:width']![0], meta['og:image:height']![0]]);
    }
  });
});
