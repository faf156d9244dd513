import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * What a test file says of itself in its first lines, instead of a list kept in the config:
 *
 * - `// @project <name>: <why>`: it runs in that project of `vitest.config.ts` rather than its folder's
 *   (an end-to-end file sharing the built copy or the editor server runs in `e2e-builds`, one at a time;
 *   a unit file named `.ts` that draws components runs in `unit-dom`).
 * - `// @takes <n> s`: about how long it takes on a busy machine, so that the long files start first
 *   (`longest-first.ts`); a file without it counts as short.
 */
export interface TestTags {
  project?: string;
  seconds?: number;
}

/** The lines read for tags: they stand above the imports. */
const HEAD = 6;
const PROJECT = /^\/\/ @project ([\w-]+):/;
const TAKES = /^\/\/ @takes (\d+) s\b/;

export function tagsOf(file: string): TestTags {
  const tags: TestTags = {};
  for (const line of readFileSync(file, 'utf8').split('\n', HEAD)) {
    tags.project ??= PROJECT.exec(line)?.[1];
    const takes = TAKES.exec(line)?.[1];
    if (takes !== undefined) tags.seconds ??= Number(takes);
  }
  return tags;
}

/** The test files under `dir` (relative to `root`, with forward slashes) that name `project` as theirs. */
export function filesOfProject(root: string, dir: string, project: string): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => `${dir}/${file.replace(/\\/g, '/')}`)
    .filter((file) => tagsOf(path.join(root, file)).project === project)
    .sort();
}
