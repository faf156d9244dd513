import { afterAll, describe, expect, it } from 'vitest';
import {
  AA_TEXT,
  contrastRatio,
  DEFAULT_COLORS,
  gradientOf,
  linkColorOf,
  subtleOf,
  textBackgrounds,
  THEME_COLORS,
  textOn,
} from '../../schema/theme';
import { HOME, load, pagesDir, positionOf, removePagesDirs, SITE } from '../support/pages-dir';

afterAll(removePagesDirs);

/** The test site's settings with a theme. */
const withTheme = (theme: string) => SITE.replace('footer: {', `theme: ${theme},\n  footer: {`);

describe('the theme in the site settings', () => {
  it('given no theme, should draw the site in the default colours, which all pass', async () => {
    const { problems, content } = await load(await pagesDir({ 'index.ts': HOME }));
    expect(problems).toEqual([]);
    expect(content?.site.theme).toEqual({
      colors: DEFAULT_COLORS,
      font: 'Roboto',
      headingFont: 'Roboto',
      radius: 'medium',
      shadows: 'raised',
    });
  });

  it('given a green theme with square corners and flat shadows, should accept it', async () => {
    const site = withTheme("{ colors: { primary: '#1B7F3B', success: '#1e6f30' }, radius: 'none', shadows: 'flat' }");
    const { problems, content } = await load(await pagesDir({ '_site.ts': site, 'index.ts': HOME }));
    expect(problems).toEqual([]);
    expect(content?.site.theme).toMatchObject({
      colors: { ...DEFAULT_COLORS, primary: '#1b7f3b', success: '#1e6f30' },
      radius: 'none',
      shadows: 'flat',
    });
  });

  it('given colours their text does not read on, should name each at its line with the ratio and a colour that passes', async () => {
    const site = withTheme("{ colors: { primary: '#7FD3FF', warning: '#ffc107', light: '#8a8f99' } }");
    const { problems } = await load(await pagesDir({ '_site.ts': site, 'index.ts': HOME }));
    expect(problems).toEqual([
      expect.objectContaining({
        ...positionOf(site, "'#7FD3FF'"),
        message:
          'primary #7fd3ff under white text (buttons, badges and gradients) is 1.6:1; AA needs 4.5:1 — #247ea6 passes',
      }),
      expect.objectContaining({
        ...positionOf(site, "'#ffc107'"),
        message:
          'warning #ffc107 under white text (buttons, badges and gradients) is 1.6:1; AA needs 4.5:1 — #9a6d00 passes',
      }),
      expect.objectContaining({
        ...positionOf(site, "'#8a8f99'"),
        message:
          'light #8a8f99 under dark text (#344767) (light buttons, badges and sections) is 2.5:1; AA needs 4.5:1 — #afb4be passes',
      }),
    ]);
    // The colours offered pass.
    expect(contrastRatio('#247ea6', '#ffffff')).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrastRatio('#afb4be', DEFAULT_COLORS.dark)).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it('given a colour that is not #rrggbb, should say how to write one', async () => {
    const site = withTheme("{ colors: { primary: 'blue' } }");
    const { problems } = await load(await pagesDir({ '_site.ts': site, 'index.ts': HOME }));
    expect(problems).toEqual([
      expect.objectContaining({
        ...positionOf(site, "'blue'"),
        message: expect.stringContaining('expected a colour as "#" and six hex digits, e.g. "#1a73e8", found "blue"'),
      }),
    ]);
  });

  it('given any passing colours, should derive gradients and links whose text reads at AA at both ends', () => {
    for (const colors of [DEFAULT_COLORS, { ...DEFAULT_COLORS, primary: '#1b7f3b', light: '#fafafa' }]) {
      for (const name of THEME_COLORS) {
        for (const end of gradientOf(name, colors)) {
          expect(contrastRatio(end, textOn(name, colors)), `${name} ${end}`).toBeGreaterThanOrEqual(AA_TEXT);
        }
      }
      // Links read on white, on `light` and in every alert (its pale background).
      const link = linkColorOf(colors);
      for (const background of textBackgrounds(colors)) {
        expect(contrastRatio(link, background), background).toBeGreaterThanOrEqual(AA_TEXT);
      }
      expect(textBackgrounds(colors)).toContain(subtleOf(colors.info));
    }
  });
});
