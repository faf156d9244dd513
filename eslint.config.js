import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
        { patterns: ['react', 'react-*', 'react/*', 'vite', '../src/*', '../../src/*'] },
      ],
    },
  },
  {
    // The test fixture page shows the block samples, which are plain data.
    files: ['pages-data/test-fixtures/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['react', 'react-*', 'react/*', 'vite'] }],
    },
  },
);
