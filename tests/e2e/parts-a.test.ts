// @takes 60 s
import { violations } from './support/axe';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { fetchHtml, gotoHydrated, htmlText } from './support/browser';
import {
  expectBetween,
  LIBRARY_CHUNKS,
  openParts,
  PART_IDS,
  PARTS,
  pauseClock,
  recordTextChanges,
  recordRequests,
  waitForParts,
} from './support/parts-a';
import { setUpSites } from './support/sites';

const { app, clocked } = setUpSites();

const loaded = (urls: string[], chunk: RegExp) => urls.some((url) => chunk.test(new URL(url).pathname));

describe('Given the parts fixture page read without JavaScript', () => {
  let html: string;
  let text: string;
  beforeAll(async () => {
    const response = await fetchHtml(app.baseUrl, PARTS);
    expect(response.status).toBe(200);
    html = response.html;
    text = htmlText(html);
  });

  it('should hold the first typed word and the word list', () => {
    expect(html).toMatch(
      /<span class="typed-text-live" aria-hidden="true" data-unmanaged="true"><span>team<\/span><\/span>/,
    );
    expect(text).toContain('Work with an amazing team team, design, tool');
  });

  it('should hold the final counter figures with their suffixes', () => {
    for (const figure of ['5,234', '3,400+', '24/7', '500+', '1,200+']) expect(text).toContain(figure);
  });

  it('should hold the slider values as text and its handles in place', () => {
    expect(text).toContain('Price range 30 – 80');
    expect(html).toContain('style="transform:translate(-70%, 0);z-index:5"');
  });

  it('should hold the progress bars, the current page and the alerts', () => {
    expect(html).toMatch(/role="progressbar"[^>]*aria-valuenow="50"/);
    expect(html).toContain('style="width:50%"');
    expect(html).toMatch(/aria-current="page"><span class="visually-hidden">Page <\/span>1</);
    expect(text).toContain('Holy guacamole! You should check in on some of those fields below.');
  });
});

describe('Given the libraries behind the parts', () => {
  it('should load none of them on the home page', async () => {
    const { page } = await app.openPage();
    const urls = recordRequests(page);
    await gotoHydrated(page, '/');
    await page.waitForLoadState('networkidle');
    for (const [name, chunk] of Object.entries(LIBRARY_CHUNKS)) expect(loaded(urls, chunk), name).toBe(false);
  });

  it('should load typed.js and nouislider on the fixture page, and countup.js once a counter shows', async () => {
    const { page } = await app.openPage();
    const urls = recordRequests(page);
    await openParts(page);
    expect(loaded(urls, LIBRARY_CHUNKS['typed.js'])).toBe(true);
    expect(loaded(urls, LIBRARY_CHUNKS.nouislider)).toBe(true);
    expect(loaded(urls, LIBRARY_CHUNKS['countup.js'])).toBe(false);
    await page.locator('#counters-about').scrollIntoViewIfNeeded();
    await expect.poll(() => loaded(urls, LIBRARY_CHUNKS['countup.js'])).toBe(true);
  });
});

const typedWord = (page: Page) => page.locator('#typed-about .typed-text-live > span:first-child').textContent();

