// The site settings' `redirects`: old addresses that lead to the page now elsewhere. Checked with the
// whole site (every entry must lead straight to a page), and kept so by `withRedirect` when a page
// moves. No file system in the pure parts, so the visual editor can use them.
import type { Redirect, RedirectInput } from '../../schema/site';
import { didYouMean } from '../../schema/suggest';
import type { Problem } from './problem';
import type { RawFile } from './parse-data';
import { describePath } from './report';
import { routeKey } from './site-links';

/** The page part of a redirect's target: `/new#terms` → `/new`. */
export function redirectPath(to: string): string {
  return routeKey(to.split('#')[0]!);
}

function problem(raw: RawFile, index: number, key: 'from' | 'to', message: string): Problem {
  const at = ['redirects', index, key];
  return { file: raw.file, path: at, where: describePath(at, raw.data), message };
}

/**
 * What is wrong with the validated `redirects`: an old address that is a page's (or a route
 * module's, or the not-found page's), one given twice, a target that is no page, a target that is
 * itself redirected (a chain, or a loop). `pages` maps each published path to the file behind it.
 */
export function redirectProblems(
  raw: RawFile,
  redirects: readonly Redirect[],
  pages: ReadonlyMap<string, string>,
): Problem[] {
  const problems: Problem[] = [];
  const first = new Map<string, number>();
  redirects.forEach(({ from }, i) => {
    const key = routeKey(from);
    const page = pages.get(key);
    if (page !== undefined) {
      problems.push(
        problem(
          raw,
          i,
          'from',
          `"${from}" is the address of a page (${page}): a redirect cannot take it. Remove this entry, or move that page first.`,
        ),
      );
    }
    const twin = first.get(key);
    if (twin !== undefined) {
      problems.push(
        problem(
          raw,
          i,
          'from',
          `"${from}" is already redirected by redirects[${twin}] (to "${redirects[twin]!.to}"): an old address leads to one page. Keep one of the two entries.`,
        ),
      );
    } else {
      first.set(key, i);
    }
  });
  const paths = [...pages.keys()].filter((p) => p !== '/404');
  redirects.forEach(({ to }, i) => {
    const target = redirectPath(to);
    if (first.has(target)) {
      problems.push(problem(raw, i, 'to', chainMessage(redirects, first, i)));
    } else if (!pages.has(target) || target === '/404') {
      problems.push(
        problem(
          raw,
          i,
          'to',
          `"${to}" is no page of the site.${didYouMean(target, paths)} A redirect leads to a page: write its path or { route: "…" } with its name.`,
        ),
      );
    }
  });
  return problems;
}

/** Why entry `start` leads to another redirect: where the chain ends, or that it goes round. */
function chainMessage(redirects: readonly Redirect[], first: ReadonlyMap<string, number>, start: number): string {
  const steps = [redirects[start]!.from];
  const visited = new Set([first.get(routeKey(redirects[start]!.from)) ?? start]);
  let at = start;
  for (;;) {
    const to = redirects[at]!.to;
    steps.push(to);
    const next = first.get(redirectPath(to));
    if (next === undefined) {
      return `"${redirects[start]!.to}" is itself redirected: ${steps.join(' → ')}. Point this entry straight at "${to}", so the old address leads to the page at once.`;
    }
    if (visited.has(next)) {
      return `the redirects go round in a loop (${steps.join(' → ')}) and never reach a page. Point each old address at the page it should lead to.`;
    }
    visited.add(next);
    at = next;
  }
}

/**
 * `redirectProblems` with the pages of the whole site: the data pages (`pages`, path → file), the
 * route modules of `src/routes.ts` (imported as the data files are, so the development server reads
 * its own current copy) and the not-found page.
 */
export async function checkRedirects(
  raw: RawFile,
  redirects: readonly Redirect[],
  pages: readonly { path: string; file: string }[],
  importModule: (file: string) => Promise<unknown>,
): Promise<Problem[]> {
  if (redirects.length === 0) return [];
  const taken = new Map(pages.map((page) => [routeKey(page.path), page.file]));
  taken.set('/404', 'the not-found page');
  try {
    const [routes, { staticRoutes }] = await Promise.all([
      importModule('src/routes.ts').then((mod) => (mod as { default?: unknown }).default),
      import('./route-modules'),
    ]);
    if (Array.isArray(routes)) {
      for (const route of staticRoutes(routes as Parameters<typeof staticRoutes>[0])) {
        if (!taken.has(routeKey(route.path))) taken.set(routeKey(route.path), route.file);
      }
    }
  } catch {
    // A route table that does not load is reported by the build that reads it.
  }
  return redirectProblems(raw, redirects, taken);
}

type Target = RedirectInput['to'];

function pathOf(to: Target): string | undefined {
  return typeof to === 'string' ? redirectPath(to) : undefined;
}

/** `to` with the anchor of `previous` kept, when `to` names none of its own. */
function withHash(to: Target, previous: string): Target {
  const hash = previous.includes('#') ? previous.slice(previous.indexOf('#')) : '';
  if (!hash) return to;
  if (typeof to === 'string') return to.includes('#') ? to : to + hash;
  return to.hash ? to : { ...to, hash };
}

/**
 * The redirects once a page moved from `from` to `to` (a path, or the page by name): `from → to` is
 * added (replacing an entry for `from`), an entry that led to `from` now leads to `to` (A→B then
 * B→C gives A→C and B→C, no chain), and an entry for the address `to` is dropped (the page moved
 * back there). Nothing is added when `to` is `from`. The list given is left as it was.
 */
export function withRedirect(redirects: readonly RedirectInput[], from: string, to: Target): RedirectInput[] {
  const fromKey = routeKey(from);
  const toKey = pathOf(to);
  const kept = redirects
    .filter((entry) => {
      const key = routeKey(entry.from);
      return key !== fromKey && key !== toKey;
    })
    .map((entry) =>
      typeof entry.to === 'string' && redirectPath(entry.to) === fromKey
        ? { ...entry, to: withHash(to, entry.to) }
        : entry,
    );
  return toKey === fromKey ? kept : [...kept, { from: fromKey, to }];
}
