// A save is checked as `npm run build -- --strict` checks the whole site: every page, the site settings,
// names, links and anchors across files. A save may keep what was already wrong elsewhere (so nobody is
// locked out by another file), but never adds a problem. Only a translation lagging behind (a new
// navbar label with no German text yet, a German text for a label since removed) does not hold up a
// save: the translation follows the default language, and validate and the strict build still say so.
import path from 'node:path';
import { routePathFromFile } from '../../../src/content/files';
import type { ContentOverlay, ImportModule } from '../../../src/content/sources';
import { loadContent } from '../../../src/content/load';
import type { Problem } from '../../../src/content/problem';
import type { SiteBreak } from '../../../src/editor/api';
import { fileProblemInWords } from '../../../src/editor/words';

/**
 * Everything a strict build would refuse in the site, or in the site as `overlay` changes it; each
 * problem keeps the data of its file as read, for the editor to say it in words.
 */
export async function siteProblems(
  importModule: ImportModule,
  dir: string,
  overlay?: ContentOverlay,
): Promise<SiteProblem[]> {
  const { problems, warnings, rawData } = await loadContent(importModule, dir, overlay);
  const blocking = warnings.filter((warning) => warning.topic !== 'translation');
  return [...problems, ...blocking].map((problem) => ({ ...problem, data: rawData.get(problem.file) }));
}

/** A problem of the site, with the data of the file it is in. */
export interface SiteProblem extends Problem {
  data?: unknown;
}

const keyOf = (problem: Problem) => `${problem.file}\u0000${problem.message}`;

/**
 * The problems of `after` that `before` did not have. Told apart by file and message, not by place, since
 * a save moves the places of what follows its edit; `renamed` gives a moved page's old file name.
 */
export function addedProblems<T extends Problem>(
  before: readonly Problem[],
  after: readonly T[],
  renamed: ReadonlyMap<string, string> = new Map(),
): T[] {
  const counts = new Map<string, number>();
  for (const problem of before) counts.set(keyOf(problem), (counts.get(keyOf(problem)) ?? 0) + 1);
  return after.filter((problem) => {
    const key = keyOf({ ...problem, file: renamed.get(problem.file) ?? problem.file });
    const left = counts.get(key) ?? 0;
    counts.set(key, left - 1);
    return left <= 0;
  });
}

/** A problem a save would cause, told to the person at the editor. */
export function siteBreak(problem: SiteProblem, dir: string): SiteBreak {
  const inside = path.relative(dir, path.resolve(problem.file)).replace(/\\/g, '/');
  return {
    file: problem.file,
    page: routePathFromFile(inside),
    text: fileProblemInWords(problem, problem.data, problem.file).text,
    where: problem.where,
    message: problem.message,
    path: problem.path,
    line: problem.line,
    warning: problem.severity === 'warning',
  };
}
