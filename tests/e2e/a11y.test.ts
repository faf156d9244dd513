import { describe, expect, it } from 'vitest';
import { violations, violationsIn } from './support/axe';
import { DESKTOP, gotoHydrated, MOBILE } from './support/browser';
import { isExpanded, menuToggle } from './support/navbar';
import { setUpSite } from './support/sites';

const app = setUpSite();

const DOCUMENT_404 = /Failed to load resource: the server responded with a status of 404 .*\/no-such-page/;

for (const [name, viewport] of [
  ['desktop', DESKTOP],
  ['375 px phone', MOBILE],
] as const) {
  // Every route is checked at both widths by routes.test.ts; the page of an unknown address here.
  describe(`Given axe-core at ${name} width (${viewport.width} × ${viewport.height})`, () => {
    it('should report no violation on /no-such-page', async () => {
      const { page } = await app.openPage({ viewport, allowConsole: [DOCUMENT_404] });
      await gotoHydrated(page, '/no-such-page');
      expect(await violations(page)).toEqual([]);
    });
  });
}

describe('Given the axe check itself', () => {
  it('should report an image without a text alternative, inside the part it is asked to check only', async () => {
    const { page } = await app.openPage();
    await gotoHydrated(page, '/privacy');
    await page.evaluate(() => {
      const img = Object.assign(document.createElement('img'), {
        src: '/favicon.svg',
        id: 'no-alt',
        width: 8,
        height: 8,
      });
      document.querySelector('main')!.append(img);
    });
    expect((await violations(page)).join('\n')).toMatch(/^image-alt \(critical\)[^\n]*\n {4}#no-alt: /);
    expect(await violationsIn(page, ['footer'])).toEqual([]);
  });
});

describe('Given axe-core on interactive states', () => {
  it('should report no violation with the mobile menu open', async () => {
    const { page } = await app.openPage({ viewport: MOBILE });
    await gotoHydrated(page, '/');
    const toggle = menuToggle(page);
    await toggle.click();
    await expect.poll(() => isExpanded(toggle)).toBe(true);
    expect(await violations(page)).toEqual([]);
  });

  it('should report no violation with the account-deletion alert shown', async () => {
    const { page } = await app.openPage();
    await gotoHydrated(page, '/privacy');
    await page.getByRole('button', { name: /delete your account/i }).click();
    await expect.poll(() => page.getByRole('alert').isVisible()).toBe(true);
    expect(await violations(page)).toEqual([]);
  });

  it('should report no violation on the home page scrolled under the sticky navbar', async () => {
    const { page } = await app.openPage();
    await gotoHydrated(page, '/');
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(800);
    expect(await violations(page)).toEqual([]);
  });
});
