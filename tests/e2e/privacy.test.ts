import { describe, expect, it } from 'vitest';
import site from '../../pages-data/_site';
import { fetchHtml, gotoHydrated, htmlText } from './support/browser';
import { setUpSite } from './support/sites';

const app = setUpSite();

describe('Given the prerendered privacy policy, read without JavaScript', () => {
  it('should have sections numbered 1 to 9, the effective date and the age limit', async () => {
    const { status, html } = await fetchHtml(app.baseUrl, '/privacy');
    expect(status).toBe(200);
    const main = /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? '';
    const headings = [...main.matchAll(/<h2[^>]*>([\s\S]*?)<\/h2>/g)].map((m) => htmlText(`<body>${m[1]}</body>`));
    expect(headings.map((h) => Number(/^(\d+)\.\s/.exec(h)?.[1]))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    for (const heading of headings) expect(heading).toMatch(/^\d+\. \S.{3,}/);
    const text = htmlText(html);
    expect(text).toMatch(/Effective date: September 1, 2025/);
    expect(text).toMatch(/under 13/);
    expect(text).toMatch(/bookkeeping and personal finance/);
  });
});

describe('Given the privacy policy in a browser', () => {
  it('should show the numbered section headings to the user', async () => {
    const { page } = await app.openPage();
    await gotoHydrated(page, '/privacy');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Privacy Policy');
    const headings = await page.locator('main').getByRole('heading', { level: 2 }).allInnerTexts();
    expect(headings).toHaveLength(9);
    headings.forEach((heading, i) => expect(heading).toMatch(new RegExp(`^${i + 1}\\. \\S`)));
    expect(await page.getByText('Effective date: September 1, 2025').isVisible()).toBe(true);
  });

  it('should tell the user to email the support address when the account-deletion control is clicked', async () => {
    const { page } = await app.openPage();
    await gotoHydrated(page, '/privacy');
    expect(await page.getByRole('alert').count()).toBe(0);

    const control = page.getByRole('button', { name: /delete your account/i });
    expect(await control.getAttribute('aria-expanded')).toBe('false');
    await control.click();

    const alert = page.getByRole('alert');
    await expect.poll(() => alert.isVisible()).toBe(true);
    expect(await control.getAttribute('aria-expanded')).toBe('true');
    const text = await alert.innerText();
    expect(text).toContain(site.supportEmail);
    expect(text).toMatch(/email/i);
    expect(text).toMatch(/delete your account and all its data/i);
    const mail = alert.getByRole('link', { name: site.supportEmail });
    expect(await mail.getAttribute('href')).toBe(`mailto:${site.supportEmail}`);

    await control.click();
    await expect.poll(() => alert.count()).toBe(0);
  });
});
