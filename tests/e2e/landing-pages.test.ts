import { describe, expect, it } from 'vitest';
import { fetchHtml, gotoHydrated, htmlText } from './support/browser';
import { setUpSite } from './support/sites';

const app = setUpSite();

const NOTICE = 'This is a demo form: nothing was sent.';
const RENTAL = '/pages/landing-pages/rental';
const COWORKING = '/pages/landing-pages/coworking';
const DESKTOP_APP = '/pages/apps/desktop-app';
const AUTHOR = '/pages/blog/author';
const ARTICLE = '/pages/blog/single-article';

/** The spec's key texts of each page (§2 page contents, §9 prices), as its prerendered HTML reads. */
const KEY_TEXTS: Record<string, string[]> = {
  [RENTAL]: ['Book your next trip', 'Leave from', 'Going to', 'Search', 'Places to stay', 'Frequently asked questions'],
  [COWORKING]: ['Your Perfect Place for Work', 'Get Started', 'Read more', 'About us', 'Our places', 'Start Now'],
  [DESKTOP_APP]: ['Starter', '199', 'Pro', '299', 'Premium', '499', 'Enterprise', '899'],
  [AUTHOR]: ['Follow', 'Posts', 'Followers', 'Following', 'Latest posts', 'My name is', "I'm looking for"],
  [ARTICLE]: ['Step 1: Map what you run', 'Share this article', 'Facebook', 'LinkedIn'],
};
const PAGES = Object.keys(KEY_TEXTS);

describe('Given the landing, app and blog demo pages', () => {
  it.each(PAGES)('should hold the key texts of %s without JavaScript', async (path) => {
    const { status, html } = await fetchHtml(app.baseUrl, path);
    expect(status).toBe(200);
    const text = htmlText(html);
    for (const key of KEY_TEXTS[path]!) expect(text).toContain(key);
  });
});

describe('Given the rental page', () => {
  it('should offer four origins and four destinations, six places, pages 1 to 5 with 2 current and five questions', async () => {
    const { html } = await fetchHtml(app.baseUrl, RENTAL);
    const text = htmlText(html);
    expect(text).toContain('Book your next trip');
    expect(html).toMatch(/<nav[^>]*class="navbar[^"]*navbar-transparent/);
    const { page } = await app.openPage();
    await gotoHydrated(page, RENTAL);
    const search = page.getByRole('form', { name: 'Find a trip' });
    expect(await search.getByRole('combobox', { name: 'Leave from' }).locator('option').count()).toBe(4);
    expect(await search.getByRole('combobox', { name: 'Going to' }).locator('option').count()).toBe(4);
    expect(await page.locator('#places').getByRole('heading', { level: 3 }).count()).toBe(6);
    const pager = page.getByRole('navigation', { name: 'Places pages' });
    expect(await pager.getByRole('button', { name: /^Page \d$/ }).count()).toBe(5);
    expect(await pager.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    const questions = page.locator('#faq').getByRole('button');
    expect(await questions.count()).toBe(5);
    expect(await questions.first().getAttribute('aria-expanded')).toBe('true');
    expect(await questions.nth(1).getAttribute('aria-expanded')).toBe('false');
  });

  it('should keep a sent search and a sent message on the page and say that nothing was sent', async () => {
    const { page } = await app.openPage();
    await gotoHydrated(page, RENTAL);
    const search = page.getByRole('form', { name: 'Find a trip' });
    await search.getByRole('combobox', { name: 'Going to' }).selectOption('Rome');
    await search.getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => search.getByRole('status').textContent()).toBe(NOTICE);
    const contact = page.getByRole('form', { name: 'Contact us' });
    await contact.getByLabel('Full Name').fill('Ada Lovelace');
    await contact.getByRole('button', { name: 'Send Message' }).click();
    await expect.poll(() => contact.getByRole('status').textContent()).toBe(NOTICE);
    expect(new URL(page.url()).pathname).toBe(`${RENTAL}/`);
  });
});

describe('Given the co-working page', () => {
  it('should lead from Get Started to the places and from Start Now to sign-up', async () => {
    const { page } = await app.openPage();
    await gotoHydrated(page, COWORKING);
    const readMore = page.getByRole('link', { name: 'Read more about everything a workspace includes' });
    expect(await readMore.getAttribute('href')).toMatch(/#information$/);
    await page.getByRole('link', { name: 'Get Started' }).click();
    await expect.poll(() => new URL(page.url()).hash).toBe('#places');
    await expect.poll(() => page.getByRole('heading', { name: 'Our places' }).isVisible()).toBe(true);
    await page.getByRole('link', { name: 'Start Now' }).click();
    await page.waitForURL('**/authentication/sign-up/cover/');
  });
});

describe('Given the desktop app page', () => {
  it('should show four plans side by side on a desktop', async () => {
    const { page } = await app.openPage();
    await gotoHydrated(page, DESKTOP_APP);
    const plans = page.locator('#pricing').getByRole('heading', { level: 3 });
    expect(await plans.allTextContents()).toEqual(['Starter', 'Pro', 'PremiumPopular', 'Enterprise']);
    const tops = await plans.evaluateAll((headings) => headings.map((h) => Math.round(h.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);
  });
});

describe('Given the author page', () => {
  it('should toggle Follow and send nothing from its form of three fields', async () => {
    const { page } = await app.openPage();
    await gotoHydrated(page, AUTHOR);
    const follow = page.getByRole('button', { name: 'Follow' });
    expect(await follow.getAttribute('aria-pressed')).toBe('false');
    await follow.click();
    expect(await follow.getAttribute('aria-pressed')).toBe('true');
    const form = page.getByRole('form', { name: 'Say hi!' });
    expect(await form.getByRole('textbox', { name: 'My name is' }).getAttribute('type')).toBe('text');
    expect(await form.getByRole('textbox', { name: "I'm looking for" }).getAttribute('type')).toBe('text');
    const message = form.getByRole('textbox', { name: 'I want to say that...' });
    expect(await message.getAttribute('rows')).toBe('6');
    await message.fill('Hello!');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect.poll(() => form.getByRole('status').textContent()).toBe(NOTICE);
    expect(await page.getByRole('region', { name: 'Contact information' }).getByRole('link').count()).toBeGreaterThan(
      3,
    );
  });
});

describe('Given the single article', () => {
  it('should step through the carousel with its next button and share to real networks', async () => {
    const { page } = await app.openPage();
    await gotoHydrated(page, ARTICLE);
    const carousel = page.getByRole('region', { name: 'The move in three steps' });
    await carousel.getByRole('button', { name: /next/i }).click();
    await expect
      .poll(() => carousel.getByRole('heading', { name: 'Step 2: Move the edges first' }).isVisible())
      .toBe(true);
    const share = page.getByRole('region', { name: 'Share this article' });
    for (const link of await share.getByRole('link').all()) {
      expect(await link.getAttribute('href')).toMatch(/^https:\/\//);
      expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    }
  });
});
