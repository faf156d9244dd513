import type { Layout } from '../../schema/page';
import type { Site } from '../../schema/site';

/** Below this width the navbar is in its mobile form (spec: 992 px). */
export const DESKTOP_MIN_WIDTH = 992;

export type NavLink = Site['navbar']['links'][number];

/** The route path of `pathname` without trailing slashes: hosts may serve `/a/b/` as well as `/a/b`. */
export function routePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
}

/** The links shown on `pathname`: a link is hidden on the exact paths in its `hideOn`. */
export function visibleLinks(links: readonly NavLink[], pathname: string): NavLink[] {
  const path = routePath(pathname);
  return links.filter((link) => !link.hideOn.includes(path));
}

export interface NavbarState {
  /** Below 992 px. */
  isMobile: boolean;
  /** The page has scrolled under a sticky bar. */
  scrolled: boolean;
}

/**
 * Bootstrap classes for the bar. Dark text is forced in the mobile form, where the menu is light, and
 * on a transparent sticky bar once content scrolls under it (it turns to frosted glass).
 */
export function navbarClasses(options: Layout['navbar'], { isMobile, scrolled }: NavbarState): string {
  const glass = options.variant === 'transparent' && options.sticky && scrolled;
  const darkText = options.darkText || isMobile || glass;
  let tone = 'navbar-on-image';
  if (options.variant === 'dark') tone = 'navbar-dark';
  else if (darkText || options.variant === 'light') tone = 'navbar-light';
  return [
    'navbar navbar-expand-lg site-navbar',
    `navbar-${options.variant}`,
    tone,
    glass ? 'navbar-glass' : '',
    options.sticky ? 'sticky-top navbar-sticky' : 'position-absolute w-100 top-0',
  ]
    .filter(Boolean)
    .join(' ');
}

/** Where the logo leads: the named home route on wide screens, `mobileHref` on small ones. */
export function logoHref(brand: Site['brand'], isMobile: boolean): string {
  return isMobile ? brand.mobileHref : brand.href;
}
