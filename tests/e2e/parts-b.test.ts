// @takes 69 s
import { violations } from './support/axe';
import type { Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, fetchHtml, gotoHydrated, htmlText, MOBILE } from './support/browser';
import { partGroup, partIds, waitForParts as waitForIds } from './support/parts';
import { setUpSite } from './support/sites';
import { needsBrowser } from '../../src/registry';

/** The fixture page of this file's samples. */
const { path: PARTS, types: TYPES } = partGroup('b');
const PART_IDS = partIds(TYPES);
/** Each part's own chunk (these parts use no third-party library). */
const CHUNKS = Object.fromEntries(TYPES.map((type) => [type, new RegExp(`/assets/${type}-[\\w-]{8}\\.js$`)]));
const INTERVAL = 5000;

const app = setUpSite();

/** Waits until React has hydrated this group's samples. */
const waitForParts = (page: Page) => waitForIds(page, PART_IDS);

async function openParts(page: Page): Promise<void> {
  await page.goto(PARTS);
  await waitForParts(page);
}

/** The label of the slide on show ("2 of 3"). */
const slideShown = (page: Page, id: string) =>
  page.locator(`#${id} [role="group"]:not([inert])`).getAttribute('aria-label');
const attribute = (page: Page, selector: string, name: string) => page.locator(selector).getAttribute(name);
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? '');

describe('Given the parts fixture page read without JavaScript', () => {
  let html: string;
  let text: string;
  beforeAll(async () => {
    const response = await fetchHtml(app.baseUrl, PARTS);
    expect(response.status).toBe(200);
    html = response.html;
    text = htmlText(html);
  });

  it('should show the first slide of each carousel, the others in the HTML but hidden', () => {
    expect(html).toMatch(/aria-label="1 of 3" class="carousel-slide active"/);
    expect(html).toMatch(/aria-label="2 of 3" aria-hidden="true" inert="" class="carousel-slide"/);
    expect(text).toContain('Pick the best plan for you');
    expect(text).toContain('Quality you can count on');
  });

  it('should open the first accordion item and select the first tab, with every answer and panel in the HTML', () => {
    expect(html).toMatch(/aria-expanded="true"[^>]*>How do I order\?</);
    expect(html).toMatch(/aria-expanded="false"[^>]*>Can I resell the products\?</);
    expect(text).toContain('Everything we build for you belongs to you');
    expect(html).toMatch(/role="tab"[^>]*aria-selected="true"[^>]*>Monthly</);
    expect(text).toContain('Enterprise: $399 per year');
  });

  it('should hold the closed menus, the chosen option and the date field', () => {
    expect(html).toMatch(/aria-haspopup="menu" aria-expanded="false"[^>]*>Dropdown</);
    expect(html).toMatch(/<option value="Brazil" selected="">Brazil<\/option>/);
    expect(html).toMatch(/type="date" name="checkin"/);
  });
});

describe('Given the chunks of these parts', () => {
  const record = (page: Page) => {
    const urls: string[] = [];
    page.on('request', (request) => urls.push(new URL(request.url()).pathname));
    return urls;
  };

  it('should load none of them on the home page, and on the fixture page those that need the browser only', async () => {
    const home = await app.openPage();
    const homeUrls = record(home.page);
    await gotoHydrated(home.page, '/');
    await home.page.waitForLoadState('networkidle');
    for (const [type, chunk] of Object.entries(CHUNKS))
      expect(
        homeUrls.some((u) => chunk.test(u)),
        type,
      ).toBe(false);

    const parts = await app.openPage();
    const partUrls = record(parts.page);
    await openParts(parts.page);
    await parts.page.waitForLoadState('networkidle');
    for (const [type, chunk] of Object.entries(CHUNKS))
      expect(
        partUrls.some((u) => chunk.test(u)),
        type,
      ).toBe(needsBrowser[type as (typeof TYPES)[number]]);
  });
});

describe('Given hydration of these parts', () => {
  const sizes = (page: Page) =>
    page.evaluate(
      (ids) =>
        ids.map((id) => {
          const box = document.getElementById(id)!.getBoundingClientRect();
          return `${id}: ${Math.round(box.width)}×${Math.round(box.height)}`;
        }),
      PART_IDS,
    );

  it('should keep the size of every part the prerendered HTML gave it', async () => {
    const { page: bare } = await app.openPage({ allowConsole: [/./] });
    await bare.route(/\.js$/, (route) => route.abort());
    await bare.goto(PARTS);
    const before = await sizes(bare);
    const { page } = await app.openPage();
    await openParts(page);
    expect(await sizes(page)).toEqual(before);
  });
});

