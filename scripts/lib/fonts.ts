import { createFontStack } from '@capsizecss/core';
import arialBold from '@capsizecss/metrics/arial/700';
import arial from '@capsizecss/metrics/arial/regular';
import courierNew from '@capsizecss/metrics/courierNew/regular';
import roboto300 from '@capsizecss/metrics/roboto/300';
import roboto500 from '@capsizecss/metrics/roboto/500';
import roboto700 from '@capsizecss/metrics/roboto/700';
import roboto400 from '@capsizecss/metrics/roboto/regular';
import robotoMono from '@capsizecss/metrics/robotoMono/regular';
import type { Plugin } from 'vite';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import subsetFont from 'subset-font';

type Metrics = Parameters<typeof createFontStack>[0][number];

interface Face {
  family: 'Roboto' | 'Roboto Mono';
  /** The @fontsource package and the stem of its latin file: `files/<file>.woff2`. */
  pkg: '@fontsource/roboto' | '@fontsource/roboto-mono';
  file: string;
  weight: number;
  font: Metrics;
  /** The local font that stands in until the web font arrives. */
  fallback: Metrics;
}

const roboto = (weight: number, font: Metrics, fallback: Metrics): Face => ({
  family: 'Roboto',
  pkg: '@fontsource/roboto',
  file: `roboto-latin-${weight}-normal`,
  weight,
  font,
  fallback,
});

/**
 * Every web-font face the site loads, with the local font that stands in for it until it arrives.
 * Bold text falls back to Arial Bold: a synthesised bold of Arial is wider than Roboto Bold and would
 * re-wrap headings.
 */
export const FACES: Face[] = [
  roboto(300, roboto300, arial),
  roboto(400, roboto400, arial),
  roboto(500, roboto500, arial),
  roboto(700, roboto700, arialBold),
  {
    family: 'Roboto Mono',
    pkg: '@fontsource/roboto-mono',
    file: 'roboto-mono-latin-400-normal',
    weight: 400,
    font: robotoMono,
    fallback: courierNew,
  },
];

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

/** Writes a file only when its bytes change (a watching server sees no change otherwise), atomically. */
async function writeIfChanged(file: string, bytes: Buffer | string): Promise<void> {
  const next = typeof bytes === 'string' ? Buffer.from(bytes) : bytes;
  if (existsSync(file) && (await readFile(file)).equals(next)) return;
  const temp = `${file}.${process.pid}.tmp`;
  await writeFile(temp, next);
  await rename(temp, file);
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
export async function writeWebFonts(): Promise<void> {
  await mkdir(WEB_FONTS_DIR, { recursive: true });
  // Vite reads its config several times a build: the files are made again only when what they are
  // made of changes (the fonts, the core characters, this code's output format).
  const fallbacks = fontFallbackCss();
  const wholes = await Promise.all(FACES.map((face) => readFile(wholeFile(face))));
  const hash = createHash('sha1').update(`${FORMAT_VERSION}\0${CORE_POINTS.join(',')}\0${fallbacks}`);
  for (const bytes of wholes) hash.update(bytes);
  const key = hash.digest('hex');
  const stamp = path.join(WEB_FONTS_DIR, 'faces.key');
  const made = [
    stamp,
    path.join(WEB_FONTS_DIR, 'faces.css'),
    ...FACES.map((f) => path.join(WEB_FONTS_DIR, coreFile(f))),
  ];
  if (made.every((file) => existsSync(file)) && (await readFile(stamp, 'utf8')) === key) return;
  const core = new Set(CORE_POINTS);
  const rules: string[] = [];
  for (const [i, face] of FACES.entries()) {
    const subset = await subsetFont(wholes[i]!, CORE_TEXT, { targetFormat: 'woff2' });
    await writeIfChanged(path.join(WEB_FONTS_DIR, coreFile(face)), subset);
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
  await writeIfChanged(path.join(WEB_FONTS_DIR, 'faces.css'), `${rules.join('\n')}\n${fallbacks}\n`);
  await writeIfChanged(stamp, key);
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
 * The `@font-face` rules of the fallback families: "Roboto Fallback" and "Roboto Mono Fallback",
 * which the theme's font stacks (`src/styles/_theme.scss`) name right after each web font. Capsize
 * computes size-adjust and the ascent, descent and line-gap overrides from both fonts' published
 * metrics, so text set in the fallback takes the same room as the web font and nothing moves when
 * the web font swaps in.
 */
export function fontFallbackCss(): string {
  return FACES.map(({ weight, font, fallback }) => {
    const { fontFaces } = createFontStack([font, fallback], {
      fontFaceFormat: 'styleObject',
      fontFaceProperties: { fontWeight: String(weight), fontStyle: 'normal' },
    });
    return fontFaces
      .map(({ '@font-face': face }) => {
        const clones = (metricClones[fallback.fullName ?? fallback.familyName] ?? []).map((n) => `local('${n}')`);
        const declarations = Object.entries({ ...face, src: [face.src, ...clones].join(', ') }).map(
          ([property, value]) => `  ${property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}: ${String(value)};`,
        );
        return `@font-face {\n${declarations.join('\n')}\n}`;
      })
      .join('\n');
  }).join('\n');
}

/**
 * Writes the web fonts (`writeWebFonts`) before anything is built or served; the root route imports
 * `@web-fonts/faces.css` and preloads two core files.
 */
export function webFontsPlugin(): Plugin {
  return {
    name: 'web-fonts',
    config: async () => {
      await writeWebFonts();
      return { resolve: { alias: { [WEB_FONTS_ALIAS]: WEB_FONTS_DIR } } };
    },
  };
}
