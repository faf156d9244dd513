import { statSync } from 'node:fs';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { tagsOf } from './test-tags';

/**
 * How long a file takes, as it says in its first lines (`// @takes 220 s`, measured on a busy machine:
 * tests/support/test-tags.ts); 0 for a file that does not say, a short one.
 */
const seconds = (file: TestSpecification) => tagsOf(file.moduleId).seconds ?? 0;

const size = (file: TestSpecification) => statSync(file.moduleId).size;

/**
 * The same order on every machine, fresh clone or not (Vitest's own order follows the timings of the
 * last run when it has them): within each project, the files that say they take long first, longest
 * first, then the rest by size, largest first. The small files fill in behind them, so that no long file
 * starts last and keeps one core busy alone at the end.
 */
export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const byProject = new Map<string, TestSpecification[]>();
    for (const file of await super.sort(files)) {
      byProject.set(file.project.name, [...(byProject.get(file.project.name) ?? []), file]);
    }
    return [...byProject.values()].flatMap((group) =>
      [...group].sort((a, b) => seconds(b) - seconds(a) || size(b) - size(a)),
    );
  }
}