describe('Given the carousels', () => {
  // The fake clock belongs to the whole browser context: let it run again for the tests that follow.
  let clockPage: Page | undefined;
  afterEach(async () => {
    await clockPage?.clock.resume();
    clockPage = undefined;
  });

  /**
   * Stops the fake clock, then shows slide 1 of the header carousel by its indicator and moves focus and
   * pointer away, so its timer starts afresh at the paused time.
   */
  async function restartTimer(page: Page) {
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await page.locator('#carousel-header').getByRole('button', { name: 'Slide 1 of 3' }).click();
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.locator('#accordion-faq').hover();
    await expect.poll(() => attribute(page, '#carousel-header .carousel-slides', 'aria-live')).toBe('off');
    expect(await slideShown(page, 'carousel-header')).toBe('1 of 3');
  }

  it('should turn every 5000 ms, pause while hovered, and keep the same box for every slide', async () => {
    const { page } = await app.openPage();
    await page.clock.install();
    clockPage = page;
    await openParts(page);
    await restartTimer(page);
    const box = await page.locator('#carousel-header').boundingBox();
    await page.clock.runFor(INTERVAL - 1);
    expect(await slideShown(page, 'carousel-header')).toBe('1 of 3');
    await page.clock.runFor(1);
    await expect.poll(() => slideShown(page, 'carousel-header')).toBe('2 of 3');
    await page.clock.runFor(INTERVAL);
    await expect.poll(() => slideShown(page, 'carousel-header')).toBe('3 of 3');
    expect(await page.locator('#carousel-header').boundingBox()).toEqual(box);

    await page.locator('#carousel-header').hover();
    await expect.poll(() => attribute(page, '#carousel-header .carousel-slides', 'aria-live')).toBe('polite');
    await page.clock.runFor(INTERVAL * 3);
    expect(await slideShown(page, 'carousel-header')).toBe('3 of 3');
  });

  it('should move by mouse with previous, next and the indicators', async () => {
    const { page } = await app.openPage();
    await openParts(page);
    const carousel = page.locator('#carousel-header');
    await carousel.getByRole('button', { name: 'Stop automatic slide show' }).click();
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    expect(await slideShown(page, 'carousel-header')).toBe('2 of 3');
    await carousel.getByRole('button', { name: 'Previous slide' }).click();
    await carousel.getByRole('button', { name: 'Previous slide' }).click();
    expect(await slideShown(page, 'carousel-header')).toBe('3 of 3');
    await carousel.getByRole('button', { name: 'Slide 2 of 3' }).click();
    expect(await slideShown(page, 'carousel-header')).toBe('2 of 3');
    expect(await carousel.getByRole('button', { name: 'Slide 2 of 3' }).getAttribute('aria-current')).toBe('true');
    await expect.poll(() => carousel.getByText('Work with the rockets').isVisible()).toBe(true);
    await expect.poll(() => carousel.getByText('Pick the best plan for you').isVisible()).toBe(false);
  });

  it('should move by keyboard: pause first in the tab order, then previous and next, and the arrow keys', async () => {
    const { page } = await app.openPage();
    await openParts(page);
    const carousel = page.locator('#carousel-testimonials');
    await carousel.getByRole('button', { name: 'Stop automatic slide show' }).focus();
    await page.keyboard.press('Enter');
    expect(await carousel.getByRole('button', { name: 'Start automatic slide show' }).count()).toBe(1);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Next slide');
    await page.keyboard.press('Enter');
    expect(await slideShown(page, 'carousel-testimonials')).toBe('2 of 2');
    expect(await attribute(page, '#carousel-testimonials .carousel-slides', 'aria-live')).toBe('polite');
    await page.keyboard.press('ArrowRight');
    expect(await slideShown(page, 'carousel-testimonials')).toBe('1 of 2');
    await page.keyboard.press('ArrowLeft');
    expect(await slideShown(page, 'carousel-testimonials')).toBe('2 of 2');
  });

  it('should not turn when the visitor asks for less motion', async () => {
    const { page } = await app.openPage();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    clockPage = page;
    await openParts(page);
    await page.clock.runFor(INTERVAL * 3);
    expect(await slideShown(page, 'carousel-header')).toBe('1 of 3');
    expect(await page.locator('#carousel-header .carousel-play').getAttribute('aria-label')).toBe(
      'Start automatic slide show',
    );
  });

  it('should turn one slide per interval after navigating away and back (no doubled timers)', async () => {
    const { page } = await app.openPage();
    await page.clock.install();
    clockPage = page;
    await openParts(page);
    await page.locator('#dropdown-down').getByRole('button', { name: 'Dropdown' }).click();
    await page.locator('#dropdown-down').getByRole('menuitem', { name: 'Privacy Policy' }).click();
    await page.waitForURL('**/privacy/');
    await page.goBack();
    await waitForParts(page);
    await restartTimer(page);
    await page.clock.runFor(INTERVAL);
    await expect.poll(() => slideShown(page, 'carousel-header')).toBe('2 of 3');
    await page.clock.runFor(INTERVAL - 1);
    expect(await slideShown(page, 'carousel-header')).toBe('2 of 3');
  });
});

