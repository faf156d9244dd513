import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files that visit every route at two widths, far the longest of their group, and the editor's
 * site-save test, which waits most of its time on a development server of its own.
 */
const LONGEST = ['tests/e2e/routes.test.ts', 'tests/e2e/editor-site.test.ts', 'tests/e2e/first-load.test.ts'];

const rank = (file: TestSpecification) => {
  const index = LONGEST.findIndex((name) => file.moduleId.replace(/\\/g, '/').endsWith(name));
  return index < 0 ? LONGEST.length : index;
};

/**
 * Vitest's order (by the timings of the last run, else the largest file first), with the longest files
 * of each project moved to the front: in a fresh clone there are no timings, and a long file started
 * last would keep one worker busy alone at the end.
 */
export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const byProject = new Map<string, TestSpecification[]>();
    for (const file of await super.sort(files)) {
      byProject.set(file.project.name, [...(byProject.get(file.project.name) ?? []), file]);
    }
    return [...byProject.values()].flatMap((group) => [...group].sort((a, b) => rank(a) - rank(b)));
  }
}
