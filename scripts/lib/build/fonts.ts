import { createFontStack } from '@capsizecss/core';
import arialBold from '@capsizecss/metrics/arial/700';
import arial from '@capsizecss/metrics/arial/regular';
import courierNew from '@capsizecss/metrics/courierNew/regular';
import inter300 from '@capsizecss/metrics/inter/300';
import inter500 from '@capsizecss/metrics/inter/500';
import inter700 from '@capsizecss/metrics/inter/700';
import inter400 from '@capsizecss/metrics/inter/regular';
import roboto300 from '@capsizecss/metrics/roboto/300';
import roboto500 from '@capsizecss/metrics/roboto/500';
import roboto700 from '@capsizecss/metrics/roboto/700';
import roboto400 from '@capsizecss/metrics/roboto/regular';
import robotoMono from '@capsizecss/metrics/robotoMono/regular';
import type { Plugin } from 'vite';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import subsetFont from 'subset-font';
import { type FontFamily, themeSchema } from '../../../schema/theme';
import { writeIfChanged } from '../fs/write-file';
import { SITE_THEME_DIR, THEME_FONTS_FILE } from './site-theme';

type Metrics = Parameters<typeof createFontStack>[0][number];

interface Face {
  family: string;
  /** The @fontsource package and the stem of its latin file: `files/<file>.woff2`. */
  pkg: string;
  file: string;
  weight: number;
  font: Metrics;
  /** The local font that stands in until the web font arrives. */
  fallback: Metrics;
}

/** The theme's fonts: the text's and the headings'. */
export interface ThemeFonts {
  font: FontFamily;
  headingFont: FontFamily;
}

export const DEFAULT_FONTS: ThemeFonts = { font: 'Roboto', headingFont: 'Roboto' };

/** Each family the theme may choose: its @fontsource package and capsize's metrics of each weight. */
const FAMILIES: Record<FontFamily, { pkg: string; stem: string; metrics: Record<number, Metrics> }> = {
  Roboto: {
    pkg: '@fontsource/roboto',
    stem: 'roboto',
    metrics: { 300: roboto300, 400: roboto400, 500: roboto500, 700: roboto700 },
  },
  Inter: {
    pkg: '@fontsource/inter',
    stem: 'inter',
    metrics: { 300: inter300, 400: inter400, 500: inter500, 700: inter700 },
  },
};

/** The weights the stylesheets set: light leads, body text, medium labels, bold headings and buttons. */
const WEIGHTS = [300, 400, 500, 700];

/**
 * A face of a family, with the local font that stands in for it until it arrives. Bold text falls back
 * to Arial Bold: a synthesised bold of Arial is wider than the bold web fonts and would re-wrap headings.
 */
function faceOf(family: FontFamily, weight: number): Face {
  const { pkg, stem, metrics } = FAMILIES[family];
  return {
    family,
    pkg,
    file: `${stem}-latin-${weight}-normal`,
    weight,
    font: metrics[weight]!,
    fallback: weight >= 700 ? arialBold : arial,
  };
}

const MONO: Face = {
  family: 'Roboto Mono',
  pkg: '@fontsource/roboto-mono',
  file: 'roboto-mono-latin-400-normal',
  weight: 400,
  font: robotoMono,
  fallback: courierNew,
};

/** Every web-font face a theme's fonts load: each weight of the text's and the headings' families, and Roboto Mono. */
export function facesOf(fonts: ThemeFonts = DEFAULT_FONTS): Face[] {
  const families = [...new Set([fonts.font, fonts.headingFont])];
  return [...families.flatMap((family) => WEIGHTS.map((weight) => faceOf(family, weight))), MONO];
}

/** The faces of the site's default fonts (Roboto). */
export const FACES: Face[] = facesOf();

