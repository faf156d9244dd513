import { describe, expect, it } from 'vitest';
import { fetchHtml, gotoHydrated, htmlText } from './support/browser';
import { menuTrigger } from './support/navbar';
import { setUpSite } from './support/sites';

const app = setUpSite();

const ABOUT = '/pages/company/about-us';
const PRICING = '/pages/company/pricing';
const CONTACT = '/pages/support/contact-us';
const FAQ = '/pages/support/faq';
const HELP = '/pages/support/help-center';
const PAGES = [FAQ, CONTACT, ABOUT, PRICING, HELP];
const NOTICE = 'This is a demo form: nothing was sent.';

/** Texts of the spec (§2 "Page contents", §4, §9) each page holds before any script runs. */
const KEY_TEXTS: Record<string, (string | RegExp)[]> = {
  [FAQ]: ['Basics', 'Account & Settings', 'Licenses'],
  [CONTACT]: ['Buy Now', 'Full Name', 'Email', 'Send Message', 'at least 250 characters', 'within 24 hours'],
  [ABOUT]: [
    'Buy Now',
    /Work with an amazing\s+team/,
    'team, design, tool',
    'Create Account',
    'Find us on',
    'The Executive Team',
    /5,234\s+Projects/,
    /3,400\+\s+Hours/,
    /24\/7\s+Support/,
    'Be the first to see the news',
  ],
  [PRICING]: [
    'Pick the best plan for you',
    'Releases every 2-3 weeks',
    'Quality you can count on',
    'Every plan includes',
    'Monthly',
    'Annual',
    'Lifetime membership',
    'Refund within 30 days',
    'free 20MB sample',
    'Mathew Glock',
    'Trusted by teams around the world',
    'Frequently Asked Questions',
  ],
  [HELP]: ['How can we help you?', 'Search', 'Browse by topic', 'Frequently Asked Questions', 'Send Message'],
};

describe('Given a company or support page read without JavaScript', () => {
  it.each(PAGES)('should hold the texts of the spec on %s', async (path) => {
    const { status, html } = await fetchHtml(app.baseUrl, path);
    expect(status).toBe(200);
    const text = htmlText(html);
    for (const expected of KEY_TEXTS[path]!) {
      if (typeof expected === 'string') expect(text).toContain(expected);
      else expect(text).toMatch(expected);
    }
  });

  it('should hold every FAQ answer, with the first item of each of the three groups open', async () => {
    const { html } = await fetchHtml(app.baseUrl, FAQ);
    expect(html.match(/aria-expanded="true"/g)).toHaveLength(3);
    expect(htmlText(html)).toContain('Permissive licences such as MIT and Apache 2.0');
  });

  it('should hold a contact form that posts nowhere, with an email field and a message area', async () => {
    const { html } = await fetchHtml(app.baseUrl, CONTACT);
    expect(html.match(/<form[^>]*>/)?.[0]).toMatch(/(?=.*method="post")(?=.*autocomplete="off")/i);
    expect(html).toMatch(/<input[^>]*type="email"/);
    expect(html).toMatch(/<textarea[^>]*rows="6"/);
  });
});

describe('Given the about page', () => {
  it('should offer Buy Now in the main navigation and lead Create Account to the sign-up page', async () => {
    const { page } = await app.openPage();
    await gotoHydrated(page, ABOUT);
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await nav.getByRole('link', { name: 'Buy Now' }).getAttribute('href')).toBe(`${PRICING}/`);
    const social = page.locator('.hero-socials').getByRole('link');
    expect(await social.allTextContents()).toEqual(['Facebook', 'Instagram', 'Twitter', 'Google']);
    await page.getByRole('link', { name: 'Create Account' }).click();
    await page.waitForURL('**/authentication/sign-up/cover/');
  });

  it('should say that the newsletter signup sent nothing', async () => {
    const { page } = await app.openPage();
    await gotoHydrated(page, ABOUT);
    const form = page.getByRole('form', { name: 'Be the first to see the news' });
    await form.getByLabel('Email').fill('ada@example.com');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect.poll(() => form.getByRole('status').textContent()).toBe(NOTICE);
  });
});

