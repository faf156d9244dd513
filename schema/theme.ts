import Color from 'colorjs.io';
import { z } from 'zod';
import { expecting } from './errors';

// The site's look as data (`theme` in pages-data/_site.ts): eight colours, the corners' radius and the
// shadows' depth. Everything else the stylesheets colour is derived from the eight here, as the
// Material kit derives it: the gradients' two ends, the links' colour, the buttons' coloured shadows.
// The contrast of every text drawn on a colour is checked here, where a marketer can still fix it.

export const THEME_COLORS = ['primary', 'secondary', 'info', 'success', 'warning', 'danger', 'light', 'dark'] as const;
export type ThemeColor = (typeof THEME_COLORS)[number];

/** The colours the site is drawn in when its settings name none. */
export const DEFAULT_COLORS: Readonly<Record<ThemeColor, string>> = {
  primary: '#1a73e8',
  secondary: '#5c6278',
  info: '#00838f',
  success: '#2e7d32',
  warning: '#b85c00',
  danger: '#d32f2f',
  light: '#f0f2f5',
  dark: '#344767',
};

/** The font families installed (@fontsource) that a theme may choose for its text and its headings. */
export const FONT_FAMILIES = ['Roboto', 'Inter'] as const;
export type FontFamily = (typeof FONT_FAMILIES)[number];

export const RADII = ['none', 'small', 'medium', 'large'] as const;
export const SHADOWS = ['flat', 'soft', 'raised'] as const;

/** A family's font stack: the web font, its metric-matched fallback (scripts/lib/build/fonts.ts), system fonts. */
export const fontStack = (family: string) =>
  `'${family}', '${family} Fallback', system-ui, -apple-system, 'Segoe UI', Helvetica, Arial, sans-serif`;

/** Corner radii of each `radius`: fields and buttons, large parts (cards, tiles), pills' ends. */
export const RADIUS_SIZES: Readonly<
  Record<(typeof RADII)[number], { base: string; small: string; large: string; xl: string }>
> = {
  none: { base: '0', small: '0', large: '0', xl: '0' },
  small: { base: '0.25rem', small: '0.1875rem', large: '0.375rem', xl: '0.5rem' },
  medium: { base: '0.5rem', small: '0.375rem', large: '0.75rem', xl: '1rem' },
  large: { base: '0.75rem', small: '0.5rem', large: '1.25rem', xl: '1.5rem' },
};

/** Shadows of each `shadows`: Bootstrap's three, and the strength of the buttons' coloured shadow. */
export const SHADOW_DEPTHS: Readonly<
  Record<(typeof SHADOWS)[number], { sm: string; base: string; lg: string; button: number }>
> = {
  flat: { sm: 'none', base: 'none', lg: 'none', button: 0 },
  soft: {
    sm: '0 1px 6px 0 rgba(0, 0, 0, 0.06)',
    base: '0 2px 4px -1px rgba(0, 0, 0, 0.08)',
    lg: '0 4px 16px -4px rgba(20, 20, 20, 0.12)',
    button: 0.5,
  },
  raised: {
    sm: '0 2px 12px 0 rgba(0, 0, 0, 0.08)',
    base: '0 4px 6px -1px rgba(0, 0, 0, 0.1), 0 2px 4px -1px rgba(0, 0, 0, 0.06)',
    lg: '0 8px 26px -4px rgba(20, 20, 20, 0.15), 0 8px 9px -5px rgba(20, 20, 20, 0.06)',
    button: 1,
  },
};

/** WCAG 2.2 AA: text up to 18.66 px bold, as the buttons and badges are, needs 4.5:1. */
export const AA_TEXT = 4.5;
const WHITE = '#ffffff';
const BLACK = '#000000';

const hexColorSchema = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, expecting('a colour as "#" and six hex digits, e.g. "#1a73e8"'))
  .overwrite((hex) => hex.toLowerCase());

const hex = (color: Color) => color.to('srgb').toString({ format: 'hex', collapse: false });

/** The WCAG 2.1 contrast ratio of two colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  return Color.contrastWCAG21(new Color(a), new Color(b));
}

/** `a` mixed with `b`, `amount` of the way to `b`, in sRGB (as Sass's `mix`). */
function mix(a: string, b: string, amount: number): string {
  return hex(Color.mix(a, b, amount, { space: 'srgb' }) as Color);
}

/** The text drawn on a colour: dark on `light`, white on every other. */
export function textOn(name: ThemeColor, colors: Readonly<Record<ThemeColor, string>>): string {
  return name === 'light' ? colors.dark : WHITE;
}

/**
 * A colour's gradient, lighter end first, as the kit draws buttons and tiles: the darker end a fifth of
 * the way to black; the lighter end the palest tint of the colour (up to a third of the way to white)
 * under which its text still reads at AA, so the whole gradient reads as well as the colour itself.
 */
export function gradientOf(name: ThemeColor, colors: Readonly<Record<ThemeColor, string>>): [string, string] {
  const base = colors[name];
  const text = textOn(name, colors);
  if (name === 'light') return [mix(base, WHITE, 0.5), mix(base, BLACK, 0.06)];
  // Dark grounds (dark sections, a dark card or button) deepen towards black instead of paling, so the
  // dark of a button, a card and a section band is one colour.
  if (name === 'dark') return [base, mix(base, BLACK, 0.45)];
  let start = base;
  for (let amount = 0.02; amount <= 0.34; amount += 0.02) {
    const tint = mix(base, WHITE, amount);
    if (contrastRatio(tint, text) < AA_TEXT) break;
    start = tint;
  }
  return [start, mix(base, BLACK, 0.2)];
}