/** The fonts of the theme the build or the development server wrote last (`scripts/lib/build/site-theme.ts`). */
export function themeFonts(): ThemeFonts {
  try {
    const parsed = themeSchema.safeParse(JSON.parse(readFileSync(path.join(SITE_THEME_DIR, THEME_FONTS_FILE), 'utf8')));
    return parsed.success ? { font: parsed.data.font, headingFont: parsed.data.headingFont } : DEFAULT_FONTS;
  } catch {
    return DEFAULT_FONTS;
  }
}

const span = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/**
 * The characters nearly all text is made of: ASCII (control characters included, which take no
 * glyph), the no-break space, the accented letters of Latin-1 and common typographic punctuation and
 * signs. Each face is split in two: a small file of these, which the first screen waits for, and
 * @fontsource's whole latin file for the rest of latin, which a browser fetches only for a page that
 * shows one of the other characters (`unicode-range`).
 */
export const CORE_POINTS = [
  ...span(0x00, 0x7f),
  0xa0,
  ...span(0xc0, 0xff),
  ...[...'‘’“”–—…•·©®™°×€£'].map((c) => c.codePointAt(0)!),
];
const CORE_TEXT = String.fromCodePoint(...CORE_POINTS.filter((p) => p >= 0x20 && p !== 0x7f));

/** Where the build writes the core files and the faces' stylesheet; `@web-fonts/…` in imports. */
export const WEB_FONTS_DIR = path.resolve('node_modules/.cache/web-fonts');
export const WEB_FONTS_ALIAS = '@web-fonts';

/** `U+0041-005A,U+00A0` for a set of code points. */
export function unicodeRange(points: Iterable<number>): string {
  const sorted = [...new Set(points)].sort((a, b) => a - b);
  const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, '0');
  const parts: string[] = [];
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j]! + 1) j++;
    parts.push(i === j ? `U+${hex(sorted[i]!)}` : `U+${hex(sorted[i]!)}-${hex(sorted[j]!)}`);
    i = j + 1;
  }
  return parts.join(',');
}

/** Every code point a `unicode-range` value names. */
export function codePoints(range: string): number[] {
  return range.split(',').flatMap((part) => {
    const [from, to] = part.trim().replace(/^U\+/i, '').split('-');
    const start = Number.parseInt(from!, 16);
    return span(start, to === undefined ? start : Number.parseInt(to, 16));
  });
}

/** The `unicode-range` @fontsource gives its latin subset, read from the package's stylesheet. */
async function latinRange(face: Face): Promise<string> {
  const css = await readFile(path.resolve('node_modules', face.pkg, `${face.weight}.css`), 'utf8');
  const block = css.split('/* ').find((b) => b.startsWith(`${face.file} */`));
  const range = block && /unicode-range:\s*([^;]+);/.exec(block)?.[1];
  if (!range) throw new Error(`${face.pkg}/${face.weight}.css has no unicode-range for ${face.file}`);
  return range;
}

/** The file name of a face's core subset in WEB_FONTS_DIR. */
export const coreFile = (face: Face) => `${face.file}-core.woff2`;

/** @fontsource's whole latin file of a face. */
export const wholeFile = (face: Face) => path.resolve('node_modules', face.pkg, 'files', `${face.file}.woff2`);

/**
 * Makes each face's core subset (harfbuzz's hb-subset, through subset-font) and `faces.css`: for each
 * face, the core file for the core characters, the whole latin file for the rest of latin, and the
 * metric-matched fallback face.
 */
