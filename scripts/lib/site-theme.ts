import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gradientOf, linkColorOf, type Theme, THEME_COLORS, themeSchema } from '../../schema/theme';

/**
 * The site's theme (`theme` in pages-data/_site.ts) as Sass variables, in a file every stylesheet reads
 * before the defaults of src/styles/_theme.scss: `@import '@site-theme/theme'`. The build writes it from
 * the validated settings before it bundles; the development server whenever the settings change, and
 * Vite then restyles the open pages and the editor's canvas without a restart.
 */
export const SITE_THEME_DIR = fileURLToPath(new URL('../../.cache/site-theme', import.meta.url));
export const SITE_THEME_ALIAS = '@site-theme';
export const SITE_THEME_FILE = '_theme.scss';
/** The theme as JSON beside it, which the web fonts' build reads (scripts/lib/fonts.ts). */
export const THEME_FONTS_FILE = 'theme.json';

/** A family's font stack: the web font, its metric-matched fallback (scripts/lib/fonts.ts), system fonts. */
const fontStack = (family: string) =>
  `'${family}', '${family} Fallback', system-ui, -apple-system, 'Segoe UI', Helvetica, Arial, sans-serif`;

/** Corner radii of each `radius`: fields and buttons, large parts (cards, tiles), pills' ends. */
const RADII: Record<Theme['radius'], { base: string; small: string; large: string; xl: string }> = {
  none: { base: '0', small: '0', large: '0', xl: '0' },
  small: { base: '0.25rem', small: '0.1875rem', large: '0.375rem', xl: '0.5rem' },
  medium: { base: '0.5rem', small: '0.375rem', large: '0.75rem', xl: '1rem' },
  large: { base: '0.75rem', small: '0.5rem', large: '1.25rem', xl: '1.5rem' },
};

/** Shadows of each `shadows`: Bootstrap's three, and the buttons' at rest and raised. */
const SHADOWS: Record<Theme['shadows'], { sm: string; base: string; lg: string; button: number }> = {
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

/** The theme as Sass variables (`$primary`, `$gradients`, `$border-radius`, `$box-shadow`…). */
export function themeScss(theme: Theme): string {
  const { colors } = theme;
  const radius = RADII[theme.radius];
  const shadow = SHADOWS[theme.shadows];
  const gradients = THEME_COLORS.map((name) => {
    const [start, end] = gradientOf(name, colors);
    return `  '${name}': (${start}, ${end}),`;
  });
  const [, lightEnd] = gradientOf('light', colors);
  return [
    '// Written from the `theme` of pages-data/_site.ts (scripts/lib/site-theme.ts): do not edit.',
    ...THEME_COLORS.map((name) => `$${name}: ${colors[name]};`),
    `$link-color: ${linkColorOf(colors)};`,
    `$gradients: (\n${gradients.join('\n')}\n  'white': (#ffffff, ${lightEnd}),\n);`,
    `$font-family-sans-serif: ${fontStack(theme.font)};`,
    `$headings-font-family: ${fontStack(theme.headingFont)};`,
    `$border-radius: ${radius.base};`,
    `$border-radius-sm: ${radius.small};`,
    `$border-radius-lg: ${radius.large};`,
    `$border-radius-xl: ${radius.xl};`,
    `$border-radius-xxl: ${radius.xl};`,
    `$card-border-radius: ${radius.large};`,
    `$btn-border-radius: ${radius.base};`,
    `$box-shadow-sm: ${shadow.sm};`,
    `$box-shadow: ${shadow.base};`,
    `$box-shadow-lg: ${shadow.lg};`,
    `$button-shadow-strength: ${shadow.button};`,
    '',
  ].join('\n');
}

/**
 * Writes the theme's Sass file when it changed (a file written again unchanged would restyle every
 * open page for nothing), atomically; with no theme, the default one when there is no file yet.
 * Returns whether it wrote.
 */
export function writeSiteTheme(theme?: Theme, dir = SITE_THEME_DIR): boolean {
  const file = path.join(dir, SITE_THEME_FILE);
  if (!theme && existsSync(file)) return false;
  const chosen = theme ?? themeSchema.parse({});
  const json = `${JSON.stringify(chosen, null, 2)}\n`;
  const wroteJson = writeIfChanged(path.join(dir, THEME_FONTS_FILE), json);
  return writeIfChanged(file, themeScss(chosen)) || wroteJson;
}

/** Writes `text` atomically when it differs from the file's; says whether it wrote. */
function writeIfChanged(file: string, text: string): boolean {
  if (existsSync(file) && readFileSync(file, 'utf8') === text) return false;
  mkdirSync(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, text);
  renameSync(temp, file);
  return true;
}
