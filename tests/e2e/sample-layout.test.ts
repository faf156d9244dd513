import { describe, expect, it } from 'vitest';
import { gotoHydrated, MOBILE } from './support/browser';
import { setUpSite } from './support/sites';

const app = setUpSite();

// Widths where a row of logos or cards changes: a phone, the first wide layout, a desktop.
const WIDTHS = [MOBILE.width, 992, 1280];

describe('Given the partner logos on /sections/page-sections/logo-areas', () => {
  for (const width of WIDTHS) {
    it(`should show every wordmark at 12 px or more at ${width} px`, async () => {
      const { page } = await app.openPage({ viewport: { width, height: 800 } });
      await gotoHydrated(page, '/sections/page-sections/logo-areas');
      // Each partner drawing sets its name in 22 px type; it is shown at its width over the drawing's.
      // A drawn logo is a shape (`role="img"`) whose widest is the drawing's width.
      const sizes = await page
        .locator('.logos-list [role="img"]')
        .evaluateAll((logos: HTMLElement[]) =>
          logos.map(
            (logo) =>
              `${logo.getAttribute('aria-label')}: ${((logo.getBoundingClientRect().width / parseFloat(logo.style.maxWidth)) * 22).toFixed(1)}`,
          ),
        );
      expect(sizes.length).toBeGreaterThan(0);
      expect(sizes.filter((size) => Number(size.split(': ')[1]) < 12)).toEqual([]);
    });
  }
});

describe('Given the pagers on /sections/navigation/pagination on a 375 px phone', () => {
  it('should show each in one row that needs no scrolling, the large one no smaller than the medium', async () => {
    const { page } = await app.openPage({ viewport: MOBILE });
    await gotoHydrated(page, '/sections/navigation/pagination');
    const pagers = await page.locator('.pagination').evaluateAll((lists: HTMLElement[]) =>
      lists.map((list) => {
        const items = [...list.children].map((li) => li.getBoundingClientRect());
        return {
          name: list.closest('nav')?.getAttribute('aria-label'),
          rows: new Set(items.map((box) => Math.round(box.top))).size,
          scrolls: list.scrollWidth > list.clientWidth,
          button: Math.round(items[1]!.height),
        };
      }),
    );
    expect(pagers.length).toBeGreaterThan(0);
    expect(pagers.filter((pager) => pager.rows !== 1 || pager.scrolls)).toEqual([]);
    const size = (name: string) => pagers.find((pager) => pager.name === name)!.button;
    expect(size('Pagination, large')).toBeGreaterThanOrEqual(size('Pagination, medium'));
  });
});

describe('Given the header with typed words on /sections/page-sections/page-headers on a 375 px phone', () => {
  it('should centre each line of the typed word under the centred heading', async () => {
    const { page } = await app.openPage({ viewport: MOBILE });
    // Reduced motion keeps the first word in place instead of typing it.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await gotoHydrated(page, '/sections/page-sections/page-headers');
    const { lines, heading } = await page
      .locator('#page-headers-typed .typed-text-live')
      .evaluate((live: HTMLElement) => {
        const range = document.createRange();
        const text = document.createTreeWalker(live, NodeFilter.SHOW_TEXT).nextNode()!;
        range.selectNodeContents(text);
        const title = live.closest('h1, h2, h3')!.getBoundingClientRect();
        return {
          lines: [...range.getClientRects()].map((box) => box.left + box.width / 2),
          heading: title.left + title.width / 2,
        };
      });
    expect(lines.length).toBeGreaterThan(0);
    // A line's box holds the space after its last word: half a space either way.
    for (const centre of lines) expect(Math.abs(centre - heading)).toBeLessThan(6);
  });
});

describe('Given the tooltip and popover triggers on /sections/attention-catchers/tooltips-popovers', () => {
  for (const width of WIDTHS) {
    it(`should keep them 1rem apart, across a row and between rows, at ${width} px`, async () => {
      const { page } = await app.openPage({ viewport: { width, height: 800 } });
      await gotoHydrated(page, '/sections/attention-catchers/tooltips-popovers');
      const gaps = await page.locator('.tooltips-block').evaluateAll((blocks: HTMLElement[]) =>
        blocks.flatMap((block) => {
          const boxes = [...block.querySelectorAll('button')].map((button) => button.getBoundingClientRect());
          return boxes.slice(1).map((box, i) => {
            const before = boxes[i]!;
            return Math.round(Math.abs(box.top - before.top) < 1 ? box.left - before.right : box.top - before.bottom);
          });
        }),
      );
      expect(gaps.length).toBeGreaterThan(0);
      expect(new Set(gaps)).toEqual(new Set([16]));
    });
  }
});

describe('Given the carousels of /pages/company/pricing', () => {
  for (const width of [MOBILE.width, 1280]) {
    it(`should put the play button at the left of the indicators, in one row centred under the slides, at ${width} px`, async () => {
      const { page } = await app.openPage({ viewport: { width, height: 800 } });
      await gotoHydrated(page, '/pages/company/pricing');
      const rows = await page.locator('.carousel-block:has(.carousel-play)').evaluateAll((carousels: HTMLElement[]) =>
        carousels.map((carousel) => {
          const button = carousel.querySelector('.carousel-play')!;
          button.scrollIntoView({ block: 'center', behavior: 'instant' });
          const box = (element: Element) => element.getBoundingClientRect();
          const dots = [...carousel.querySelectorAll('.carousel-dot')].map(box);
          // On phones the arrows join the row: [play] ‹ ▬ ▬ ▬ ›
          const parts = [button, ...carousel.querySelectorAll('.carousel-step')]
            .map(box)
            .filter((part) => Math.abs(part.top + part.height / 2 - (dots[0]!.top + dots[0]!.height / 2)) < 2)
            .concat(dots);
          const left = Math.min(...parts.map((part) => part.left));
          const right = Math.max(...parts.map((part) => part.right));
          const play = box(button);
          const hit = document.elementFromPoint(play.left + play.width / 2, play.top + play.height / 2);
          return {
            clickable: button.contains(hit),
            playFirst: play.left === left,
            gap: Math.round(
              Math.min(...parts.filter((part) => part.left > play.left).map((part) => part.left)) - play.right,
            ),
            centred: Math.abs((left + right) / 2 - (box(carousel).left + box(carousel).right) / 2) <= 1,
          };
        }),
      );
      expect(rows).toHaveLength(2);
      for (const row of rows) expect(row).toEqual({ clickable: true, playFirst: true, gap: 8, centred: true });
    });
  }
});

describe('Given the team cards with the portrait beside the text', () => {
  for (const path of ['/sections/page-sections/teams', '/pages/company/about-us']) {
    for (const width of WIDTHS) {
      it(`should show each portrait on ${path} as a square of at least 80 px, whatever the text's height, at ${width} px`, async () => {
        const { page } = await app.openPage({ viewport: { width, height: 800 } });
        await gotoHydrated(page, path);
        const portraits = await page.locator('.team-portrait-side').evaluateAll((images: HTMLElement[]) =>
          images.map((image) => {
            const { width, height } = image.getBoundingClientRect();
            return { width: Math.round(width), height: Math.round(height) };
          }),
        );
        expect(portraits.length).toBeGreaterThan(0);
        for (const { width, height } of portraits) {
          expect(Math.abs(width - height)).toBeLessThanOrEqual(1);
          expect(width).toBeGreaterThanOrEqual(80);
        }
      });
    }
  }
});