/** The pale background of each colour's alerts and subtle badges: Bootstrap's `bg-subtle`, 80 % white. */
export function subtleOf(color: string): string {
  return mix(color, WHITE, 0.8);
}

/** What running text is drawn on: white, `light`, and every colour's alert background. */
export function textBackgrounds(colors: Readonly<Record<ThemeColor, string>>): string[] {
  return [WHITE, colors.light, ...THEME_COLORS.map((name) => subtleOf(colors[name]))];
}

/**
 * The links' colour: the primary colour, darkened until it reads at AA on every background running text
 * is drawn on (white, `light`, each alert's).
 */
export function linkColorOf(colors: Readonly<Record<ThemeColor, string>>): string {
  const backgrounds = textBackgrounds(colors);
  for (let amount = 0; amount <= 1; amount += 0.02) {
    const link = mix(colors.primary, BLACK, amount);
    if (backgrounds.every((background) => contrastRatio(link, background) >= AA_TEXT)) return link;
  }
  return BLACK;
}

/**
 * The colour nearest to `color` (by its lightness alone, its hue and chroma kept) that `text` reads on
 * at `ratio`, or undefined when none does.
 */
export function nearestPassing(color: string, text: string, ratio = AA_TEXT): string | undefined {
  const start = new Color(color).to('oklch');
  const lightness = start.coords[0] ?? 0;
  // Towards black for light text, towards white for dark text.
  const direction = contrastRatio(text, BLACK) > contrastRatio(text, WHITE) ? -1 : 1;
  for (let step = 1; step <= 100; step++) {
    const l = lightness + (direction * step) / 200;
    if (l < 0 || l > 1) break;
    const candidate = start.clone();
    candidate.coords[0] = l;
    const shown = hex(candidate.toGamut({ space: 'srgb' }));
    if (contrastRatio(shown, text) >= ratio) return shown;
  }
  return undefined;
}

export interface ContrastMiss {
  /** The colour that fails. */
  name: ThemeColor;
  message: string;
  /** The text drawn on it (white, or `dark`), the lowest ratio found (cut to one decimal), the nearest colour that passes. */
  text: string;
  ratio: number;
  passing?: string;
}

/** "white" or "dark text (#344767)": the text drawn on a colour, in words. */
const textInWords = (text: string) => (text === WHITE ? 'white text' : `dark text (${text})`);

/**
 * The colours under which their text does not reach AA (4.5:1): each with the ratio found and the
 * nearest colour that passes. The gradients and links are derived to pass whenever the colours do.
 */
export function contrastMisses(colors: Readonly<Record<ThemeColor, string>>): ContrastMiss[] {
  const misses: ContrastMiss[] = [];
  for (const name of THEME_COLORS) {
    const text = textOn(name, colors);
    const ends = gradientOf(name, colors);
    const ratio = Math.min(...[colors[name], ...ends].map((shown) => contrastRatio(shown, text)));
    if (ratio >= AA_TEXT) continue;
    const passing = nearestPassing(colors[name], text);
    const where = name === 'light' ? 'light buttons, badges and sections' : 'buttons, badges and gradients';
    const shown = Math.floor(ratio * 10) / 10;
    misses.push({
      name,
      message: `${name} ${colors[name]} under ${textInWords(text)} (${where}) is ${shown.toFixed(1)}:1; AA needs ${AA_TEXT}:1${passing ? ` — ${passing} passes` : ''}`,
      text,
      ratio: shown,
      ...(passing ? { passing } : {}),
    });
  }
  return misses;
}

export const themeSchema = z
  .strictObject({
    colors: z
      .strictObject(
        Object.fromEntries(
          THEME_COLORS.map((name) => [
            name,
            hexColorSchema
              .default(DEFAULT_COLORS[name])
              .describe(`The ${name} colour, e.g. "${DEFAULT_COLORS[name]}".`),
          ]),
        ) as Record<ThemeColor, z.ZodDefault<typeof hexColorSchema>>,
      )
      .prefault({})
      .describe(
        'The eight colours as "#rrggbb": white text is drawn on each but `light`, which takes `dark` text; gradients, hover shades and links are derived from them.',
      ),
    font: z
      .enum(FONT_FAMILIES)
      .default('Roboto')
      .describe('Font of the text: "Roboto" or "Inter". Only the faces of the fonts chosen are shipped.'),
    headingFont: z.enum(FONT_FAMILIES).default('Roboto').describe('Font of the headings: "Roboto" or "Inter".'),
    radius: z
      .enum(RADII)
      .default('medium')
      .describe('Corners of cards, buttons and fields: "none" (square), "small", "medium" or "large".'),
    shadows: z
      .enum(SHADOWS)
      .default('raised')
      .describe('Depth of cards and buttons: "flat" (none), "soft" or "raised" (the Material look).'),
  })
  .superRefine((theme, ctx) => {
    for (const miss of contrastMisses(theme.colors)) {
      ctx.addIssue({
        code: 'custom',
        path: ['colors', miss.name],
        input: theme.colors[miss.name],
        message: miss.message,
      });
    }
  });

export type Theme = z.output<typeof themeSchema>;
export type ThemeInput = z.input<typeof themeSchema>;
