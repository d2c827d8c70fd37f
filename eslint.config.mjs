// @ts-check
// ESLint for the site's code (guides are MDX and checked by tests/unit/content and `npm run check:samples`).
// Formatting is Prettier's job (.prettierrc.json); eslint-config-prettier turns off the rules that would disagree.
import js from '@eslint/js';
import docusaurus from '@docusaurus/eslint-plugin';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { flatConfigs as importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Code that Docusaurus bundles for the browser: theme swizzles, components, pages, client modules, feature UIs. */
const BROWSER_CODE = [
  'src/theme/**',
  'src/components/**',
  'src/pages/**',
  'src/clientModules/**',
  'src/plugins/*/client/**',
  'src/plugins/*/shared/**',
  'src/plugins/*/theme/**',
  '_dogfooding/components/**',
  '_dogfooding/pages/**',
];

/**
 * Build-time code of the site, as import paths (matched anywhere in the path, so relative imports count too): a
 * plugin's server side and entry point, the Node libraries, and the config module that reads the installed library.
 */
const BUILD_TIME_PATHS = [
  '(^|/)(server|indexer)(/|$)',
  '(^|/)plugins/[\\w-]+(/index)?(\\.ts)?$',
  '(^|/)src/lib(/|$)',
  '^(\\.\\./)+lib/',
  '(^|/)config/library$',
  '^(@docusaurus/(logger|utils|utils-validation)|cheerio)$',
];

/** What browser code must never import: Node built-ins, and the server side of the site's plugins and config. */
const SERVER_ONLY_IMPORTS = [
  { group: ['node:*'], message: 'Browser code cannot use Node modules.' },
  {
    group: ['fs', 'fs/*', 'path', 'crypto', 'os', 'url', 'child_process', 'zlib', 'stream', 'util', 'module'],
    message: 'Browser code cannot use Node modules.',
  },
  {
    regex: BUILD_TIME_PATHS.join('|'),
    message:
      'This module runs in Node (build time). Browser code may import only client modules, shared types and ' +
      'config/links; see src/plugins/search/README.md for the split.',
  },
];

export default tseslint.config(
  {
    name: 'ignored',
    ignores: [
      'build/**',
      'build-test/**',
      'build-*/**',
      '.docusaurus/**',
      '.docusaurus-preview/**',
      'docs/api/**',
      '.samples/**',
      'test-results/**',
      'playwright-report/**',
      'screenshots/**',
      '.tmp/**',
      'node_modules/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  importX.recommended,
  importX.typescript,
  {
    name: 'project',
    languageOptions: { ecmaVersion: 2022, sourceType: 'module', globals: { ...globals.node } },
    settings: {
      react: { version: 'detect' },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          alwaysTryTypes: true,
          // No `.json` guessing: with the tsconfig's baseUrl, `from 'typedoc'` would resolve to ./typedoc.json.
          extensions: ['.ts', '.tsx', '.d.ts', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs'],
        }),
      ],
      // Docusaurus resolves these aliases itself (@theme, @docusaurus/*, @generated, @site).
      'import-x/core-modules': ['@theme/Layout', '@theme-original/SearchBar'],
      'import-x/ignore': ['^@theme', '^@theme-original', '^@docusaurus/', '^@generated/', '^@site/'],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
      // Docusaurus's logger is a tagged template: logger.info`Indexed ${n} records`.
      '@typescript-eslint/no-unused-expressions': ['error', { allowTaggedTemplates: true }],
      'import-x/no-unresolved': ['error', { ignore: ['^@theme', '^@docusaurus/', '^@generated/', '^@site/'] }],
      // Packages such as @docusaurus/logger and clsx export the same function as default and by name.
      'import-x/no-named-as-default': 'off',
      'import-x/no-named-as-default-member': 'off',
      'import-x/no-duplicates': ['error', { 'prefer-inline': true }],
    },
  },
  {
    name: 'react',
    files: ['**/*.tsx'],
    ...react.configs.flat.recommended,
    ...react.configs.flat['jsx-runtime'],
    plugins: {
      react,
      'react-hooks': reactHooks,
      'jsx-a11y': jsxA11y,
      '@docusaurus': docusaurus,
    },
    rules: {
      ...react.configs.flat.recommended.rules,
      ...react.configs.flat['jsx-runtime'].rules,
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      ...docusaurus.configs.recommended.rules,
      'react/prop-types': 'off',
    },
  },
  {
    name: 'browser code',
    files: BROWSER_CODE,
    languageOptions: { globals: { ...globals.browser } },
    rules: { 'no-restricted-imports': ['error', { patterns: SERVER_ONLY_IMPORTS }] },
  },
  {
    // Ejected from theme-search-algolia and theme-classic 3.7.0 and kept close to stock so upgrades stay a mechanical
    // merge; these rules (React Compiler checks, display names) flag patterns of the upstream code itself.
    name: 'ejected upstream components',
    files: ['src/plugins/search/theme/**/*.tsx', 'src/plugins/hydration/theme/Tabs/*.tsx'],
    rules: {
      'react-hooks/refs': 'off',
      'react/display-name': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { varsIgnorePattern: '^React$' }],
      '@typescript-eslint/consistent-type-imports': 'off',
      // The upstream code disables this rule around its dangerouslySetInnerHTML; keep the rule on so they mean something.
      'react/no-danger': 'error',
    },
  },
  {
    name: 'tests',
    files: ['tests/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  prettier,
);
