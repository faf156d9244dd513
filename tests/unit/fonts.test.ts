import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  codePoints,
  CORE_POINTS,
  coreFile,
  DEFAULT_FONTS,
  FACES,
  facesOf,
  PRELOADS_FILE,
  fontFallbackCss,
  unicodeRange,
  WEB_FONTS_DIR,
  wholeFile,
  writeWebFonts,
} from '../../scripts/lib/build/fonts';

const root = readFileSync(path.resolve('src/root.tsx'), 'utf8');
const baseStyles = readFileSync(path.resolve('src/styles/main.scss'), 'utf8');
const theme = readFileSync(path.resolve('src/styles/_theme.scss'), 'utf8');
const fallbacks = fontFallbackCss();

/** The declarations of each `@font-face` rule of a stylesheet. */
const rules = (css: string) =>
  [...css.matchAll(/@font-face \{([^}]*)\}/g)].map(([, body]) => ({
    family: /font-family: ["']?([^"';]+)["']?;/.exec(body!)?.[1],
    weight: Number(/font-weight: (\d+)/.exec(body!)?.[1]),
    src: /src: ([^;]+);/.exec(body!)?.[1] ?? '',
    range: /unicode-range: ([^;]+);/.exec(body!)?.[1],
  }));

describe('Given the web fonts the site loads', () => {
  let faces: ReturnType<typeof rules>;
  beforeAll(async () => {
    await writeWebFonts(DEFAULT_FONTS);
    faces = rules(readFileSync(path.join(WEB_FONTS_DIR, 'faces.css'), 'utf8'));
  });

  it('should split every face into a small core file and the whole latin file, over ranges that do not overlap', () => {
    expect(FACES.length).toBeGreaterThan(0);
    for (const face of FACES) {
      const [core, rest] = faces.filter((f) => f.family === face.family && f.weight === face.weight);
      expect(core!.src).toBe(`url('./${coreFile(face)}') format('woff2')`);
      expect(rest!.src).toMatch(new RegExp(`/${face.pkg}/files/${face.file}\\.woff2'\\) format\\('woff2'\\)$`));
      const corePoints = codePoints(core!.range!);
      const restPoints = new Set(codePoints(rest!.range!));
      expect(corePoints.filter((p) => restPoints.has(p))).toEqual([]);
      // Together they cover what @fontsource's latin file covers, and the core takes the common text.
      expect(restPoints.has('é'.codePointAt(0)!)).toBe(false);
      expect(restPoints.has('›'.codePointAt(0)!)).toBe(true);
      expect(corePoints).toEqual(expect.arrayContaining([...'Az09 .,!?’“”–—…€'].map((c) => c.codePointAt(0)!)));

      const coreBytes = readFileSync(path.join(WEB_FONTS_DIR, coreFile(face))).length;
      const wholeBytes = readFileSync(wholeFile(face)).length;
      expect(coreBytes).toBeLessThan(wholeBytes * 0.8);
    }
  });

  it('should preload the core files of body text and headings, not the whole ones', () => {
    const module = readFileSync(path.join(WEB_FONTS_DIR, PRELOADS_FILE), 'utf8');
    const preloaded = [...module.matchAll(/from '\.\/([\w-]+\.woff2)\?url'/g)].map((m) => m[1]);
    expect(preloaded).toEqual(['roboto-latin-400-normal-core.woff2', 'roboto-latin-700-normal-core.woff2']);
    // The faces are part of the base stylesheet every page shares, not of each page's own styles.
    expect(baseStyles).toContain("@import '@web-fonts/faces';");
    expect(root).not.toContain('@web-fonts/faces');
    expect(root).toContain("import fontPreloads from '@web-fonts/preloads.js';");
  });

  it('given a theme with Inter for text and Roboto for headings, should load both families and preload each one', async () => {
    const fonts = { font: 'Inter', headingFont: 'Roboto' } as const;
    expect(new Set(facesOf(fonts).map((face) => `${face.family} ${face.weight}`))).toEqual(
      new Set([
        'Inter 300',
        'Inter 400',
        'Inter 500',
        'Inter 700',
        'Roboto 300',
        'Roboto 400',
        'Roboto 500',
        'Roboto 700',
        'Roboto Mono 400',
      ]),
    );
    expect(fontFallbackCss(facesOf({ font: 'Inter', headingFont: 'Inter' }))).toMatch(/font-family: "Inter Fallback";/);
    try {
      await writeWebFonts(fonts);
      const module = readFileSync(path.join(WEB_FONTS_DIR, PRELOADS_FILE), 'utf8');
      expect([...module.matchAll(/from '\.\/([\w-]+\.woff2)\?url'/g)].map((m) => m[1])).toEqual([
        'inter-latin-400-normal-core.woff2',
        'roboto-latin-700-normal-core.woff2',
      ]);
    } finally {
      await writeWebFonts(DEFAULT_FONTS);
    }
  });

  it('should have a metric-matched fallback face for every family and weight', () => {
    const whole = rules(fallbacks).filter((f) => f.range === undefined);
    expect(whole.map((f) => `${f.family} ${f.weight}`).sort()).toEqual(
      FACES.map((f) => `${f.family} Fallback ${f.weight}`).sort(),
    );
    expect(faces.filter((f) => f.family?.endsWith('Fallback'))).toHaveLength(rules(fallbacks).length);
  });

  it('should scale capitals and digits of each proportional fallback on their own, after its face for the rest', () => {
    const sizeAdjust = (css: string) =>
      [...css.matchAll(/@font-face \{([^}]*)\}/g)].map(([, body]) => ({
        ...rules(`@font-face {${body}}`)[0]!,
        size: Number(/size-adjust: ([\d.]+)%/.exec(body!)?.[1]),
      }));
    const all = sizeAdjust(fallbacks);
    for (const face of FACES.filter((f) => f.family !== 'Roboto Mono')) {
      const mine = all.filter((f) => f.family === `${face.family} Fallback` && f.weight === face.weight);
      expect(mine.map((f) => f.range)).toEqual([undefined, 'U+0041-005A', 'U+0030-0039']);
      // Arial's capitals are wider than Roboto's, and its digits narrower at the bold weight.
      expect(mine[1]!.size).toBeLessThan(mine[0]!.size);
      if (face.weight === 700) expect(mine[2]!.size).toBeGreaterThan(mine[0]!.size * 1.05);
    }
  });

  it('should scale each fallback to the web font and let Linux use the metric-compatible clones', () => {
    for (const [, body] of fallbacks.matchAll(/@font-face \{([^}]*)\}/g)) {
      expect(body).toMatch(/ascent-override: [\d.]+%/);
      expect(body).toMatch(
        /src: local\('(Arial|Arial Bold|Courier New)'\).*local\('Liberation (Sans|Sans Bold|Mono)'\)/,
      );
    }
    expect(fallbacks).toMatch(/font-weight: 700;[^}]*local\('Arial Bold'\)/);
  });

  it("should name each fallback family in the theme's font stack right after its web font", () => {
    expect(theme).toMatch(/'Roboto',\s*'Roboto Fallback',/);
    expect(theme).toMatch(/'Roboto Mono', 'Roboto Mono Fallback',/);
  });
});

describe('unicode ranges', () => {
  it('Given code points, should write them as the shortest range list and read them back', () => {
    expect(unicodeRange([0x41, 0x42, 0x43, 0xa0, 0x2013, 0x2014])).toBe('U+0041-0043,U+00A0,U+2013-2014');
    expect(codePoints('U+0041-0043,U+00A0')).toEqual([0x41, 0x42, 0x43, 0xa0]);
    expect(codePoints(unicodeRange(CORE_POINTS))).toEqual([...new Set(CORE_POINTS)].sort((a, b) => a - b));
  });
});
