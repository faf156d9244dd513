import { describe, expect, it } from 'vitest';
import { listRoutes } from '../../src/content/files';
import { violations } from './support/axe';
import { builtRoutes, DESKTOP, fetchHtml, gotoHydrated, htmlText, MOBILE, parseHtml } from './support/browser';
import { menuTrigger } from './support/navbar';
import { setUpSite } from './support/sites';

const app = setUpSite();

const ACCOUNT = (await listRoutes()).map((route) => route.path).filter((path) => path.startsWith('/authentication/'));
const SIGN_IN = ['basic', 'cover', 'illustration', 'simple'].map((layout) => `/authentication/sign-in/${layout}`);
const NOTICE = 'This is a demo form: nothing was sent.';

describe('Given the account pages', () => {
  it('should be the six routes of the spec', () => {
    expect([...ACCOUNT].sort()).toEqual(
      [...SIGN_IN, '/authentication/sign-up/cover', '/authentication/reset-password/cover'].sort(),
    );
  });

  for (const path of ACCOUNT) {
    for (const [name, viewport] of [
      ['desktop', DESKTOP],
      ['375 px phone', MOBILE],
    ] as const) {
      it(`should show ${path} on a ${name} with no axe violation and no sideways scrolling`, async () => {
        const { page } = await app.openPage({ viewport });
        await gotoHydrated(page, path);
        expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
        expect(await violations(page)).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      });
    }
  }
});

describe('Given a sign-in page read without JavaScript', () => {
  it.each(SIGN_IN)('should hold %s: email, password, Remember me checked and Sign in', async (path) => {
    const { status, html } = await fetchHtml(app.baseUrl, path);
    expect(status).toBe(200);
    expect(html).toMatch(/<input[^>]*type="email"/);
    expect(html).toMatch(/<input[^>]*type="password"/);
    expect(html).toMatch(/role="switch"[^>]*checked=""/);
    expect(htmlText(html)).toMatch(/Remember me.*Sign in/);
    expect(html.match(/<form[^>]*>/)?.[0]).toMatch(/method="post"/);
  });
});

/** The account pages in every language, as the build wrote them. */
const ACCOUNT_PAGES = builtRoutes().filter((path) => /^(\/de)?\/authentication\//.test(path));

/** What each field of an account form tells the browser and password managers it holds (WCAG 1.3.5). */
function autofillOf(html: string): { form: string | null; fields: string[] } {
  const document = parseHtml(html);
  const form = document.querySelector('main form')!;
  const fields = [...form.querySelectorAll('input')].map(
    (input) => `${input.name} (${input.type}): ${input.getAttribute('autocomplete') ?? '-'}`,
  );
  return { form: form.getAttribute('autocomplete'), fields };
}

describe('Given the account forms read without JavaScript', () => {
  it('should be the eight account pages of both languages', () => {
    expect(ACCOUNT_PAGES).toHaveLength(8);
  });

  it.each(ACCOUNT_PAGES)('should let the browser fill %s, each field naming what it holds', async (path) => {
    const { html } = await fetchHtml(app.baseUrl, path);
    const { form, fields } = autofillOf(html);
    // Autofill stays on: the form does not switch it off.
    expect(form).toBeNull();
    const password = path.includes('/sign-up/') ? 'new-password' : 'current-password';
    const expected = {
      'sign-in': ['email (email): email', `password (password): ${password}`, 'remember (checkbox): -'],
      'sign-up': [
        'name (text): name',
        'email (email): email',
        `password (password): ${password}`,
        'terms (checkbox): -',
      ],
      'reset-password': ['email (email): email'],
    }[/\/authentication\/([^/]+)\//.exec(path)![1] as 'sign-in' | 'sign-up' | 'reset-password'];
    expect(fields).toEqual(expected);
  });
});

describe('Given the sign-in cover page', () => {
  it('should be filled and sent by keyboard, say that nothing was sent, and lead to sign-up and back', async () => {
    const { page } = await app.openPage();
    await gotoHydrated(page, '/authentication/sign-in/cover');
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email').fill('ada@example.com');
    await form.getByLabel('Password').fill('correct horse');
    await form.getByLabel('Password').press('Enter');
    await expect.poll(() => form.getByRole('status').textContent()).toBe(NOTICE);
    expect(new URL(page.url()).pathname).toBe('/authentication/sign-in/cover/');

    await form.getByRole('link', { name: 'Sign up' }).click();
    await page.waitForURL('**/authentication/sign-up/cover/');
    const signUp = page.getByRole('form', { name: 'Join us today' });
    await expect.poll(() => signUp.isVisible()).toBe(true);
    for (const label of ['Name', 'Email', 'Password']) expect(await signUp.getByLabel(label).count()).toBe(1);
    expect(await signUp.getByLabel('Password').getAttribute('type')).toBe('password');
    expect(await signUp.getByRole('checkbox', { name: 'I agree the Terms and Conditions' }).isChecked()).toBe(true);
    await signUp.getByRole('link', { name: 'Sign in' }).click();
    await page.waitForURL('**/authentication/sign-in/cover/');
  });

  it('should offer the reset page its one email field, Reset button and 60-second note', async () => {
    const { page } = await app.openPage();
    await gotoHydrated(page, '/authentication/reset-password/cover');
    const form = page.getByRole('form', { name: 'Reset password' });
    expect(await form.getByRole('textbox').count()).toBe(1);
    expect(await form.getByLabel('Email').getAttribute('type')).toBe('email');
    expect(await form.textContent()).toContain('You will receive an e-mail in maximum 60 seconds');
    await form.getByRole('button', { name: 'Reset' }).click();
    await expect.poll(() => form.getByRole('status').textContent()).toBe(NOTICE);
  });

  it('should reach every account page from the Account menu', async () => {
    const { page } = await app.openPage();
    await gotoHydrated(page, '/authentication/sign-in/simple');
    await menuTrigger(page, 'Account').click();
    const links = page.getByRole('navigation', { name: 'Main' }).getByRole('link');
    const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
    for (const path of ACCOUNT) expect(hrefs).toContain(`${path}/`);
  });
});
