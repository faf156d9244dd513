// @takes 79 s
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { violations } from './support/axe';
import { DESKTOP, gotoHydrated, MOBILE, type Viewport } from './support/browser';
import { setUpSite } from './support/sites';
import { THEME_COLORS } from '../../schema/primitives';

const app = setUpSite();

const POPOVERS = '/sections/attention-catchers/tooltips-popovers';
const AVATARS = '/sections/elements/avatars';
const TABLES = '/sections/elements/tables';
const ALERTS = '/sections/attention-catchers/alerts';
const CAROUSELS = ['/pages/company/pricing', '/pages/blog/single-article'];
const CARD_ROWS = [
  '/sections/page-sections/teams',
  '/sections/page-sections/blog-posts',
  '/sections/page-sections/pricing',
  '/sections/page-sections/features',
  '/sections/page-sections/testimonials',
  '/pages/company/about-us',
  '/pages/landing-pages/rental',
];
const WIDTHS: [string, Viewport][] = [
  ['1280', DESKTOP],
  ['375', MOBILE],
];

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

async function open(path: string, viewport: Viewport): Promise<Page> {
  const { page } = await app.openPage({ viewport });
  await gotoHydrated(page, path);
  return page;
}

const centre = (page: Page, selector: string) =>
  page.locator(selector).evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));

const intersects = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Whether the element the user sees at each point, just inside the box's corners, belongs to `selector`. */
function cornersHit(page: Page, selector: string, box: Box): Promise<boolean[]> {
  return page.evaluate(
    ({ selector, box }) => {
      const inset = 3;
      const points = [
        [box.x + inset, box.y + inset],
        [box.x + box.width - inset, box.y + inset],
        [box.x + inset, box.y + box.height - inset],
        [box.x + box.width - inset, box.y + box.height - inset],
      ] as const;
      const target = document.querySelector(selector)!;
      return points.map(([x, y]) => {
        const hit = document.elementFromPoint(x, y);
        return hit !== null && target.contains(hit);
      });
    },
    { selector, box },
  );
}

describe.each(WIDTHS)('Given the popovers at %s px', (_, viewport) => {
  it('should open each one whole inside the viewport, on top of everything, a top one above its button', async () => {
    const page = await open(POPOVERS, viewport);
    for (const placement of ['top', 'right', 'bottom', 'left']) {
      const name = `Popover on ${placement}`;
      const button = page.getByRole('button', { name, exact: true });
      await button.evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
      await button.click();
      const popover = page.getByRole('dialog', { name });
      await expect.poll(() => popover.getAttribute('data-placement')).toBeTruthy();
      const box = (await popover.boundingBox())!;
      const size = page.viewportSize()!;
      expect(box.x, name).toBeGreaterThanOrEqual(0);
      expect(box.y, name).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, name).toBeLessThanOrEqual(size.width);
      expect(box.y + box.height, name).toBeLessThanOrEqual(size.height);
      const id = await popover.getAttribute('id');
      expect(await cornersHit(page, `[id="${id}"]`, box), name).toEqual([true, true, true, true]);
      if (placement === 'top') {
        const trigger = (await button.boundingBox())!;
        expect(box.y + box.height, name).toBeLessThanOrEqual(trigger.y);
      }
      await page.keyboard.press('Escape');
      await expect.poll(() => button.getAttribute('aria-expanded')).toBe('false');
    }
  });

  it('should report no accessibility violation with a popover open', async () => {
    const page = await open(POPOVERS, viewport);
    await centre(page, '#tooltips-popovers-popovers');
    await page.getByRole('button', { name: 'Popover on top', exact: true }).click();
    await expect.poll(() => page.getByRole('dialog').getAttribute('data-placement')).toBeTruthy();
    expect(await violations(page)).toEqual([]);
  });
});

