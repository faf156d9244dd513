import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DESKTOP, DIST_DIR, fetchHtml, gotoHydrated, htmlText, MOBILE } from './support/browser';
import { setUpSite } from './support/sites';

/**
 * The site in English at the root and in German under /de/, as a visitor and a search engine meet it:
 * each German page in German with `lang="de"`, every version listing the others, the language switch in
 * the navbar, and links by name leading to the German pages where they exist.
 */
const app = setUpSite();
const ORIGIN = 'https://www.brightline-software.example';
/** A page's published address: its path with the slash its folder is served at. */
const addressOf = (route: string) => `${ORIGIN}${route.replace(/\/?$/, '/')}`;

/** The page's `<html>` attributes, its h1 and its `hreflang` links, from the prerendered HTML alone. */
async function prerendered(route: string) {
  const { status, html } = await fetchHtml(app.baseUrl, route);
  const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '';
  return {
    status,
    html,
    lang: /<html lang="([^"]*)"/.exec(html)?.[1],
    dir: /<html [^>]*dir="([^"]*)"/.exec(html)?.[1],
    // As read: a soft hyphen, where a long word may break, is no letter.
    h1: htmlText(`<body>${h1}</body>`).replace(/\u00AD/g, ''),
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1],
    alternates: [...html.matchAll(/<link rel="alternate" hrefLang="([^"]*)" href="([^"]*)"/gi)].map((m) => [
      m[1],
      m[2],
    ]),
  };
}

describe('Given the German pages, read without JavaScript', () => {
  it.each([
    ['/de', '/', 'IT-Beratung und Softwareentwicklung'],
    ['/de/privacy', '/privacy', 'Datenschutzerklärung'],
    ['/de/pages/company/about-us', '/pages/company/about-us', undefined],
    ['/de/pages/company/pricing', '/pages/company/pricing', undefined],
    ['/de/pages/support/contact-us', '/pages/support/contact-us', undefined],
  ])('%s should read in German with lang="de", and list both versions', async (route, english, title) => {
    const german = await prerendered(route);
    const original = await prerendered(english);
    expect(german.status).toBe(200);
    expect(german.lang).toBe('de');
    expect(german.dir).toBe('ltr');
    expect(original.lang).toBe('en');
    expect(german.h1).not.toBe(original.h1);
    if (title) expect(german.h1).toBe(title);
    // Each version is its own canonical, and both list the same versions and the default one.
    expect(german.canonical).toBe(addressOf(route));
    const versions = [
      ['en', addressOf(english)],
      ['de', addressOf(route)],
      ['x-default', addressOf(english)],
    ];
    expect(german.alternates).toEqual(versions);
    expect(original.alternates).toEqual(versions);
  });

  it('should list the versions of a translated page in the sitemap, and none for a page in one language', async () => {
    const sitemap = await readFile(path.join(DIST_DIR, 'sitemap.xml'), 'utf8');
    expect(sitemap).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const entry = (loc: string) => new RegExp(`<url><loc>${loc}</loc>([\\s\\S]*?)</url>`).exec(sitemap)?.[1];
    for (const loc of [addressOf('/privacy'), addressOf('/de/privacy')]) {
      expect(entry(loc)).toContain(`<xhtml:link rel="alternate" hreflang="de" href="${addressOf('/de/privacy')}"/>`);
      expect(entry(loc)).toContain(
        `<xhtml:link rel="alternate" hreflang="x-default" href="${addressOf('/privacy')}"/>`,
      );
    }
    expect(entry(addressOf('/sections/elements/buttons'))).toBe('');
  });

  it('should draw the site-wide texts in German, and links by name to the German pages where they exist', async () => {
    const { html } = await prerendered('/de');
    const nav = /<nav[\s\S]*?<\/nav>/.exec(html)![0];
    expect(nav).toContain('Handelsregister-Nr. 15391842');
    expect(nav).toMatch(/<a href="\/de\/privacy\/"[^>]*>Datenschutz<\/a>/);
    const footer = /<footer[\s\S]*<\/footer>/.exec(html)![0];
    expect(footer).toMatch(/href="\/de\/pages\/company\/pricing\/"[^>]*>Preise</);
    // A page with no German version is the English one.
    expect(footer).toMatch(/href="\/pages\/support\/faq\/"[^>]*>FAQ</);
    expect(htmlText(footer)).toContain('Alle Rechte vorbehalten.');
  });

  it("should write the privacy policy's date as each language writes it, from one date in the data", async () => {
    expect(htmlText((await prerendered('/de/privacy')).html)).toContain('Stand: 1. September 2025');
    expect(htmlText((await prerendered('/privacy')).html)).toContain('Effective date: September 1, 2025');
  });
});

