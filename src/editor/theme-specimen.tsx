// Every family a theme may choose, for the preview: the editor's page has only the faces of the fonts
// the site wears now (FONT_FAMILIES in schema/theme.ts).
import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-500.css';
import '@fontsource/inter/latin-700.css';
import '@fontsource/roboto/latin-400.css';
import '@fontsource/roboto/latin-500.css';
import '@fontsource/roboto/latin-700.css';
import type { CSSProperties } from 'react';
import {
  fontStack,
  gradientOf,
  linkColorOf,
  RADIUS_SIZES,
  SHADOW_DEPTHS,
  subtleOf,
  textOn,
  type Theme,
  THEME_COLORS,
  type ThemeColor,
} from '../../schema/theme';
import { COLOR_WORDS } from './theme-words';

/** `#rrggbb` at `alpha`, as Sass's `rgba($colour, alpha)`. */
function rgba(hex: string, alpha: number): string {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  return `rgba(${r}, ${g}, ${b}, ${Number(alpha.toFixed(3))})`;
}

/** A colour's gradient as the stylesheets draw it (`.bg-gradient-*`, src/styles/_material.scss). */
const gradient = (name: ThemeColor, colors: Theme['colors']) => {
  const [start, end] = gradientOf(name, colors);
  return `linear-gradient(195deg, ${start} 0%, ${end} 100%)`;
};

/** A button's shadow in its own colour, as `.btn-gradient-*` casts it at the theme's strength. */
function buttonShadow(name: ThemeColor, theme: Theme): string {
  const strength = SHADOW_DEPTHS[theme.shadows].button;
  if (strength === 0) return 'none';
  const [, shade] = gradientOf(name, theme.colors);
  return [
    `0 3px 3px 0 ${rgba(shade, 0.15 * strength)}`,
    `0 3px 1px -2px ${rgba(shade, 0.2 * strength)}`,
    `0 1px 5px 0 ${rgba(shade, 0.15 * strength)}`,
  ].join(', ');
}

/**
 * A small piece of the site drawn in `theme`, for the Site style panel: a card with a badge, a heading,
 * running text with a link, a gradient button with its coloured shadow, an outline button, an alert, and
 * each colour's gradient with its text. Every colour comes from the functions the build uses
 * (`schema/theme.ts`), so what it shows is what the pages will wear.
 */
export function ThemeSpecimen({ theme }: { theme: Theme }) {
  const { colors } = theme;
  const radius = RADIUS_SIZES[theme.radius];
  const shadows = SHADOW_DEPTHS[theme.shadows];
  const link = linkColorOf(colors);
  const text: CSSProperties = { fontFamily: fontStack(theme.font), color: colors.dark };
  const button: CSSProperties = { borderRadius: radius.base };
  return (
    <figure className="editor-style-specimen" style={text}>
      <figcaption className="editor-style-caption">Preview</figcaption>
      <div
        className="editor-style-card"
        style={{ borderRadius: radius.large, boxShadow: shadows.lg }}
        data-style-specimen-card
      >
        <span
          className="editor-style-badge"
          style={{
            background: gradient('success', colors),
            color: textOn('success', colors),
            borderRadius: radius.small,
          }}
        >
          New
        </span>
        <p className="editor-style-heading" style={{ fontFamily: fontStack(theme.headingFont) }}>
          Software your business can rely on
        </p>
        <p className="editor-style-text">
          We plan, build and run it with you.{' '}
          <span className="editor-style-link" style={{ color: link }}>
            See how we work
          </span>{' '}
          before you decide.
        </p>
        <div className="editor-style-buttons">
          <span
            className="editor-style-button"
            style={{
              ...button,
              backgroundImage: gradient('primary', colors),
              color: textOn('primary', colors),
              boxShadow: buttonShadow('primary', theme),
            }}
            data-style-specimen-button
          >
            Get started
          </span>
          <span
            className="editor-style-button"
            style={{ ...button, border: `1px solid ${colors.primary}`, color: link, background: '#fff' }}
          >
            Learn more
          </span>
        </div>
      </div>
      <div
        className="editor-style-alert"
        style={{ background: subtleOf(colors.info), borderRadius: radius.base, borderColor: subtleOf(colors.dark) }}
      >
        <strong>Good to know:</strong> our support answers within a day.{' '}
        <span className="editor-style-link" style={{ color: link }}>
          Contact us
        </span>
      </div>
      <ul className="editor-style-swatches" aria-label="The colours with the text drawn on them">
        {THEME_COLORS.map((name) => (
          <li
            key={name}
            style={{ background: gradient(name, colors), color: textOn(name, colors), borderRadius: radius.small }}
          >
            {COLOR_WORDS[name].label}
          </li>
        ))}
      </ul>
    </figure>
  );
}