describe.each(WIDTHS)('Given the avatar group at %s px', (_, viewport) => {
  const group = '#avatars-group .avatar-group';
  const avatarBoxes = (page: Page) =>
    page.locator(`${group} img`).evaluateAll((imgs) => imgs.map((img) => img.getBoundingClientRect().toJSON()));

  it('should float each name over the row on hover and focus, without moving an avatar', async () => {
    const page = await open(AVATARS, viewport);
    await centre(page, group);
    const before = await avatarBoxes(page);
    const links = page.locator(`${group} .avatar-link`);
    for (const how of ['hover', 'focus'] as const) {
      const link = links.nth(1);
      if (how === 'hover') await link.hover();
      else await link.focus();
      const tip = page.locator(`${group} .tip-tooltip:not([hidden])`);
      await expect.poll(() => tip.getAttribute('data-placement')).toBe('top');
      expect(await tip.isVisible()).toBe(true);
      expect(['fixed', 'absolute']).toContain(await tip.evaluate((el) => getComputedStyle(el).position));
      const tipBox = (await tip.boundingBox())!;
      const avatar = (await link.boundingBox())!;
      expect(tipBox.y + tipBox.height).toBeLessThanOrEqual(avatar.y);
      expect(await avatarBoxes(page)).toEqual(before);
      await page.mouse.move(0, 0);
      await page.keyboard.press('Escape');
      await expect.poll(() => tip.count()).toBe(0);
    }
  });

  it('should ring each overlapping avatar in white', async () => {
    const page = await open(AVATARS, viewport);
    const rings = await page
      .locator(`${group} .avatar`)
      .evaluateAll((imgs) =>
        imgs.map((img) => [getComputedStyle(img).borderTopWidth, getComputedStyle(img).borderTopColor]),
      );
    expect(rings.length).toBeGreaterThan(1);
    for (const ring of rings) expect(ring).toEqual(['2px', 'rgb(255, 255, 255)']);
  });

  it('should report no accessibility violation with a name shown', async () => {
    const page = await open(AVATARS, viewport);
    await page.locator(`${group} .avatar-link`).first().focus();
    await expect.poll(() => page.locator(`${group} .tip-tooltip:not([hidden])`).count()).toBe(1);
    expect(await violations(page)).toEqual([]);
  });
});