export async function writeWebFonts(fonts: ThemeFonts = themeFonts()): Promise<void> {
  await mkdir(WEB_FONTS_DIR, { recursive: true });
  const faces = facesOf(fonts);
  // Vite reads its config several times a build: the files are made again only when what they are
  // made of changes (the fonts, the core characters, this code's output format).
  const fallbacks = fontFallbackCss(faces);
  const preloads = preloadModule(fonts);
  const wholes = await Promise.all(faces.map((face) => readFile(wholeFile(face))));
  const hash = createHash('sha1').update(`${FORMAT_VERSION}\0${CORE_POINTS.join(',')}\0${fallbacks}\0${preloads}`);
  for (const bytes of wholes) hash.update(bytes);
  const key = hash.digest('hex');
  const stamp = path.join(WEB_FONTS_DIR, 'faces.key');
  const made = [
    stamp,
    path.join(WEB_FONTS_DIR, 'faces.css'),
    path.join(WEB_FONTS_DIR, PRELOADS_FILE),
    ...faces.map((f) => path.join(WEB_FONTS_DIR, coreFile(f))),
  ];
  if (made.every((file) => existsSync(file)) && (await readFile(stamp, 'utf8')) === key) return;
  const core = new Set(CORE_POINTS);
  const rules: string[] = [];
  for (const [i, face] of faces.entries()) {
    const subset = await subsetFont(wholes[i]!, CORE_TEXT, { targetFormat: 'woff2' });
    writeIfChanged(path.join(WEB_FONTS_DIR, coreFile(face)), subset);
    const rest = codePoints(await latinRange(face)).filter((p) => !core.has(p));
    const rule = (src: string, range: string) =>
      [
        '@font-face {',
        `  font-family: '${face.family}';`,
        '  font-style: normal;',
        '  font-display: swap;',
        `  font-weight: ${face.weight};`,
        `  src: url('${src}') format('woff2');`,
        `  unicode-range: ${range};`,
        '}',
      ].join('\n');
    rules.push(rule(`./${coreFile(face)}`, unicodeRange(core)));
    rules.push(rule(path.relative(WEB_FONTS_DIR, wholeFile(face)).split(path.sep).join('/'), unicodeRange(rest)));
  }
  writeIfChanged(path.join(WEB_FONTS_DIR, 'faces.css'), `${rules.join('\n')}\n${fallbacks}\n`);
  writeIfChanged(path.join(WEB_FONTS_DIR, PRELOADS_FILE), preloads);
  writeIfChanged(stamp, key);
}

/** The module the root route imports for the two files every first screen sets: body text and headings. */
export const PRELOADS_FILE = 'preloads.js';

function preloadModule(fonts: ThemeFonts): string {
  const text = coreFile(faceOf(fonts.font, 400));
  const headings = coreFile(faceOf(fonts.headingFont, 700));
  return [
    '// Written by scripts/lib/build/fonts.ts from the theme: the core files of body text and of headings.',
    `import text from './${text}?url';`,
    `import headings from './${headings}?url';`,
    'export default [text, headings];',
    '',
  ].join('\n');
}

/** Raise when writeWebFonts writes different files from the same fonts. */
const FORMAT_VERSION = '1';

/**
 * Fonts drawn to the same metrics as the fallbacks above, so the same overrides fit them: Linux has
 * Liberation or Chrome OS's fonts where others have Arial and Courier New, and `local()` looks fonts
 * up by their own names, not through fontconfig's aliases.
 */
const metricClones: Record<string, string[]> = {
  Arial: ['Liberation Sans', 'Arimo'],
  'Arial Bold': ['Liberation Sans Bold', 'Arimo Bold'],
  'Courier New': ['Liberation Mono', 'Cousine'],
};

/**
 * Average glyph advances, in ems, of the characters capsize's average leaves out: capsize matches a
 * fallback by running text, which is mostly lowercase, and Arial's capitals are about 8 % wider than
 * Roboto's at the regular weight while its bold digits are 9 % narrower, enough to wrap a row of
 * buttons or badges differently until the web font arrives. Capitals are weighted by English letter
 * frequency, digits equally. Read from the fonts' own advances (Arial's through Liberation Sans, drawn
 * to Arial's metrics).
 */
