import { existsSync } from 'node:fs';
import path from 'node:path';
import { writeIfChanged } from '../fs/write-file';
import { fileURLToPath } from 'node:url';
import {
  fontStack,
  gradientOf,
  linkColorOf,
  RADIUS_SIZES,
  SHADOW_DEPTHS,
  type Theme,
  THEME_COLORS,
  themeSchema,
} from '../../../schema/theme';

/**
 * The site's theme (`theme` in pages-data/_site.ts) as Sass variables, in a file every stylesheet reads
 * before the defaults of src/styles/_theme.scss: `@import '@site-theme/theme'`. The build writes it from
 * the validated settings before it bundles; the development server whenever the settings change, and
 * Vite then restyles the open pages and the editor's canvas without a restart.
 */
export const SITE_THEME_DIR = fileURLToPath(new URL('../../../.cache/site-theme', import.meta.url));
export const SITE_THEME_ALIAS = '@site-theme';
export const SITE_THEME_FILE = '_theme.scss';
/** The theme as JSON beside it, which the web fonts' build reads (scripts/lib/build/fonts.ts). */
export const THEME_FONTS_FILE = 'theme.json';

/** The theme as Sass variables (`$primary`, `$gradients`, `$border-radius`, `$box-shadow`…). */
export function themeScss(theme: Theme): string {
  const { colors } = theme;
  const radius = RADIUS_SIZES[theme.radius];
  const shadow = SHADOW_DEPTHS[theme.shadows];
  const gradients = THEME_COLORS.map((name) => {
    const [start, end] = gradientOf(name, colors);
    return `  '${name}': (${start}, ${end}),`;
  });
  const [, lightEnd] = gradientOf('light', colors);
  return [
    '// Written from the `theme` of pages-data/_site.ts (scripts/lib/build/site-theme.ts): do not edit.',
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