describe('Given the accordions', () => {
  it('should open an item by mouse and close the one that was open', async () => {
    const { page } = await app.openPage();
    await openParts(page);
    const faq = page.locator('#accordion-faq');
    await faq.getByRole('button', { name: 'How can I make the payment?' }).click();
    expect(await faq.getByRole('button', { name: 'How can I make the payment?' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    expect(await faq.getByRole('button', { name: 'How do I order?' }).getAttribute('aria-expanded')).toBe('false');
    expect(await faq.getByText('120+ currencies', { exact: false }).isVisible()).toBe(true);
    expect(await faq.getByText('reply within 24 hours', { exact: false }).isVisible()).toBe(false);
  });

  it('should move between titles with the arrows, Home and End, and toggle with Enter and Space', async () => {
    const { page } = await app.openPage();
    await openParts(page);
    const faq = page.locator('#accordion-faq');
    await faq.getByRole('button', { name: 'How do I order?' }).focus();
    await page.keyboard.press('ArrowDown');
    expect(await focusedText(page)).toBe('How can I make the payment?');
    await page.keyboard.press('End');
    expect(await focusedText(page)).toBe('Where do I find the support details?');
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowUp');
    expect(await focusedText(page)).toBe('Where do I find the support details?');
    await page.keyboard.press('Enter');
    expect(await faq.getByText('L3: root-cause analysis').isVisible()).toBe(true);
    await page.keyboard.press('Space');
    expect(await faq.getByText('L3: root-cause analysis').isVisible()).toBe(false);
  });
});

describe('Given the tabs', () => {
  it('should switch panels by mouse', async () => {
    const { page } = await app.openPage();
    await openParts(page);
    const tabs = page.locator('#tabs-simple');
    await tabs.getByRole('tab', { name: 'Annual' }).click();
    expect(await tabs.getByRole('tab', { name: 'Annual' }).getAttribute('aria-selected')).toBe('true');
    expect(await tabs.getByText('Enterprise: $399 per year').isVisible()).toBe(true);
    expect(await tabs.getByText('Enterprise: $99 per month').isVisible()).toBe(false);
  });

  it('should select with the arrows, Home and End, one tab stop, Up and Down when vertical', async () => {
    const { page } = await app.openPage();
    await openParts(page);
    await page.locator('#tabs-with-icon').getByRole('tab', { name: 'Profile' }).focus();
    await page.keyboard.press('ArrowRight');
    expect(await focusedText(page)).toBe('Messages');
    await page.keyboard.press('End');
    expect(await focusedText(page)).toBe('Settings');
    expect(await page.locator('#tabs-with-icon').getByText('Notifications, language and security.').isVisible()).toBe(
      true,
    );
    await page.keyboard.press('Home');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('tabpanel');

    await page.locator('#tabs-vertical').getByRole('tab', { name: 'IT consulting' }).focus();
    await page.keyboard.press('ArrowDown');
    expect(await focusedText(page)).toBe('Software development');
  });

  it('should stack the pills below 992 px and lay them in a row from 992 px', async () => {
    const { page } = await app.openPage({ viewport: { width: 991, height: 800 } });
    await openParts(page);
    const list = page.locator('#tabs-simple [role="tablist"]');
    const direction = () => list.evaluate((el) => getComputedStyle(el).flexDirection);
    expect(await direction()).toBe('column');
    expect(await list.getAttribute('aria-orientation')).toBe('vertical');
    await page.setViewportSize({ width: 992, height: 800 });
    expect(await direction()).toBe('row');
    await expect.poll(() => list.getAttribute('aria-orientation')).toBe('horizontal');
  });
});

describe('Given the dropdowns', () => {
  it('should open and close by mouse, and close on a click outside', async () => {
    const { page } = await app.openPage();
    await openParts(page);
    const root = page.locator('#dropdown-down');
    const button = root.getByRole('button', { name: 'Dropdown' });
    await button.click();
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    expect(await root.getByRole('menu').isVisible()).toBe(true);
    await button.click();
    expect(await root.getByRole('menu').isVisible()).toBe(false);
    await button.click();
    await page.mouse.click(5, 400);
    expect(await button.getAttribute('aria-expanded')).toBe('false');
  });

  it('should work by keyboard: Down opens on the first item, arrows move, Escape returns, Tab moves on and closes', async () => {
    const { page } = await app.openPage();
    await openParts(page);
    const root = page.locator('#dropdown-down');
    const button = root.getByRole('button', { name: 'Dropdown' });
    await button.focus();
    await page.keyboard.press('ArrowDown');
    expect(await focusedText(page)).toBe('Our Service');
    await page.keyboard.press('ArrowDown');
    expect(await focusedText(page)).toBe('Solutions');
    await page.keyboard.press('End');
    expect(await focusedText(page)).toBe('Privacy Policy');
    await page.keyboard.press('Escape');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await focusedText(page)).toBe('Dropdown');
    await page.keyboard.press('Enter');
    expect(await focusedText(page)).toBe('Our Service');
    await page.keyboard.press('Tab');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await root.evaluate((el) => el.contains(document.activeElement))).toBe(false);
  });

  it('should open a dropup above its button', async () => {
    const { page } = await app.openPage();
    await openParts(page);
    const root = page.locator('#dropdown-up');
    await root.getByRole('button', { name: 'Dropup' }).click();
    const menu = await root.getByRole('menu').boundingBox();
    const button = await root.getByRole('button', { name: 'Dropup' }).boundingBox();
    expect(menu!.y + menu!.height).toBeLessThanOrEqual(button!.y);
  });
});

describe('Given the form fields', () => {
  it('should choose a city by mouse and by keyboard in the native select', async () => {
    const { page } = await app.openPage();
    await openParts(page);
    const select = page.locator('#select-city').getByRole('combobox', { name: 'City' });
    await select.selectOption('London');
    expect(await select.inputValue()).toBe('London');
    await select.focus();
    await page.keyboard.press('ArrowDown');
    expect(await select.inputValue()).toBe('Washington');
  });

  it('should float the dynamic label once the field holds text, typed after a click or a Tab', async () => {
    const { page } = await app.openPage();
    await openParts(page);
    const field = page.locator('#input-dynamic').getByRole('textbox', { name: 'Email' });
    const label = page.locator('#input-dynamic label');
    const labelTop = async () => (await label.boundingBox())!.y;
    const resting = await labelTop();
    await field.click();
    await page.keyboard.type('ana@example.com');
    await field.blur();
    expect(await labelTop()).toBeLessThan(resting - 5);
    await page.locator('#input-static').getByRole('textbox', { name: 'Full Name' }).focus();
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('email');
  });

  it('should take a date in the Check-in field and tie the error message to its field', async () => {
    const { page } = await app.openPage();
    await openParts(page);
    const date = page.locator('#input-date').getByLabel('Check-in');
    await date.fill('2025-09-01');
    expect(await date.inputValue()).toBe('2025-09-01');
    const email = page.locator('#input-error').getByRole('textbox', { name: 'Email Address' });
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    expect(await email.evaluate((el) => (el as HTMLInputElement).validity.typeMismatch)).toBe(true);
    const describedBy = await email.getAttribute('aria-describedby');
    expect(await page.locator(`[id="${describedBy}"]`).textContent()).toMatch(/name@example\.com/);
  });
});

describe('Given axe-core on these parts', () => {
  for (const [name, viewport] of [
    ['desktop', DESKTOP],
    ['375 px phone', MOBILE],
  ] as const) {
    it(`should report no violation at ${name} width, closed and with a menu, an item and a tab opened`, async () => {
      const { page } = await app.openPage({ viewport });
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await openParts(page);
      expect(await violations(page, PART_IDS)).toEqual([]);
      await page.locator('#accordion-faq').getByRole('button', { name: 'Can I resell the products?' }).click();
      await page.locator('#tabs-simple').getByRole('tab', { name: 'Annual' }).click();
      await page.locator('#carousel-header').getByRole('button', { name: 'Next slide' }).click();
      await page.locator('#dropdown-down').getByRole('button', { name: 'Dropdown' }).click();
      expect(await violations(page, PART_IDS)).toEqual([]);
    });
  }
});