describe('Given the typed text', () => {
  it('should erase and type at 90 ms a letter, keep a word 200 ms and restart after 500 ms, without moving', async () => {
    const { page } = await clocked.openPage();
    await openParts(page);
    await page.locator('#typed-about .typed-cursor').waitFor({ state: 'attached' });
    // The web fonts swap in first: the width held below is the words' own, not the font's arrival.
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await pauseClock(page);
    const { changes, widths } = await recordTextChanges(
      page,
      '#typed-about .typed-text-live',
      '#typed-about .typed-text-words',
      7000,
    );
    const texts = changes.map((c) => c.value);
    const at = (text: string, from = 0) => changes.find((c, i) => i >= from && c.value === text)?.at ?? NaN;
    const index = (text: string, from = 0) => texts.indexOf(text, from);
    const typing = index('d');
    expect(texts.slice(typing - 1, typing + 6)).toEqual(['', 'd', 'de', 'des', 'desi', 'desig', 'design']);
    // typed.js varies each letter's delay between 1 and 1.5 times the speed.
    expectBetween(at('de') - at('d'), 80, 145, 'type step');
    const designDone = index('design');
    expectBetween(at('desi', designDone) - at('desig', designDone), 80, 145, 'erase step');
    expectBetween(at('desig', designDone) - at('design'), 200 + 3 * 90 - 10, 200 + 3 * 135 + 10, 'word pause');
    const restart = index('', index('tool'));
    expect(texts.slice(restart, restart + 5)).toEqual(['', 't', 'te', 'tea', 'team']);
    expectBetween(changes[restart + 1]!.at - changes[restart]!.at, 500 + 90 - 10, 500 + 135 + 10, 'restart');
    expect([...widths]).toHaveLength(1);
    const heading = page
      .locator('#typed-about')
      .getByRole('heading', { name: 'Work with an amazing team, design, tool' });
    expect(await heading.count()).toBe(1);
  });

  it('should show the first word only, with reduced motion', async () => {
    const { page } = await clocked.openPage();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const urls = recordRequests(page);
    await openParts(page);
    await page.clock.runFor(3000);
    expect(await typedWord(page)).toBe('team');
    expect(await page.locator('.typed-cursor').count()).toBe(0);
    expect(loaded(urls, LIBRARY_CHUNKS['typed.js'])).toBe(false);
  });
});

describe('Given the counters', () => {
  const figures = (page: Page) => page.locator('#counters-about .counter-live').allTextContents();
  const widths = (page: Page) =>
    page
      .locator('#counters-about .counter-value')
      .evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().width)));

  it('should count up from 0 once in view, end on the final figures at their durations, and not move', async () => {
    const { page } = await clocked.openPage();
    await openParts(page);
    expect(await figures(page)).toEqual(['5,234', '3,400', '24']);
    const before = await widths(page);
    // The clock stands still from before the counters come into view, so a slow machine cannot run
    // the count on between seeing it start and measuring it.
    await pauseClock(page);
    await page.locator('#counters-about').scrollIntoViewIfNeeded();
    await expect
      .poll(async () => {
        await page.clock.runFor(20);
        return (await figures(page))[0];
      })
      .not.toBe('5,234');
    const during = await widths(page);
    await page.clock.runFor(1500);
    const halfway = Number((await figures(page))[0]!.replace(/,/g, ''));
    expect(halfway).toBeGreaterThan(0);
    expect(halfway).toBeLessThan(5234);
    await page.clock.runFor(1600);
    expect((await figures(page)).slice(0, 2)).toEqual(['5,234', '3,400']);
    await page.clock.runFor(1000);
    expect(await figures(page)).toEqual(['5,234', '3,400', '24']);
    expect(during).toEqual(before);
    expect(await widths(page)).toEqual(before);
  });

  it('should show the final figures without counting, with reduced motion', async () => {
    const { page } = await app.openPage();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const urls = recordRequests(page);
    await openParts(page);
    await page.locator('#counters-about').scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
    expect(await figures(page)).toEqual(['5,234', '3,400', '24']);
    expect(loaded(urls, LIBRARY_CHUNKS['countup.js'])).toBe(false);
  });
});

/** Scrolls the element to the middle of the viewport and returns its box there. */
async function centred(page: Page, selector: string) {
  const element = page.locator(selector);
  await element.evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
  return (await element.boundingBox())!;
}

