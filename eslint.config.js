import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Components and the pieces they share run in the browser: they import no build-time code (zod, the
 * schema values, the data loaders in src/content/), only types from it. `up` leads from the files to src/.
 */
/** The visual editor runs in `npm run edit` only: no page of the site may import it. */
const EDITOR_IMPORTS = [
  {
    group: ['@puckeditor/*'],
    message: 'The visual editor (Puck) belongs to `npm run edit`, never to the published site.',
  },
  {
    regex: '^(\\.\\./|\\./|~/)+editor(/|$)',
    message: 'src/editor/ is the visual editor, which `npm run edit` adds; the published site never imports it.',
  },
];

const browserCode = (files, up, more = [], { drawsThroughRenderer = false } = {}) => ({
  files,
  ignores: ['**/*.test.{ts,tsx}', '**/*.examples.ts', '**/*.cases.ts', 'src/blocks/examples.ts', 'src/blocks/cases.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['zod', 'zod/*'],
            allowTypeImports: true,
            message: 'zod is build-time code: import only its types (`import type`).',
          },
          {
            regex: '^(\\.\\./)+schema(/(?!plain/)|$)',
            allowTypeImports: true,
            message:
              'schema/ is build-time code (zod): import only types from it; a plain value both need lives in schema/plain/.',
          },
          {
            regex: `^(${up}|~/)content(/|$)`,
            allowTypeImports: true,
            message: 'src/content/ loads and checks data at build time: import only types from it.',
          },
          ...(drawsThroughRenderer
            ? []
            : [
                {
                  regex: `^(${up}|~/)(render|registry)(/|$)`,
                  message:
                    'A block draws the blocks it holds with <ChildBlocks> (src/ui/child-blocks.ts), not through the renderer.',
                },
              ]),
          ...EDITOR_IMPORTS,
          ...more,
        ],
      },
    ],
  },
});

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'dist.*/',
      '.build/',
      '.react-router/',
      'node_modules/',
      'schema/icon-names.ts',
      'bench-results/',
      '.bench-pages/',
      '.cache/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  reactHooks.configs.flat['recommended-latest'] ?? reactHooks.configs.flat.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // schema/ and pages-data/ run in plain Node: no React, no DOM.
    files: ['schema/**/*.ts', 'pages-data/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['react', 'react-*', 'react/*', 'vite'] },
            {
              regex: '^(\\.\\./)+src(/|$)|^~/',
              message:
                'schema/ and pages-data/ lie below src/ and import nothing from it: a helper both need lives in schema/plain/.',
            },
          ],
        },
      ],
    },
  },
  {
    // schema/plain/ is shared with the browser code, which may take its values: it imports nothing.
    files: ['schema/plain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '.',
              message: 'schema/plain/ is shared with the browser code: it imports nothing (no zod, no schema).',
            },
          ],
        },
      ],
    },
  },
  browserCode(['src/blocks/*/**/*.{ts,tsx}'], '\\.\\./\\.\\./', [
    {
      regex: '^\\.\\./([\\w-]+)/(?!\\1$)',
      message:
        'Another block is used only through its component (`../<block>/<block>`); pieces and styles blocks share live in src/ui/.',
    },
  ]),
  browserCode(
    ['src/blocks/*.{ts,tsx}', 'src/ui/**/*.{ts,tsx}', 'src/layout/**/*.{ts,tsx}', 'src/hooks/**/*.{ts,tsx}'],
    '\\.\\./',
  ),
  // The browser's own entry and its islands hydrate blocks through the renderer.
  browserCode(['src/client/**/*.{ts,tsx}'], '\\.\\./', [], { drawsThroughRenderer: true }),
  {
    // The renderer draws the blocks through the registry; `<Block>` (block.tsx) parses a pasted block's
    // props with the schemas while the page is prerendered, and the built scripts are checked to hold no
    // zod (tests/e2e/budget.test.ts).
    ...browserCode(['src/render/**/*.{ts,tsx}'], '\\.\\./', [], { drawsThroughRenderer: true }),
    ignores: [...browserCode([], '').ignores, 'src/render/block.tsx'],
  },
  {
    // The rest of the site's code (routes, root, showcase) may use the build's modules, never the editor.
    files: ['src/**/*.{ts,tsx}'],
    ignores: [
      'src/editor/**',
      'src/blocks/**',
      'src/ui/**',
      'src/layout/**',
      'src/client/**',
      'src/hooks/**',
      'src/render/**',
      '**/*.test.{ts,tsx}',
    ],
    rules: { 'no-restricted-imports': ['error', { patterns: EDITOR_IMPORTS }] },
  },
);
