import path from 'node:path';
import type { PartialContent } from './load';
import type { Problem } from './problem';

/** What keeps a page from drawing while developing: the problems to show. */
export interface BlockingProblems {
  problems: Problem[];
  /** True when the problems are in a file every page depends on (`_site.ts`, a shared `_` file). */
  everyPage: boolean;
}

/** `_site.ts`, `_people.ts`, a `_group.ts`: a data file that is not a page, on which pages depend. */
const isSharedFile = (file: string) => path.basename(file).startsWith('_');

const problemKey = ({ file, message }: Problem) => `${file}\n${message}`;

/**
 * What keeps the page at `urlPath` from drawing on the development server, if anything. A problem in
 * one page file stops that page only; one in a shared file (the site settings, any `_` file) stops
 * every page, which shows it. The menus' problems stop none: the menus are drawn from what loads.
 */
export function pageBlockers(
  urlPath: string,
  problems: readonly Problem[],
  partial: PartialContent,
): BlockingProblems | undefined {
  const menus = new Set(partial.menuProblems.map(problemKey));
  const shared = problems.filter((problem) => isSharedFile(problem.file) && !menus.has(problemKey(problem)));
  if (shared.length > 0) return { problems: shared, everyPage: true };
  if (!partial.content) return { problems: [...problems], everyPage: true };
  const file = partial.pageFiles.find((route) => route.path === urlPath)?.file;
  if (!file || partial.content.pages.some((page) => page.path === urlPath)) return undefined;
  const own = problems.filter((problem) => problem.file === file);
  return { problems: own.length > 0 ? own : [...problems], everyPage: false };
}
