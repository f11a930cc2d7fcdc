import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { boundariesConfig } from './tooling/eslint-boundaries.mjs';

/** The contract is reached only through its exports map (shared-contracts/package.json). */
const CONTRACT_SOURCE = {
  group: ['@qsr/shared-contracts/src', '@qsr/shared-contracts/src/*'],
  message: 'Import @qsr/shared-contracts or one of its exported subpaths.',
};

/**
 * A library is used through what it publishes (its exports map), never its internal files: a
 * file in a package's build folders or reached through node_modules is no interface, and moves
 * with any release of the library.
 */
const PACKAGE_INTERNALS = {
  group: [
    '**/node_modules/**',
    ...['dist', 'lib', 'build', 'es', 'esm', 'cjs'].flatMap((folder) => [
      `[a-z]*/${folder}/**`,
      `@*/*/${folder}/**`,
    ]),
  ],
  message: 'Import the package by its name or an exported subpath, not its internal files.',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      '.data/**',
      '.e2e-data/**',
      'release/remotes/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.jest } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  boundariesConfig,
  {
    rules: {
      'no-restricted-imports': ['error', { patterns: [CONTRACT_SOURCE, PACKAGE_INTERNALS] }],
    },
  },
  {
    // docs/architecture.md, State and the event bus: a remote reads the state through hooks and
    // changes it through actions; it never holds the store object, so the host can change how
    // state is kept without a remote release.
    // (Tests and their helpers set a state up to render against.)
    files: ['mfe-*/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'mfe-*/src/testing.tsx', 'mfe-*/src/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@qsr/shared-contracts',
              importNames: ['appState', 'bootAppState'],
              message: 'A remote reads the state through hooks and changes it through actions.',
            },
          ],
          patterns: [CONTRACT_SOURCE, PACKAGE_INTERNALS],
        },
      ],
    },
  },
  {
    // Functions have one concern: none is longer than 100 lines. Tests are left out, as a
    // test's setup reads best in one piece.
    files: [
      'bff/**',
      'scripts/**',
      'tooling/**',
      'sandbox/scripts/**',
      'sandbox/src/**',
      'mfe-*/src/**',
      'host-shell/src/**',
      'shared-ui/src/**',
      'shared-contracts/src/**',
    ],
    ignores: ['**/*.test.{ts,tsx,mjs}'],
    rules: {
      'max-lines-per-function': ['error', { max: 100, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    files: ['**/*.cjs', 'tooling/**', '**/webpack.config.*', '**/jest.config.*'],
    rules: {
      '@typescript-eslint/no-require-imports': 'off',
      'boundaries/dependencies': 'off',
    },
  },
);
