import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import importBoundaries from './eslint-rules/import-boundaries.js';
import moduleCycles from './eslint-rules/module-cycles.js';
import tableOwnership from './eslint-rules/table-ownership.js';

export default tseslint.config(
  {
    ignores: [
      'dist',
      'data',
      'node_modules',
      'test-results',
      'playwright-report',
      'src/server/db/migrations',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: {
      local: {
        rules: {
          'import-boundaries': importBoundaries,
          'module-cycles': moduleCycles,
          'table-ownership': tableOwnership,
        },
      },
    },
    rules: {
      'local/import-boundaries': 'error',
      'local/module-cycles': 'error',
      'local/table-ownership': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: [
      'src/server/**',
      'scripts/**',
      'eval/**',
      'e2e/**',
      'bench/**',
      '*.config.*',
      'eslint-rules/**',
    ],
    languageOptions: { globals: globals.node },
  },
  {
    // Served as is, before the app: plain browser scripts.
    files: ['public/**/*.js'],
    languageOptions: { globals: globals.browser },
  },
  {
    files: ['src/client/**'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['scripts/**', 'eval/**', 'bench/**'],
    rules: { 'no-console': 'off' },
  },
);