describe('Given the pricing page', () => {
  it('should switch from Monthly to Annual plans by keyboard', async () => {
    const { page } = await app.openPage();
    await gotoHydrated(page, PRICING);
    const monthly = page.getByRole('tab', { name: 'Monthly' });
    expect(await monthly.getAttribute('aria-selected')).toBe('true');
    expect(await page.getByRole('tabpanel', { name: 'Monthly' }).textContent()).toMatch(/59.*89.*99/);
    await monthly.focus();
    await page.keyboard.press('ArrowRight');
    const annual = page.getByRole('tab', { name: 'Annual' });
    await expect.poll(() => annual.getAttribute('aria-selected')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Annual');
    expect(await page.getByRole('tabpanel', { name: 'Annual' }).textContent()).toMatch(/119.*159.*399/);
  });

  it('should open the first FAQ item and open another on click', async () => {
    const { page } = await app.openPage();
    await gotoHydrated(page, PRICING);
    const faq = page.locator('#faq');
    const first = faq.getByRole('button', { name: 'Can I change my plan later?' });
    const refund = faq.getByRole('button', { name: 'Can I get a refund?' });
    expect(await first.getAttribute('aria-expanded')).toBe('true');
    await refund.click();
    await expect.poll(() => refund.getAttribute('aria-expanded')).toBe('true');
    expect(await first.getAttribute('aria-expanded')).toBe('false');
    expect(await faq.getByRole('region', { name: 'Can I get a refund?' }).textContent()).toContain('30 days');
  });
});

describe('Given the contact page', () => {
  it('should be filled and sent by keyboard and say that nothing was sent', async () => {
    const { page } = await app.openPage();
    await gotoHydrated(page, CONTACT);
    const form = page.getByRole('form', { name: 'Send us a message' });
    await form.getByLabel('Full Name').fill('Ada Lovelace');
    await form.getByLabel('Email').fill('ada@example.com');
    const message = form.getByLabel('How can we help you?');
    expect(await message.getAttribute('aria-describedby')).toBeTruthy();
    await message.fill('Our nightly export stops halfway.');
    await form.getByRole('button', { name: 'Send Message' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => form.getByRole('status').textContent()).toBe(NOTICE);
    expect(new URL(page.url()).pathname).toBe(`${CONTACT}/`);
  });

  it('should keep its bar with Buy Now at the top while the page scrolls', async () => {
    const { page } = await app.openPage();
    await gotoHydrated(page, CONTACT);
    await page.mouse.wheel(0, 900);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect.poll(async () => (await nav.boundingBox())?.y).toBe(0);
    expect(await nav.getByRole('link', { name: 'Buy Now' }).isVisible()).toBe(true);
  });
});

describe('Given the FAQ page', () => {
  it('should keep each group on its own: opening an item closes only its group’s open item', async () => {
    const { page } = await app.openPage();
    await gotoHydrated(page, FAQ);
    const basicsFirst = page.getByRole('button', { name: 'What do you build?' });
    const licensesFirst = page.getByRole('button', { name: 'Which open-source licences do you use?' });
    const basicsSecond = page.getByRole('button', { name: 'How do we start working together?' });
    await basicsFirst.focus();
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('How do we start working together?');
    await page.keyboard.press('Enter');
    await expect.poll(() => basicsSecond.getAttribute('aria-expanded')).toBe('true');
    expect(await basicsFirst.getAttribute('aria-expanded')).toBe('false');
    expect(await licensesFirst.getAttribute('aria-expanded')).toBe('true');
  });
});

describe('Given the help center', () => {
  it("should open the site's search with what was typed (search.test.ts), and offer a contact form", async () => {
    const { page } = await app.openPage();
    await gotoHydrated(page, HELP);
    const search = page.getByRole('search', { name: 'Search the help center' });
    await search.getByRole('searchbox', { name: 'Search for answers' }).fill('reset password');
    await search.getByRole('searchbox').press('Enter');
    await expect
      .poll(() => page.getByRole('dialog').getByRole('combobox', { name: 'Search the site' }).inputValue())
      .toBe('reset password');
    await page.keyboard.press('Escape');
    const contact = page.getByRole('form', { name: 'Still need help?' });
    for (const label of ['Full Name', 'Email', 'How can we help you?']) {
      expect(await contact.getByLabel(label).count()).toBe(1);
    }
    expect(
      await page.getByRole('button', { name: 'How do I contact the help desk?' }).getAttribute('aria-expanded'),
    ).toBe('true');
  });

  it('should reach every company and support page from the Pages menu', async () => {
    const { page } = await app.openPage();
    await gotoHydrated(page, HELP);
    await menuTrigger(page, 'Pages').click();
    const nav = page.getByRole('navigation', { name: 'Main' });
    const hrefs = await nav.getByRole('link').evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
    for (const path of PAGES) expect(hrefs).toContain(`${path}/`);
    expect(await nav.getByRole('group', { name: 'Company' }).count()).toBe(1);
    expect(await nav.getByRole('group', { name: 'Support' }).count()).toBe(1);
  });
});
