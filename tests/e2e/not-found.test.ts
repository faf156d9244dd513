import { describe, expect, it } from 'vitest';
import { fetchHtml, htmlText, waitForHydration } from './support/browser';
import { setUpSite } from './support/sites';

const app = setUpSite();

/** Chromium logs the 404 of the document itself; that one is the point of these tests. */
const DOCUMENT_404 = /Failed to load resource: the server responded with a status of 404 .*\/no-such-page/;

describe('Given an unknown path', () => {
  it('should answer with status 404 and a "Page not found" page, without JavaScript', async () => {
    const { status, html } = await fetchHtml(app.baseUrl, '/no-such-page');
    expect(status).toBe(404);
    expect(htmlText(html)).toContain('Page not found');
    expect(html).toMatch(/<meta name="robots" content="noindex"/);
  });

  it('should show "Page not found" with a link that takes the user home', async () => {
    const { page } = await app.openPage({ allowConsole: [DOCUMENT_404] });
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Page not found');

    const home = page.getByRole('main').getByRole('link', { name: /home/i });
    expect(await home.getAttribute('href')).toBe('/');
    await home.click();
    await expect.poll(() => page.evaluate(() => location.pathname)).toBe('/');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('IT consulting and software development');
  });
});

describe('Given an unknown path under /de/', () => {
  it('should answer with the German page, its title in German too', async () => {
    const { status, html } = await fetchHtml(app.baseUrl, '/de/no-such-page');
    expect(status).toBe(404);
    expect(html).toMatch(/<html lang="de"/);
    expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toBe('Seite nicht gefunden');
    expect(htmlText(html)).toContain('Seite nicht gefunden');
  });
});
