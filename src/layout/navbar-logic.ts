import type { Layout } from '../../schema/page';
import type { Site } from '../../schema/site';

/** Below this width the navbar is in its mobile form (spec: 992 px). */
export const DESKTOP_MIN_WIDTH = 992;

export type NavLink = Site['navbar']['links'][number];

/** The links shown on `pathname`: a link is hidden on the exact paths in its `hideOn`. */
export function visibleLinks(links: readonly NavLink[], pathname: string): NavLink[] {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return links.filter((link) => !link.hideOn.includes(path));
}

/** Bootstrap classes for the bar. Dark text is forced in the mobile form, where the menu is light. */
export function navbarClasses(options: Layout['navbar'], isMobile: boolean): string {
  const darkText = options.darkText || isMobile;
  return [
    'navbar navbar-expand-lg site-navbar',
    `navbar-${options.variant}`,
    options.variant === 'dark'
      ? 'navbar-dark'
      : darkText || options.variant === 'light'
        ? 'navbar-light'
        : 'navbar-on-image',
    options.sticky ? 'sticky-top navbar-sticky' : 'position-absolute w-100 top-0',
  ].join(' ');
}

/** Where the logo leads: the named home route on wide screens, `mobileHref` on small ones. */
export function logoHref(brand: Site['brand'], isMobile: boolean): string {
  return isMobile ? brand.mobileHref : brand.href;
}
