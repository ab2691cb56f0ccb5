import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * One-way dependencies (ARCHITECTURE.md): apps -> contracts -> domain. domain imports nothing of the project;
 * contracts only domain; the terminal and the server never import each other.
 */
const layer = (files, banned, message) => ({
  files,
  rules: {
    'no-restricted-imports': ['error', { patterns: banned.map((group) => ({ group: [group], message })) }],
  },
});
const apps = ['@opentill/server', '@opentill/terminal', '@opentill/print-helper', '@opentill/simulators'];
const appPaths = ['**/apps/**', '**/tools/**', '**/e2e/**', '**/bench/**'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/coverage/**',
      '**/reports/**',
      '**/.stryker-tmp/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'apps/server/src/db/migrations/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['*.js', '*.mjs', 'scripts/*.mjs', 'bench/*.mjs'] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['apps/terminal/**/*.{ts,tsx}', 'apps/back-office/**/*.{ts,tsx}', 'apps/ordering/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // This rule only reports that the React Compiler would skip a component using a library such as TanStack
      // Virtual; the terminal is not built with the React Compiler (plain @vitejs/plugin-react), so it finds nothing.
      'react-hooks/incompatible-library': 'off',
    },
  },
  layer(
    ['packages/domain/**'],
    ['@opentill/*', '**/packages/contracts/**', ...appPaths, '../../*/**'],
    'packages/domain imports nothing of the project.',
  ),
  layer(['packages/contracts/**'], [...apps, ...appPaths], 'packages/contracts may import only packages/domain.'),
  layer(
    ['apps/terminal/**'],
    ['@opentill/server', '@opentill/server/*', '**/apps/server/**', '**/server/src/**'],
    'The terminal never imports the server; they meet in packages/contracts.',
  ),
  layer(
    ['apps/back-office/**'],
    ['@opentill/server', '@opentill/server/*', '**/apps/server/**', '**/server/src/**'],
    'The back office never imports the server; they meet in packages/contracts.',
  ),
  layer(
    ['apps/ordering/**'],
    ['@opentill/server', '@opentill/server/*', '**/apps/server/**', '**/server/src/**', '**/terminal/src/**'],
    'The ordering page never imports the server or the terminal; they meet in packages/contracts.',
  ),
  // Narrow exception: the terminal's integration tests start the real back office in-process (issue 5 acceptance).
  { files: ['apps/terminal/src/**/*.integration.test.ts'], rules: { 'no-restricted-imports': 'off' } },
  layer(
    ['apps/server/**'],
    [
      '@opentill/terminal',
      '@opentill/terminal/*',
      '**/apps/terminal/src/**',
      '**/terminal/src/**',
      '@opentill/back-office',
      '**/apps/back-office/src/**',
      '**/back-office/src/**',
    ],
    'The server never imports the terminal or the back office; they meet in packages/contracts.',
  ),
);
