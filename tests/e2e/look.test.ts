import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import site from '../../pages-data/_site';
import { themeSchema } from '../../schema/theme';
import { gotoHydrated } from './support/browser';
import { rgbOf } from './support/colors';
import { setUpSite } from './support/sites';

const app = setUpSite();
const { colors } = themeSchema.parse(site.theme ?? {});

/** Headers that type rotating words into a centred line. */
const TYPED = [
  { path: '/pages/company/about-us', words: ['team', 'design', 'tool'] },
  { path: '/sections/page-sections/page-headers', words: ['web development', 'QA testing', 'cloud services'] },
];
const WIDTHS = [375, 768, 1280];

interface TypedLine {
  box: { left: number; top: number; height: number; width: number };
  heading: { height: number; centre: number };
  shown: { left: number; right: number; centre: number };
}

/**
 * Shows `word` in the first typed line as typed.js would (reduced motion keeps typed.js from running,
 * so the test sets each word itself), and measures the line, its heading and the word shown.
 */
async function typedLine(page: Page, word: string): Promise<TypedLine> {
  return page.evaluate((shown) => {
    const words = document.querySelector<HTMLElement>('.typed-text-words')!;
    const live = words.querySelector<HTMLElement>('.typed-text-live > span')!;
    live.textContent = shown;
    const heading = words.closest<HTMLElement>('h1, h2, h3, p')!;
    const box = words.getBoundingClientRect();
    const range = document.createRange();
    range.selectNodeContents(live);
    const text = range.getBoundingClientRect();
    const head = heading.getBoundingClientRect();
    return {
      box: { left: box.left, top: box.top, height: box.height, width: box.width },
      heading: { height: head.height, centre: head.left + head.width / 2 },
      shown: { left: text.left, right: text.right, centre: text.left + text.width / 2 },
    };
  }, word);
}

describe('Given a header with typed rotating words', () => {
  it.each(TYPED)(
    '$path should keep the typed line in place and size through every word, each centred, at 375, 768 and 1280 px',
    async ({ path, words }) => {
      const { page } = await app.openPage();
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await gotoHydrated(page, path);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        const seen = [];
        for (const word of words) seen.push({ word, ...(await typedLine(page, word)) });
        const [first] = seen;
        for (const { word, box, heading, shown } of seen) {
          const at = `"${word}" at ${width} px`;
          // The line's box, and the heading around it, do not move or change size from word to word.
          expect(box, at).toEqual(first!.box);
          expect(heading.height, at).toBe(first!.heading.height);
          // Each word shows inside the line's box, centred under the heading, never beside a gap.
          expect(shown.left, at).toBeGreaterThanOrEqual(box.left - 0.5);
          expect(shown.right, at).toBeLessThanOrEqual(box.left + box.width + 0.5);
          expect(Math.abs(shown.centre - heading.centre), at).toBeLessThanOrEqual(2);
        }
      }
    },
  );
});