describe("Given the site's own texts and the not-found page in German", () => {
  it('should draw the skip link, the menu and the navbar landmarks in German', async () => {
    const { html } = await prerendered('/de/pages/company/about-us');
    expect(html).toContain('<a class="skip-link" href="#main">Zum Inhalt springen</a>');
    expect(html).toContain('aria-label="Hauptnavigation"');
    expect(html).toContain('aria-label="Menü"');
  });

  it('should answer an unknown address under /de/ with the German 404 page, and one elsewhere with the English', async () => {
    const german = await fetchHtml(app.baseUrl, '/de/gibt-es-nicht');
    expect(german.status).toBe(404);
    expect(german.html).toContain('<html lang="de"');
    expect(htmlText(german.html)).toContain('Seite nicht gefunden');
    expect(german.html).toMatch(/href="\/de\/"[^>]*>Zur Startseite</);
    const english = await fetchHtml(app.baseUrl, '/nope');
    expect(english.status).toBe(404);
    expect(htmlText(english.html)).toContain('Page not found');
    const redirects = await readFile(path.join(DIST_DIR, '_redirects'), 'utf8');
    expect(redirects).toContain('/de/* /de/404.html 404');
  });

  it('should say in German that a demo form sent nothing', async () => {
    const { page } = await app.openPage({ viewport: DESKTOP });
    await gotoHydrated(page, '/de/pages/support/contact-us');
    const form = page.locator('form[data-demo-form]').first();
    await form.locator('button[type="submit"], input[type="submit"]').first().click();
    await expect
      .poll(() => form.locator('.demo-form-status').textContent())
      .toBe('Dies ist ein Demo-Formular: Es wurde nichts gesendet.');
    await app.finishTest();
  });
});

describe('Given the German about-us page and its counters', () => {
  it('should show German numbers in the prerendered HTML, and after they count up in a browser', async () => {
    const { html } = await prerendered('/de/pages/company/about-us');
    expect(html).toContain('<span class="visually-hidden">5.234</span>');
    expect(html).toContain('<span class="visually-hidden">3.400+</span>');
    const { page } = await app.openPage({ viewport: DESKTOP });
    await gotoHydrated(page, '/de/pages/company/about-us');
    const live = page.locator('.counter-live').first();
    await live.scrollIntoViewIfNeeded();
    // Counted up by countup.js in the hydrated island, with the German mark between thousands.
    await expect.poll(() => live.textContent(), { timeout: 10_000 }).toBe('5.234');
    await app.finishTest();
  });

  it('should mark a link to a page with no German version with the language it leads to', async () => {
    const { html } = await prerendered('/de');
    const footer = /<footer[\s\S]*<\/footer>/.exec(html)![0];
    expect(footer).toMatch(/<a href="\/pages\/support\/faq\/" lang="en" hrefLang="en">FAQ<\/a>/);
    expect(footer).toMatch(/<a href="\/de\/pages\/company\/pricing\/">Preise<\/a>/);
  });
});

describe('Given the language switch', () => {
  it('at 1280 px, should lead from a page to its German version, named so, and back', async () => {
    const { page } = await app.openPage({ viewport: DESKTOP });
    await gotoHydrated(page, '/privacy');
    const german = page.getByRole('link', { name: 'Deutsch: Diese Seite auf Deutsch' });
    expect(await german.isVisible()).toBe(true);
    expect(await german.getAttribute('lang')).toBe('de');
    await german.click();
    await page.waitForURL(`${app.baseUrl}/de/privacy/`);
    expect(await page.locator('html').getAttribute('lang')).toBe('de');
    await page.getByRole('link', { name: 'English: This page in English' }).click();
    await page.waitForURL(`${app.baseUrl}/privacy/`);
    await app.finishTest();
  });

  it('at 375 px, should be in the phone menu, and lead from a page with no translation to the German home', async () => {
    const { page } = await app.openPage({ viewport: MOBILE });
    await gotoHydrated(page, '/sections/elements/buttons');
    await page.getByLabel('Menu').click();
    const german = page.getByRole('link', { name: /^Deutsch: / });
    expect(await german.getAttribute('aria-label')).toBe('Deutsch: Startseite auf Deutsch');
    await german.click();
    await page.waitForURL(`${app.baseUrl}/de/`);
    const h1 = await page.getByRole('heading', { level: 1 }).textContent();
    expect(h1?.replace(/\u00AD/g, '')).toBe('IT-Beratung und Softwareentwicklung');
    await app.finishTest();
  });
});

/**
 * The Arabic test page (tests/fixtures/pages/ar/): written right to left, it links the stylesheet the
 * build mirrored, and what CSS cannot mirror follows the direction in markup and scripts. Every route,
 * this one too, is checked for sideways scroll and by axe at both widths in routes.test.ts.
 */
/** Material Symbols' chevron_right, as the carousel draws it. */
const CHEVRON_RIGHT = 'M530-481 332-679l43-43 241 241-241 241-43-43 198-198Z';

