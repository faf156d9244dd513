import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { blockContextPlugin } from './scripts/lib/build/block-context';
import { dataModulesPlugin } from './scripts/lib/sandbox/server';
import LongestFirst from './tests/support/longest-first';
import { filesOfProject } from './tests/support/test-tags';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * End-to-end files that share what their project's global setup made, one at a time: the built copy of
 * the project (`site-copy.ts`), the one editor server (`edit-server.ts`); and the 1,000-page build. Each
 * says so in its first line (`// @project e2e-builds: …`, tests/support/test-tags.ts), and a new one may
 * go in tests/e2e/builds/ instead. The development server and site-save tests run in project copies of
 * their own, beside the browser tests.
 */
const BUILDING = [...filesOfProject(root, 'tests/e2e', 'e2e-builds'), 'tests/e2e/builds/**/*.test.ts'];

/** Unit test files named `.ts` that draw components (`// @project unit-dom: …`), with the `.tsx` ones. */
const DRAWING = filesOfProject(root, 'tests/unit', 'unit-dom');

const unit = {
  // Worker threads start faster than processes, which counts over this many small files.
  pool: 'threads',
  maxWorkers: 2,
  // A file's first test also pays for its imports, which on a busy machine can take seconds.
  testTimeout: 20_000,
} as const;

/** Components are drawn in happy-dom, each test's drawing unmounted after it (`setup-dom.ts`). */
const dom = {
  environment: 'happy-dom' as const,
  setupFiles: ['tests/support/setup-dom.ts'],
};

const e2e = {
  environment: 'node',
  // A worker runs its files one after another in the same process, sharing the support modules it has
  // loaded (no file mocks a module or keeps state in one): each file loading them again cost a second.
  isolate: false,
  testTimeout: 60_000,
  hookTimeout: 120_000,
  // What a browser test waits for (a save, a page opening again) can take seconds on a busy machine.
  expect: { poll: { timeout: 20_000, interval: 100 } },
} as const;

export default defineConfig({
  resolve: { alias: { '~': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    sequence: { sequencer: LongestFirst },
    projects: [
      {
        plugins: [react(), blockContextPlugin(), dataModulesPlugin()],
        test: {
          ...unit,
          ...dom,
          // The cross-block files that draw components render to strings and mock modules: each keeps a
          // window and modules of its own.
          name: 'unit-dom',
          include: ['tests/unit/**/*.test.tsx', ...DRAWING],
        },
      },
      {
        plugins: [react(), blockContextPlugin(), dataModulesPlugin()],
        test: {
          ...unit,
          ...dom,
          // Each block's and client script's own tests, beside its code. The files of a worker share its
          // loaded modules and its window: each test unmounts what it drew and puts back what it stubbed,
          // and none mocks a module. Loading React and the site again for each of these small files took
          // four fifths of their time.
          name: 'unit-blocks',
          include: ['src/**/*.test.tsx'],
          isolate: false,
        },
      },
      {
        plugins: [react(), blockContextPlugin(), dataModulesPlugin()],
        test: {
          ...unit,
          // The data, the build and the editor's server code run in Node, as they do for real.
          name: 'unit',
          include: ['schema/**/*.test.ts', 'src/**/*.test.ts', 'tests/unit/**/*.test.ts'],
          exclude: DRAWING,
          environment: 'node',
          // The files share their workers' loaded modules (none mocks a module or draws a page): each
          // loading zod, the schema and the data again took a third of the project's time.
          isolate: false,
        },
      },
      {
        // The browser tests, two files at a time: each has its own static server (or development server
        // in a project copy) and Chromium. `npm test` runs this project and the next side by side (`npm
        // run test:e2e`): the builds leave a core idle about a quarter of the time, and neither writes
        // what the other reads.
        test: {
          ...e2e,
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          exclude: BUILDING,
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
      {
        // The builds of project copies and the development servers, one at a time.
        test: {
          ...e2e,
          name: 'e2e-builds',
          include: BUILDING,
          fileParallelism: false,
          // A copy of the project published under a path with every sample pasted as a route module,
          // built once for base-path, pasted-samples and redirects; and one `npm run edit` in the
          // project for the editor files.
          globalSetup: ['tests/e2e/support/builds-setup.ts'],
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