describe('Given the sliders', () => {
  const handle = (page: Page, name: string) => page.getByRole('slider', { name });
  const value = (page: Page, id: string) => page.locator(`#${id} .slider-value`).textContent();

  it('should draw nouislider exactly over the prerendered copy', async () => {
    const { page } = await app.openPage();
    await openParts(page);
    for (const id of ['slider-range', 'slider-single']) {
      const boxes = (selector: string) =>
        page.locator(`#${id} ${selector} .noUi-handle`).evaluateAll((els) =>
          els.map((el) => {
            const { x, y, width, height } = el.getBoundingClientRect();
            return [x, y, width, height].map(Math.round);
          }),
        );
      expect(await boxes('.slider-live')).toEqual(await boxes('.slider-static'));
    }
  });

  it('should move the nearest handle where the track is clicked, animated for 300 ms', async () => {
    const { page } = await clocked.openPage();
    await openParts(page);
    const box = await centred(page, '#slider-range .slider-live .noUi-base');
    await pauseClock(page);
    await page.mouse.click(box.x + box.width * 0.9, box.y + box.height / 2);
    expect(await handle(page, 'Price range, to').getAttribute('aria-valuenow')).toBe('90.0');
    expect(await value(page, 'slider-range')).toBe('30 – 90');
    const target = page.locator('#slider-range .slider-live');
    expect(await target.getAttribute('class')).toContain('noUi-state-tap');
    await page.clock.runFor(290);
    expect(await target.getAttribute('class')).toContain('noUi-state-tap');
    await page.clock.runFor(20);
    expect(await target.getAttribute('class')).not.toContain('noUi-state-tap');
  });

  it('should follow a handle dragged with the mouse', async () => {
    const { page } = await app.openPage();
    await openParts(page);
    const track = await centred(page, '#slider-range .slider-live .noUi-base');
    const from = handle(page, 'Price range, from');
    const start = (await from.boundingBox())!;
    await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
    await page.mouse.down();
    await page.mouse.move(track.x + track.width * 0.5, start.y + start.height / 2, { steps: 8 });
    await page.mouse.up();
    expect(await from.getAttribute('aria-valuenow')).toBe('50.0');
    expect(await value(page, 'slider-range')).toBe('50 – 80');
  });

  it('should move one step per arrow key, five per page key, and to the ends with Home and End', async () => {
    const { page } = await app.openPage();
    await openParts(page);
    const volume = handle(page, 'Volume');
    await volume.focus();
    await page.keyboard.press('ArrowRight');
    expect(await volume.getAttribute('aria-valuetext')).toBe('51');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    expect(await volume.getAttribute('aria-valuetext')).toBe('49');
    await page.keyboard.press('PageUp');
    expect(await volume.getAttribute('aria-valuetext')).toBe('54');
    await page.keyboard.press('End');
    expect(await value(page, 'slider-single')).toBe('100');
    await page.keyboard.press('Home');
    expect(await value(page, 'slider-single')).toBe('0');

    const from = handle(page, 'Price range, from');
    await from.focus();
    await page.keyboard.press('End');
    expect(await value(page, 'slider-range')).toBe('80 – 80');
    await page.keyboard.press('Tab');
    expect(await handle(page, 'Price range, to').evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it('should jump without animation, with reduced motion', async () => {
    const { page } = await app.openPage();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openParts(page);
    const box = await centred(page, '#slider-single .slider-live .noUi-base');
    await page.mouse.click(box.x + box.width * 0.2, box.y + box.height / 2);
    expect(await value(page, 'slider-single')).toBe('20');
    expect(await page.locator('#slider-single .slider-live').getAttribute('class')).not.toContain('noUi-state-tap');
  });
});

describe('Given the progress bars', () => {
  it('should fill each bar to its value', async () => {
    const { page } = await app.openPage();
    await openParts(page);
    for (const id of ['progress-primary', 'progress-gradient-dark', 'progress-labelled']) {
      const bar = page.locator(`#${id} [role="progressbar"]`);
      const value = Number(await bar.getAttribute('aria-valuenow'));
      const [track, fill] = await bar.evaluate((el) => [
        el.getBoundingClientRect().width,
        el.firstElementChild!.getBoundingClientRect().width,
      ]);
      expectBetween(fill! / track!, value / 100 - 0.01, value / 100 + 0.01, id);
    }
    expect(await page.getByRole('progressbar', { name: 'Profile completed' }).getAttribute('aria-valuenow')).toBe('75');
  });
});

describe('Given the pagination', () => {
  const nav = (page: Page) => page.getByRole('navigation', { name: 'Pagination', exact: true });
  const current = (page: Page) => nav(page).locator('[aria-current="page"]').textContent();

  it('should change the current page with the mouse', async () => {
    const { page } = await app.openPage();
    await openParts(page);
    expect(await nav(page).getByRole('button', { name: 'Previous page' }).getAttribute('aria-disabled')).toBe('true');
    await nav(page).getByRole('button', { name: 'Page 3' }).click();
    expect(await current(page)).toBe('Page 3');
    await nav(page).getByRole('button', { name: 'Next page' }).click();
    expect(await current(page)).toBe('Page 4');
    await nav(page).getByRole('button', { name: 'Previous page' }).click();
    expect(await current(page)).toBe('Page 3');
  });

  it('should change the current page with the keyboard and keep focus on a disabled arrow', async () => {
    const { page } = await app.openPage();
    await openParts(page);
    const next = nav(page).getByRole('button', { name: 'Next page' });
    await nav(page).getByRole('button', { name: 'Page 5' }).focus();
    await page.keyboard.press('Enter');
    expect(await current(page)).toBe('Page 5');
    await page.keyboard.press('Tab');
    expect(await next.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await next.getAttribute('aria-disabled')).toBe('true');
    await page.keyboard.press('Enter');
    expect(await current(page)).toBe('Page 5');
    expect(await next.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Space');
    expect(await current(page)).toBe('Page 4');
  });
});

describe('Given the alerts', () => {
  it('should announce none of them on load', async () => {
    const { page } = await app.openPage();
    await openParts(page);
    for (const id of PART_IDS.filter((i) => i.startsWith('alert-'))) {
      expect(await page.locator(`#${id} [role="alert"]`).count(), id).toBe(0);
    }
  });

  for (const how of ['mouse', 'keyboard'] as const) {
    it(`should remove the dismissible alert with its Close button (${how}) and keep focus in its place`, async () => {
      const { page } = await app.openPage();
      await openParts(page);
      const block = page.locator('#alert-dismissible');
      const close = block.getByRole('button', { name: 'Close' });
      if (how === 'mouse') await close.click();
      else {
        await close.focus();
        await page.keyboard.press('Enter');
      }
      await expect.poll(() => block.textContent()).toBe('');
      expect(await block.evaluate((el) => el === document.activeElement)).toBe(true);
    });
  }
});

describe('Given a visit that leaves the page and comes back', () => {
  it('should run one typed animation and one slider per block, and count once', async () => {
    const { page } = await app.openPage();
    await openParts(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Privacy Policy' }).click();
    await expect.poll(() => page.evaluate(() => location.pathname)).toBe('/privacy/');
    await page.goBack();
    await expect.poll(() => page.evaluate(() => location.pathname)).toBe(`${PARTS}/`);
    await waitForParts(page);
    await page.locator('#typed-about .typed-cursor').waitFor({ state: 'attached' });
    expect(await page.locator('#typed-about .typed-cursor').count()).toBe(1);
    expect(await page.locator('#slider-range .slider-live > .noUi-base').count()).toBe(1);
    expect(await page.locator('#slider-range [role="slider"]').count()).toBe(2);
    await page.locator('#counters-about').scrollIntoViewIfNeeded();
    await expect.poll(() => page.locator('#counters-about .counter-live').first().textContent()).not.toBe('5,234');
    await expect
      .poll(() => page.locator('#counters-about .counter-live').first().textContent(), { timeout: 6000 })
      .toBe('5,234');
  });
});

describe('Given axe-core on the parts', () => {
  it('should report no violation', async () => {
    const { page } = await app.openPage();
    await openParts(page);
    expect(await violations(page, PART_IDS)).toEqual([]);
  });
});
