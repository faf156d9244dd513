import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import site from '../../pages-data/_site';
import privacyData from '../../pages-data/privacy';
import { fetchHtml, gotoHydrated, htmlText } from './support/browser';
import { setUpSite } from './support/sites';

const app = setUpSite();

/** The sticky navbar's bottom edge, in viewport pixels. */
async function navbarBottom(page: Page): Promise<number> {
  const box = await page.getByRole('navigation', { name: 'Main' }).boundingBox();
  if (!box) throw new Error('the main navigation is not rendered');
  return box.y + box.height;
}

async function bodyClasses(page: Page): Promise<string[]> {
  return page.evaluate(() => [...document.body.classList].sort());
}

describe('Given the prerendered home page, read without JavaScript', () => {
  let text: string;
  let html: string;

  beforeAll(async () => {
    const response = await fetchHtml(app.baseUrl, '/');
    expect(response.status).toBe(200);
    html = response.html;
    text = htmlText(html);
  });

  it('should state in the hero that the provider offers IT consulting and software development', () => {
    expect(html).toMatch(/<h1[^>]*>IT consulting and software development<\/h1>/);
  });

  it('should list the four solutions under "Solutions We Deliver"', () => {
    const section = text.slice(
      text.indexOf('Solutions We Deliver'),
      text.indexOf('Our Service', text.indexOf('Solutions We Deliver')),
    );
    expect(text).toContain('Solutions We Deliver');
    for (const title of ['Enterprise Application', 'Enterprise Resource Planning', 'CRM Services', 'eCommerce']) {
      expect(section).toContain(title);
    }
  });

  it('should list the seven services under "Our Service", with L1/L2/L3 support under an SLA and penetration testing', () => {
    expect(text).toContain('Our Service');
    for (const title of [
      'IT consulting',
      'Software development',
      'Testing and QA',
      'Application services',
      'Infrastructure services',
      'Help Desk services',
      'Cybersecurity services',
    ]) {
      expect(text).toContain(title);
    }
    expect(text).toContain('L1/L2/L3');
    expect(text).toContain('SLA');
    expect(text).toMatch(/penetration testing/i);
  });

  it('should make the three claims of "What Our Customers Get" with all their facts', () => {
    const start = text.indexOf('What Our Customers Get');
    expect(start).toBeGreaterThan(-1);
    const claims = text.slice(start);
    for (const claim of ['Predictable quality', 'Reliable delivery', 'Fast development']) {
      expect(claims).toContain(claim);
    }
    for (const fact of [
      /quality management system set up in 2022/i,
      /ISO 9001/,
      /ISO 27001/,
      /24\/7/,
      /cloud-based/i,
      /remote work/i,
      /2-3 weeks/,
      /several times a day/i,
      /Agile/,
      /cloud-native/i,
    ]) {
      expect(claims).toMatch(fact);
    }
  });

  it('should have the contact section and the footer with rights, copyright 2024 and a link to the provider', () => {
    expect(html).toMatch(/<(section|div)[^>]*id="secContactUs"/);
    expect(text).toContain('Contact Us');
    expect(text).toContain(site.supportEmail);
    const footer = /<footer[\s\S]*<\/footer>/.exec(html)?.[0] ?? '';
    expect(htmlText(`<body>${footer}</body>`)).toMatch(/All rights reserved/);
    expect(htmlText(`<body>${footer}</body>`)).toContain('2024');
    expect(footer).toContain(`href="${site.company.providerUrl}"`);
  });

  it('should give the navbar targets their ids: secSolution, secOurService, secContactUs', () => {
    for (const id of ['secSolution', 'secOurService', 'secContactUs']) {
      expect(html).toContain(`id="${id}"`);
    }
  });
});

describe('Given the home page in a browser at desktop width', () => {
  for (const [label, id] of [
    ['Our Service', 'secOurService'],
    ['Solutions', 'secSolution'],
    ['Contact Us', 'secContactUs'],
  ] as const) {
    it(`should scroll "${id}" to just below the sticky bar when "${label}" is clicked`, async () => {
      const { page } = await app.openPage();
      await gotoHydrated(page, '/');
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: label, exact: true }).click();
      await expect.poll(() => page.evaluate(() => location.hash)).toBe(`#${id}`);
      const section = page.locator(`#${id}`);
      // Smooth scrolling: wait until the section stops moving, for four readings in a row (on a busy
      // machine a frame can come later than one reading).
      let last = Number.NaN;
      let still = 0;
      await expect
        .poll(
          async () => {
            const top = (await section.boundingBox())?.y ?? Number.NaN;
            still = top === last ? still + 1 : 0;
            last = top;
            return still >= 3;
          },
          { interval: 100, timeout: 10_000 },
        )
        .toBe(true);
      const top = last;
      const barBottom = await navbarBottom(page);
      const atBottom = await page.evaluate(
        () => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight,
      );
      expect(top).toBeGreaterThanOrEqual(barBottom - 1);
      // The section starts just below the bar, unless the page cannot scroll any further.
      if (!atBottom) expect(top).toBeLessThanOrEqual(barBottom + 48);
      else expect(top).toBeLessThan(page.viewportSize()!.height / 2);
      await expect.poll(() => section.evaluate((el) => el.matches(':focus'))).toBe(true);
    });
  }

  it('should fetch a page ahead when its link is pointed at, then open it from the navbar', async () => {
    const { page } = await app.openPage();
    await gotoHydrated(page, '/');
    const fetched: string[] = [];
    page.on('requestfinished', (request) => fetched.push(new URL(request.url()).pathname));
    const privacy = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Privacy Policy' });
    await privacy.hover();
    await expect.poll(() => page.locator('link[rel="prefetch"][href="/privacy/"]').count()).toBe(1);
    await expect.poll(() => fetched).toContain('/privacy/');
    await privacy.click();
    await expect.poll(() => page.evaluate(() => location.pathname)).toBe('/privacy/');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Privacy Policy');
  });

  it('should have the presentation body classes while shown, drop them on /privacy and restore them on return', async () => {
    const { page } = await app.openPage();
    await gotoHydrated(page, '/');
    expect(await bodyClasses(page)).toEqual(['bg-gray-200', 'presentation-page']);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Privacy Policy' }).click();
    await expect.poll(() => page.evaluate(() => location.pathname)).toBe('/privacy/');
    const privacyClasses = [...(privacyData.layout?.bodyClass ?? [])].sort();
    await expect.poll(() => bodyClasses(page)).toEqual(privacyClasses);
    expect(await bodyClasses(page)).not.toContain('presentation-page');

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: site.company.name }).click();
    await expect.poll(() => page.evaluate(() => location.pathname)).toBe('/');
    await expect.poll(() => bodyClasses(page)).toEqual(['bg-gray-200', 'presentation-page']);
  });
});
