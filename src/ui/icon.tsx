import { createContext, useContext } from 'react';

/** SVG path data of a Material Symbol, or a brand icon's path with its own view box. */
export type IconGlyph = string | { viewBox: string; d: string };

const MATERIAL_VIEW_BOX = '0 -960 960 960';

/** Icon name → SVG path data, filled per page at build time with the icons that page uses. */
const IconContext = createContext<Readonly<Record<string, IconGlyph>>>({});
export const IconProvider = IconContext.Provider;

/** The icons this page was built with, by name. */
export function useIcons(): Readonly<Record<string, IconGlyph>> {
  return useContext(IconContext);
}

interface IconProps {
  name: string;
  className?: string;
  /** Accessible name; without it the icon is decorative and hidden from assistive technology. */
  title?: string;
}

/** An icon as inline SVG, sized to the surrounding text. */
export function Icon({ name, className, title }: IconProps) {
  const glyph = useContext(IconContext)[name];
  if (glyph === undefined) throw new Error(`Icon "${name}" was not loaded for this page.`);
  const { viewBox, d } = typeof glyph === 'string' ? { viewBox: MATERIAL_VIEW_BOX, d: glyph } : glyph;
  return (
    <svg
      className={className ? `icon ${className}` : 'icon'}
      viewBox={viewBox}
      width="1em"
      height="1em"
      fill="currentColor"
      focusable="false"
      aria-hidden={title ? undefined : true}
      role={title ? 'img' : undefined}
    >
      {title ? <title>{title}</title> : null}
      <path d={d} />
    </svg>
  );
}