describe('Given the carousels at 375 px', () => {
  /** The boxes of what can be read on the slide on show, and of the arrows. */
  const layout = (page: Page, carousel: string) =>
    page.locator(carousel).evaluate((root) => {
      const box = (el: Element) => el.getBoundingClientRect().toJSON() as Box;
      const active = root.querySelector('.carousel-slide.active')!;
      const texts = [...active.querySelectorAll('h2, p, blockquote, figcaption, .btn, .rating')].map(box);
      return { texts, arrows: [...root.querySelectorAll('.carousel-step')].map(box) };
    });

  it.each(CAROUSELS)('should keep the arrows off every slide’s text on %s', async (path) => {
    const page = await open(path, MOBILE);
    const carousels = page.locator('.carousel-block');
    const count = await carousels.count();
    expect(count).toBeGreaterThan(0);
    for (let c = 0; c < count; c += 1) {
      const selector = `.carousel-block >> nth=${c}`;
      const carousel = carousels.nth(c);
      await carousel.evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
      const slides = await carousel.locator('.carousel-slide').count();
      for (let s = 0; s < slides; s += 1) {
        await carousel.getByRole('button', { name: `Slide ${s + 1} of ${slides}` }).click();
        await expect
          .poll(() => carousel.locator('[role="group"]:not([inert])').getAttribute('aria-label'))
          .toBe(`${s + 1} of ${slides}`);
        const { texts, arrows } = await layout(page, selector);
        expect(arrows).toHaveLength(2);
        expect(texts.length).toBeGreaterThan(0);
        for (const arrow of arrows) for (const text of texts) expect(intersects(arrow, text), path).toBe(false);
      }
    }
  });

  it('should never show the words of two slides at once while turning', async () => {
    const page = await open(CAROUSELS[0]!, MOBILE);
    const carousel = page.locator('.carousel-header');
    await carousel.evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    const mostShown = await carousel.evaluate(async (root) => {
      const seen = (el: Element) => {
        let opacity = 1;
        for (let node: Element | null = el; node && node !== root; node = node.parentElement)
          opacity *= Number(getComputedStyle(node).opacity);
        return opacity;
      };
      let most = 0;
      const end = performance.now() + 1200;
      while (performance.now() < end) {
        const shown = [...root.querySelectorAll('.carousel-title')].filter((title) => seen(title) > 0.05).length;
        most = Math.max(most, shown);
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
      return most;
    });
    expect(mostShown).toBe(1);
  });

  it('should give the testimonial quote the full width of the phone', async () => {
    const page = await open(CAROUSELS[0]!, MOBILE);
    const quote = (await page.locator('.carousel-slide.active blockquote').first().boundingBox())!;
    expect(quote.width).toBeGreaterThanOrEqual(MOBILE.width - 48);
  });
});

describe.each(WIDTHS)('Given the Code tab of a sample at %s px', (_, viewport) => {
  it('should join the JSX and Page data buttons in one group as tall as the Copy button', async () => {
    const page = await open(TABLES, viewport);
    const sample = page.locator('#tables-simple');
    await sample.getByRole('tab', { name: 'Code' }).click();
    const group = sample.getByRole('group', { name: /source/ });
    const copy = sample.getByRole('button', { name: /^Copy/ });
    const groupBox = (await group.boundingBox())!;
    const copyBox = (await copy.boundingBox())!;
    expect(Math.abs(groupBox.height - copyBox.height)).toBeLessThanOrEqual(1);
    const [jsx, data] = await group.getByRole('button').all();
    const jsxBox = (await jsx!.boundingBox())!;
    const dataBox = (await data!.boundingBox())!;
    expect(Math.abs(jsxBox.x + jsxBox.width - dataBox.x)).toBeLessThanOrEqual(1);
    expect(await jsx!.getAttribute('aria-pressed')).toBe('true');
    const fill = (el: HTMLElement) => getComputedStyle(el).backgroundColor;
    expect(await jsx!.evaluate(fill)).not.toBe(await data!.evaluate(fill));
  });
});

describe('Given the table on a phone', () => {
  it('should scroll sideways inside its named, focusable frame while the page stays put', async () => {
    const page = await open(TABLES, MOBILE);
    const frame = page.getByRole('region', { name: 'Team members' });
    expect(await frame.getAttribute('tabindex')).toBe('0');
    const widths = await frame.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
    expect(widths.scroll).toBeGreaterThan(widths.client);
    await frame.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => frame.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
    expect(await page.evaluate(() => scrollX)).toBe(0);
    expect(await violations(page)).toEqual([]);
  });
});

describe('Given the alerts', () => {
  it('should fill each colour with its own gradient, white text on all but light, at 4.5:1 or more', async () => {
    const page = await open(ALERTS, DESKTOP);
    const alerts = await page.locator('#alerts-simple .alert').evaluateAll((elements) => {
      const channel = (v: number) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
      const luminance = (rgb: string) => {
        const [r, g, b] = rgb.match(/\d+(\.\d+)?/g)!.map((n) => channel(Number(n) / 255));
        return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
      };
      const ratio = (a: string, b: string) => {
        const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
        return (hi! + 0.05) / (lo! + 0.05);
      };
      // Resolves a colour through a throwaway element, so hex and rgb() compare alike.
      const probe = document.body.appendChild(document.createElement('span'));
      const rgb = (value: string) => {
        probe.style.color = value;
        return getComputedStyle(probe).color;
      };
      const found = elements.map((el) => {
        const style = getComputedStyle(el);
        const stops = [style.getPropertyValue('--alert-from'), style.getPropertyValue('--alert-to')].map(rgb);
        return {
          color: el.className.match(/alert-(\w+)/)![1],
          image: style.backgroundImage,
          text: style.color,
          contrast: Math.min(...stops.map((stop) => ratio(style.color, stop))),
        };
      });
      probe.remove();
      return found;
    });
    expect(alerts.map((a) => a.color)).toEqual([...THEME_COLORS]);
    expect(new Set(alerts.map((a) => a.image)).size).toBe(alerts.length);
    for (const alert of alerts) {
      expect(alert.image, alert.color).toMatch(/^linear-gradient/);
      expect(alert.text, alert.color).toBe(alert.color === 'light' ? 'rgb(52, 71, 103)' : 'rgb(255, 255, 255)');
      expect(alert.contrast, alert.color).toBeGreaterThanOrEqual(4.5);
    }
  });

  it.each(WIDTHS)('should report no accessibility violation at %s px', async (_, viewport) => {
    const page = await open(ALERTS, viewport);
    expect(await violations(page)).toEqual([]);
  });
});

describe('Given cards side by side in a row', () => {
  it.each(CARD_ROWS)('should give the cards of each row on %s one height and level buttons', async (path) => {
    const page = await open(path, DESKTOP);
    const rows = await page.evaluate(() => {
      const found: { where: string; heights: number[]; buttons: (number | null)[] }[] = [];
      for (const row of document.querySelectorAll('.row')) {
        const lines = new Map<number, HTMLElement[]>();
        for (const col of row.children) {
          const card = col.querySelector<HTMLElement>('.card');
          if (!card || card.closest('.row') !== row || card.offsetHeight === 0) continue;
          const top = Math.round(col.getBoundingClientRect().top);
          lines.set(top, [...(lines.get(top) ?? []), card]);
        }
        for (const [top, cards] of lines) {
          if (cards.length < 2) continue;
          found.push({
            where: `${row.closest('[id]')?.id ?? 'row'} @${top}`,
            heights: cards.map((card) => Math.round(card.getBoundingClientRect().height)),
            buttons: cards.map((card) => {
              const last = [...card.querySelectorAll('.btn')].pop();
              return last ? Math.round(last.getBoundingClientRect().bottom) : null;
            }),
          });
        }
      }
      return found;
    });
    expect(rows.length, path).toBeGreaterThan(0);
    for (const { where, heights, buttons } of rows) {
      expect(Math.max(...heights) - Math.min(...heights), where).toBeLessThanOrEqual(1);
      const levels = buttons.filter((b): b is number => b !== null);
      if (levels.length === buttons.length)
        expect(Math.max(...levels) - Math.min(...levels), where).toBeLessThanOrEqual(1);
    }
  });
});