const GLYPH_WIDTHS: Record<string, { capitals: number; digits: number }> = {
  'Roboto 300': { capitals: 0.6136, digits: 0.555 },
  'Roboto 400': { capitals: 0.6169, digits: 0.562 },
  'Roboto 500': { capitals: 0.6209, digits: 0.568 },
  'Roboto 700': { capitals: 0.6245, digits: 0.574 },
  'Inter 300': { capitals: 0.6536, digits: 0.5816 },
  'Inter 400': { capitals: 0.6607, digits: 0.593 },
  'Inter 500': { capitals: 0.6657, digits: 0.6023 },
  'Inter 700': { capitals: 0.6761, digits: 0.621 },
  Arial: { capitals: 0.6658, digits: 0.556 },
  'Arial Bold': { capitals: 0.6738, digits: 0.556 },
};

/** The characters that get fallback faces of their own, each scaled to the web font's average of them. */
const GLYPH_GROUPS = [
  { key: 'capitals', range: 'U+0041-005A' },
  { key: 'digits', range: 'U+0030-0039' },
] as const;

/** Metrics whose average width is `em` ems, for capsize to scale by. */
const withWidth = (metrics: Metrics, em: number): Metrics => {
  const xWidthAvg = em * metrics.unitsPerEm;
  return { ...metrics, xWidthAvg, subsets: { latin: { xWidthAvg }, thai: { xWidthAvg } } };
};

/**
 * The `@font-face` rules of the fallback families: "Roboto Fallback" and "Roboto Mono Fallback",
 * which the theme's font stacks (`src/styles/_theme.scss`) name right after each web font. Capsize
 * computes size-adjust and the ascent, descent and line-gap overrides from both fonts' published
 * metrics, so text set in the fallback takes the same room as the web font and nothing moves when
 * the web font swaps in. Capitals and digits have faces of their own (`GLYPH_WIDTHS`), defined last
 * so that they take precedence over `unicode-range`; the same line metrics in every face keep the
 * line's height.
 */
export function fontFallbackCss(faces: readonly Face[] = FACES): string {
  return faces
    .flatMap(({ family, weight, font, fallback }) => {
      const fallbackName = fallback.fullName ?? fallback.familyName;
      const web = GLYPH_WIDTHS[`${family} ${weight}`];
      const local = GLYPH_WIDTHS[fallbackName];
      const groups =
        web && local
          ? GLYPH_GROUPS.map(({ key, range }) => ({
              metrics: [withWidth(font, web[key]), withWidth(fallback, local[key])] as const,
              range,
            }))
          : [];
      return [{ metrics: [font, fallback] as const, range: undefined }, ...groups].map(({ metrics, range }) => {
        const { fontFaces } = createFontStack([...metrics], {
          fontFaceFormat: 'styleObject',
          fontFaceProperties: {
            fontWeight: String(weight),
            fontStyle: 'normal',
            ...(range ? { unicodeRange: range } : {}),
          },
        });
        return fontFaces
          .map(({ '@font-face': face }) => {
            const clones = (metricClones[fallbackName] ?? []).map((n) => `local('${n}')`);
            const declarations = Object.entries({ ...face, src: [face.src, ...clones].join(', ') }).map(
              ([property, value]) => `  ${property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}: ${String(value)};`,
            );
            return `@font-face {\n${declarations.join('\n')}\n}`;
          })
          .join('\n');
      });
    })
    .join('\n');
}

/**
 * Writes the web fonts (`writeWebFonts`) before anything is built or served; the root route imports
 * `@web-fonts/faces.css` and preloads two core files.
 */
export function webFontsPlugin(): Plugin {
  return {
    name: 'web-fonts',
    config: async () => {
      // The fonts of the theme written last: the build writes it before it bundles.
      await writeWebFonts();
      // The written files live under node_modules/.cache, which Vite would otherwise take for a package
      // it has to pre-bundle: found only once the first page asked for them, that made the development
      // server bundle its dependencies again and answer the open page's scripts with 504.
      return {
        resolve: { alias: { [WEB_FONTS_ALIAS]: WEB_FONTS_DIR } },
        optimizeDeps: { exclude: [`${WEB_FONTS_ALIAS}/preloads.js`] },
      };
    },
  };
}
