import { statSync } from 'node:fs';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The longest files of each group, longest first, as measured on a busy machine: routes (every route at
 * two widths), the editor's site-save test (a development server of its own), the phone-width first
 * loads, the development server, the hostile data files (a project copy built and served) and every
 * route under the site's policy; in the builds group, the editor's first file, the 100-page build and
 * the theme's copy of every route. The small files fill in behind them, so that no long file starts
 * last and keeps one core busy alone at the end.
 */
const LONGEST = [
  'tests/e2e/routes.test.ts',
  'tests/e2e/editor-site.test.ts',
  'tests/e2e/first-load.test.ts',
  'tests/e2e/dev-server.test.ts',
  'tests/e2e/data-sandbox.test.ts',
  'tests/e2e/security-headers.test.ts',
  'tests/e2e/parts-c.test.ts',
  'tests/e2e/overlays.test.ts',
  'tests/e2e/parts-b.test.ts',
  'tests/e2e/parts-a.test.ts',
  'tests/e2e/search.test.ts',
  'tests/e2e/editor.test.ts',
  'tests/e2e/scale.test.ts',
  'tests/e2e/theme.test.ts',
  'tests/e2e/editor-ui.test.ts',
  'tests/unit/sandbox.test.ts',
  'tests/unit/editor-save.test.ts',
  'tests/unit/block-handlers.test.tsx',
  'tests/unit/new-block.test.ts',
  'tests/unit/validate.test.ts',
  'tests/unit/showcase-code.test.tsx',
];

const rank = (file: TestSpecification) => {
  const index = LONGEST.findIndex((name) => file.moduleId.replace(/\\/g, '/').endsWith(name));
  return index < 0 ? LONGEST.length : index;
};

const size = (file: TestSpecification) => statSync(file.moduleId).size;

/**
 * The same order on every machine, fresh clone or not (Vitest's own order follows the timings of the
 * last run when it has them): within each project, the files above first, then the rest by size,
 * largest first.
 */
export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const byProject = new Map<string, TestSpecification[]>();
    for (const file of await super.sort(files)) {
      byProject.set(file.project.name, [...(byProject.get(file.project.name) ?? []), file]);
    }
    return [...byProject.values()].flatMap((group) =>
      [...group].sort((a, b) => rank(a) - rank(b) || size(b) - size(a)),
    );
  }
}
