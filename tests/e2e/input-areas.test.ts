import { describe, expect, it } from 'vitest';
import { fetchHtml, gotoHydrated, htmlText } from './support/browser';
import { setUpSite } from './support/sites';

const app = setUpSite();

const FORMS = '/sections/input-areas/forms';
const NOTICE = 'This is a demo form: nothing was sent.';

describe('Given the forms showcase read without JavaScript', () => {
  it('should hold every label, the checked terms switch and a post form with autocomplete off', async () => {
    const { status, html } = await fetchHtml(app.baseUrl, FORMS);
    expect(status).toBe(200);
    const text = htmlText(html);
    for (const label of ['First Name', 'Last Name', 'Email Address', 'I agree to the Terms and Conditions'])
      expect(text).toContain(label);
    const forms = html.match(/<form[^>]*>/g) ?? [];
    expect(forms).toHaveLength(2);
    for (const form of forms) expect(form).toMatch(/(?=.*method="post")(?=.*autocomplete="off")/i);
    expect(html).toMatch(/<textarea rows="4"/);
    expect(html).toMatch(/role="switch"[^>]*checked=""/);
  });
});

describe('Given the form context sample', () => {
  it('should be filled by keyboard and, when sent, stay on the page and say that nothing was sent', async () => {
    const { page } = await app.openPage();
    await gotoHydrated(page, `${FORMS}#forms-context`);
    const form = page.getByRole('form', { name: 'Contact us' });
    await form.getByLabel('First Name').fill('Ada');
    await form.getByLabel('Email Address').fill('ada@example.com');
    const terms = form.getByRole('switch', { name: 'I agree to the Terms and Conditions' });
    expect(await terms.isChecked()).toBe(true);
    await terms.press('Space');
    expect(await terms.isChecked()).toBe(false);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect.poll(() => form.getByRole('status').textContent()).toBe(NOTICE);
    expect(new URL(page.url()).pathname).toBe(`${FORMS}/`);
    expect(await form.getByLabel('First Name').inputValue()).toBe('Ada');
  });
});

describe('Given the newsletter sample', () => {
  it('should send nothing and say so', async () => {
    const { page } = await app.openPage();
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') requests.push(request.url());
    });
    await gotoHydrated(page, '/sections/input-areas/newsletters');
    const form = page.getByRole('form', { name: 'Be the first to see the news' });
    await form.getByLabel('Email Here...').fill('ada@example.com');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect.poll(() => form.getByRole('status').textContent()).toBe(NOTICE);
    expect(requests).toEqual([]);
  });
});

describe('Given the blur card on the general cards page', () => {
  it('should move its glow, and keep it still when reduced motion is asked for', async () => {
    const { page } = await app.openPage();
    await gotoHydrated(page, '/sections/page-sections/general-cards');
    const glow = page.locator('#card-blur-animation .card-block-glow');
    expect(await glow.evaluate((el) => getComputedStyle(el).animationName)).toBe('card-block-glow');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await glow.evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
  });
});
