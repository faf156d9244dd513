import path from 'node:path';

/** `src/routes.ts`: the route table, where a developer adds a route module of their own. */
export const ROUTES_MODULE = path.resolve('src/routes.ts');

interface RouteEntry {
  path?: string | undefined;
  file: string;
  children?: RouteEntry[] | undefined;
}

/** A path React Router prerenders for a route module with no parameter or splat, and that module. */
export interface StaticRoute {
  path: string;
  /** The route module, relative to the project (`src/routes/landing.tsx`). */
  file: string;
}

/** The routes of `src/routes.ts` with a path of their own, as React Router's `getStaticPaths` finds them. */
export function staticRoutes(routes: readonly RouteEntry[], prefix = ''): StaticRoute[] {
  return routes.flatMap((route) => {
    const joined = [prefix, route.path ?? ''].join('/').replace(/\/\/+/g, '/');
    const fixed = route.path && !route.path.split('/').some((s) => s.startsWith(':') || s === '*');
    const own = fixed ? [{ path: joined.replace(/(.+)\/$/, '$1'), file: `src/${route.file}` }] : [];
    return [...own, ...staticRoutes(route.children ?? [], joined)];
  });
}