describe('Given the Arabic test page, written right to left', () => {
  it('should link the mirrored stylesheet where the English pages link the original', async () => {
    const arabic = await prerendered('/ar');
    const english = await prerendered('/');
    expect([arabic.lang, arabic.dir]).toEqual(['ar', 'rtl']);
    const base = (html: string) => /<link rel="stylesheet" href="[^"]*\/assets\/(main-[^"]*\.css)"/.exec(html)?.[1];
    expect(base(arabic.html)).toMatch(/^main-rtl-[\w-]+\.css$/);
    expect(base(english.html)).toMatch(/^main-(?!rtl-)[\w-]+\.css$/);
    // A test language lists the site's versions of its page; no page of the site lists it.
    expect(arabic.alternates.map(([code]) => code)).toEqual(['en', 'de', 'ar', 'x-default']);
    expect(english.alternates.map(([code]) => code)).toEqual(['en', 'de', 'x-default']);
  });

  it('should offer the two other languages in a menu of the navbar, which keeps one row', async () => {
    const { page } = await app.openPage({ viewport: DESKTOP });
    await gotoHydrated(page, '/ar');
    const toggle = page.getByRole('group').filter({ has: page.locator('summary[aria-label="اللغة: العربية"]') });
    await page.locator('summary[aria-label="اللغة: العربية"]').click();
    const english = toggle.getByRole('link', { name: 'English: This page in English' });
    const german = toggle.getByRole('link', { name: 'Deutsch: Diese Seite auf Deutsch' });
    expect([await english.isVisible(), await german.isVisible()]).toEqual([true, true]);
    expect(await german.getAttribute('hreflang')).toBe('de');
    await german.click();
    await page.waitForURL(`${app.baseUrl}/de/`);
    await app.finishTest();
  });

  it('at 1280 px, should draw the navbar, carousel, breadcrumb, menus and tips mirrored', async () => {
    const { page } = await app.openPage({ viewport: DESKTOP });
    await gotoHydrated(page, '/ar');
    const box = async (locator: import('playwright-core').Locator) => (await locator.boundingBox())!;
    const width = DESKTOP.width;
    // The brand at the right end of the bar, the action at the left.
    const brand = await box(page.locator('.navbar-brand'));
    const action = await box(page.locator('.navbar-action'));
    expect(brand.x + brand.width).toBeGreaterThan(width - 200);
    expect(action.x).toBeLessThan(200);
    // "Previous" on the right pointing right; the left arrow key goes on, as the slides run leftwards.
    const previous = await box(page.getByRole('button', { name: 'الشريحة السابقة' }));
    const next = await box(page.getByRole('button', { name: 'الشريحة التالية' }));
    expect(previous.x).toBeGreaterThan(width / 2);
    expect(next.x).toBeLessThan(width / 2);
    const glyph = (name: string) => page.getByRole('button', { name }).locator('path').getAttribute('d');
    expect(await glyph('الشريحة السابقة')).toBe(CHEVRON_RIGHT);
    expect(await glyph('الشريحة التالية')).not.toBe(CHEVRON_RIGHT);
    const shown = page.locator('.carousel-slide.active .carousel-title');
    await page.getByRole('button', { name: 'الشريحة التالية' }).focus();
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => shown.textContent()).toBe('إصدارات جديدة كل أسبوعين');
    // The breadcrumb reads from the right: its first item rightmost.
    const crumbs = page.getByRole('navigation', { name: 'مسار التنقل إلى هذه الصفحة' }).locator('li');
    expect((await box(crumbs.first())).x).toBeGreaterThan((await box(crumbs.last())).x);
    // A menu of the navbar opens under its toggle, inside the window, its text aligned to the right.
    const toggle = page.locator('.site-navbar .nav-menu-toggle').first();
    await toggle.click();
    const panel = page.locator('.site-navbar details[open] .nav-menu-panel').first();
    await expect.poll(() => panel.isVisible()).toBe(true);
    const opened = await box(panel);
    expect(opened.x).toBeGreaterThanOrEqual(0);
    expect(opened.x + opened.width).toBeLessThanOrEqual(width);
    expect(await panel.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
    await page.keyboard.press('Escape');
    // A tip asked for "right" sits at the end of the line: left of its button.
    const trigger = page.getByRole('button', { name: 'تلميح في النهاية' });
    await trigger.scrollIntoViewIfNeeded();
    await trigger.hover();
    const tip = page.getByRole('tooltip', { name: 'تلميح في نهاية السطر' });
    await expect.poll(() => tip.getAttribute('data-placement')).toBe('left');
    expect((await box(tip)).x + (await box(tip)).width).toBeLessThanOrEqual((await box(trigger)).x);
    await app.finishTest();
  });

  it('at 375 px, should not scroll sideways, with the brand on the right and the menu toggle on the left', async () => {
    const { page } = await app.openPage({ viewport: MOBILE });
    await gotoHydrated(page, '/ar');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
    const brand = (await page.locator('.navbar-brand').boundingBox())!;
    const toggle = (await page.getByLabel('القائمة').boundingBox())!;
    expect(brand.x).toBeGreaterThan(toggle.x);
    await app.finishTest();
  });
});
