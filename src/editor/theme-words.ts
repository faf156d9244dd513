import type { DataPath } from '../content/problem';
import { AA_TEXT, type ContrastMiss, RADII, SHADOWS, type ThemeColor } from '../../schema/theme';

/*
 * The site's style (`theme` in _site.ts) in a marketer's words: the Site style panel's labels and help,
 * its contrast problems, and the places Publish's review names.
 */

/** Each colour's label, and what it colours on the site. */
export const COLOR_WORDS: Readonly<Record<ThemeColor, { label: string; help: string }>> = {
  primary: { label: 'Main colour', help: 'Main buttons, links and highlights: what asks for a click.' },
  secondary: { label: 'Second colour', help: 'Quieter buttons and badges beside the main ones.' },
  info: { label: 'Information', help: 'Notes, tips and info badges.' },
  success: { label: 'Success', help: 'Confirmations and good news.' },
  warning: { label: 'Warning', help: 'Cautions that need a second look.' },
  danger: { label: 'Danger', help: 'Errors, and actions that cannot be undone.' },
  light: { label: 'Light', help: 'Pale sections and light buttons; they take the dark colour for their text.' },
  dark: { label: 'Dark', help: 'Dark sections, and the text on light ones.' },
};

export const RADIUS_WORDS: Readonly<Record<(typeof RADII)[number], string>> = {
  none: 'Square',
  small: 'Slightly rounded',
  medium: 'Rounded',
  large: 'Very rounded',
};

export const SHADOW_WORDS: Readonly<Record<(typeof SHADOWS)[number], string>> = {
  flat: 'Flat (no shadows)',
  soft: 'Soft',
  raised: 'Raised',
};

/** The theme's other settings: label and help. */
export const SETTING_WORDS = {
  font: { label: 'Text font', help: 'The typeface of paragraphs, buttons and menus.' },
  headingFont: { label: 'Headings font', help: 'The typeface of titles and headings.' },
  radius: { label: 'Corners', help: 'How round the corners of buttons, cards and fields are.' },
  shadows: { label: 'Shadows', help: 'How far cards and buttons stand out from the page.' },
} as const;

/** "White text on this colour reads at 1.6:1; it needs 4.5:1." */
export function missInWords(miss: ContrastMiss): string {
  const text = miss.text.toLowerCase() === '#ffffff' ? 'White text' : 'Dark text (the Dark colour)';
  return `${text} on this colour reads at ${miss.ratio.toFixed(1)}:1; it needs ${AA_TEXT}:1.`;
}

/** A place in the theme in words: `['theme', 'colors', 'primary']` → "Site style › Main colour". */
export function themePlace(at: DataPath): string {
  const [, group, name] = at;
  if (group === 'colors' && typeof name === 'string' && name in COLOR_WORDS) {
    return `Site style › ${COLOR_WORDS[name as ThemeColor].label}`;
  }
  if (typeof group === 'string' && group in SETTING_WORDS) {
    return `Site style › ${SETTING_WORDS[group as keyof typeof SETTING_WORDS].label}`;
  }
  return group === 'colors' ? 'Site style › Colours' : 'Site style';
}
