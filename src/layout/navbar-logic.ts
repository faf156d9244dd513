import type { Layout } from '../../schema/page';
import type { Site } from '../../schema/site';

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

/**
 * Bootstrap classes for the bar. Below 992 px the bar always has dark text on white (CSS); a
 * transparent sticky bar turns to frosted glass with dark text once content scrolls under it, which
 * `src/client/site-navbar.ts` marks with `navbar-glass`.
 */
export function navbarClasses(options: Layout['navbar']): string {
  let tone = 'navbar-on-image';
  if (options.variant === 'dark') tone = 'navbar-dark';
  else if (options.darkText || options.variant === 'light') tone = 'navbar-light';
  // A light or dark bar's variant class is its tone's already: each class is written once.
  const classes = new Set([
    'navbar navbar-expand-lg site-navbar',
    `navbar-${options.variant}`,
    tone,
    options.sticky ? 'sticky-top navbar-sticky' : 'position-absolute w-100 top-0',
  ]);
  return [...classes].join(' ');
}