describe('Given addresses written in running text', () => {
  it.each(['/privacy', '/pages/support/contact-us', '/'])(
    '%s should break an email or web address only after its @ or / or before a dot, never at a hyphen, at 320 and 375 px',
    async (path) => {
      const { page } = await app.openPage();
      await gotoHydrated(page, path);
      for (const width of [320, 375]) {
        await page.setViewportSize({ width, height: 800 });
        const links = await page.evaluate(() =>
          [...document.querySelectorAll<HTMLAnchorElement>('main a[href]')]
            .filter((a) => /^[^\s]+[@.][^\s]+$/.test(a.textContent!.trim()) && a.checkVisibility())
            .map((a) => {
              // Each letter's line, read from a range over it: where the line changes, the text broke.
              const letters: { char: string; line: number }[] = [];
              const walker = document.createTreeWalker(a, NodeFilter.SHOW_TEXT);
              for (let node = walker.nextNode(); node; node = walker.nextNode()) {
                for (let i = 0; i < node.textContent!.length; i++) {
                  const range = document.createRange();
                  range.setStart(node, i);
                  range.setEnd(node, i + 1);
                  letters.push({ char: node.textContent![i]!, line: Math.round(range.getBoundingClientRect().bottom) });
                }
              }
              const breaks = letters
                .map((letter, i) =>
                  i > 0 && letter.line !== letters[i - 1]!.line ? `${letters[i - 1]!.char}|${letter.char}` : '',
                )
                .filter(Boolean);
              return {
                text: a.textContent!.trim(),
                breaks,
                right: a.getBoundingClientRect().right,
                underline: getComputedStyle(a).textDecorationLine,
              };
            }),
        );
        expect(links.length, `${path} at ${width} px`).toBeGreaterThan(0);
        for (const link of links) {
          const at = `${link.text} at ${width} px`;
          for (const seam of link.breaks) expect(seam, at).toMatch(/^[@/]\||^.\|\.$/);
          expect(link.underline, at).toBe('underline');
          expect(link.right, at).toBeLessThanOrEqual(width);
        }
      }
    },
  );
});

describe('Given the home page and about-us, which a visitor scrolls through', () => {
  it('should vary the sections: cards raised, plain and tinted, a picture beside text, in the theme’s colours', async () => {
    const { page } = await app.openPage();
    await gotoHydrated(page, '/');
    const home = await page.evaluate(() => {
      const cardOf = (section: string) => getComputedStyle(document.querySelector(`#${section} .info-card`)!);
      const split = document.querySelector('#how-we-work')!;
      const picture = split.querySelector('img')!.getBoundingClientRect();
      const heading = split.querySelector('h2')!.getBoundingClientRect();
      return {
        solutions: cardOf('secSolution').boxShadow,
        services: { shadow: cardOf('secOurService').boxShadow, ground: cardOf('secOurService').backgroundColor },
        // Side by side: the picture's right edge left of the heading, and the two overlapping in height.
        sideBySide: picture.right <= heading.left && picture.top < heading.bottom && picture.bottom > heading.top,
      };
    });
    expect(home.solutions).not.toBe('none');
    expect(home.services).toEqual({ shadow: 'none', ground: 'rgba(0, 0, 0, 0)' });
    expect(home.sideBySide).toBe(true);

    await gotoHydrated(page, '/pages/company/about-us');
    const about = await page.evaluate(() => {
      const card = getComputedStyle(document.querySelector('#features .info-card')!);
      const marks = [...document.querySelectorAll<HTMLElement>('.logos-mark')];
      return {
        tint: card.backgroundColor,
        shadow: card.boxShadow,
        logoColours: [...new Set(marks.map((mark) => getComputedStyle(mark).backgroundColor))],
        logoMasks: marks.map((mark) => getComputedStyle(mark).maskImage),
        subscribe: getComputedStyle(document.querySelector('.newsletter button[type="submit"], .newsletter .btn')!)
          .backgroundImage,
      };
    });
    // A pale tint of the primary colour, not a white card.
    expect(about.tint).not.toMatch(/^rgba?\(255, 255, 255/);
    expect(about.tint).toMatch(/^rgb\(2\d\d, 2\d\d, 2\d\d\)$/);
    expect(about.shadow).toBe('none');
    // Six logos, one colour (the theme's secondary), each its own shape.
    expect(about.logoMasks).toHaveLength(6);
    expect(about.logoColours).toEqual([rgbOf(colors.secondary)]);
    expect(new Set(about.logoMasks).size).toBe(6);
    for (const mask of about.logoMasks) {
      const url = /url\("?([^")]+)"?\)/.exec(mask)![1]!;
      expect((await fetch(new URL(url, app.baseUrl))).status, url).toBe(200);
    }
    // The Subscribe button wears the primary gradient, not black.
    expect(about.subscribe).toContain(rgbOf(colors.primary));
  });
});
