import { createContext, useContext } from 'react';

/** Icon name → SVG path data, filled per page at build time with the icons that page uses. */
const IconContext = createContext<Readonly<Record<string, string>>>({});
export const IconProvider = IconContext.Provider;

interface IconProps {
  name: string;
  className?: string;
  /** Accessible name; without it the icon is decorative and hidden from assistive technology. */
  title?: string;
}

/** A Material Symbols icon as inline SVG, sized to the surrounding text. */
export function Icon({ name, className, title }: IconProps) {
  const d = useContext(IconContext)[name];
  if (d === undefined) throw new Error(`Icon "${name}" was not loaded for this page.`);
  return (
    <svg
      className={className ? `icon ${className}` : 'icon'}
      viewBox="0 -960 960 960"
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
