// ESLint 9 flat config: typescript-eslint + eslint-plugin-svelte, plus the layer boundaries:
// the engine imports nothing from Node, Electron, the DOM or the UI; the renderer nothing from
// Node or Electron; the CLI nothing from Electron or the renderer; the sandboxed preload nothing
// beyond electron and the channel names.
import { builtinModules } from 'node:module';
import js from '@eslint/js';
import globals from 'globals';
import svelte from 'eslint-plugin-svelte';
import tseslint from 'typescript-eslint';
import svelteConfig from './svelte.config.js';

const nodeBuiltins = [...builtinModules, ...builtinModules.map((m) => `node:${m}`)];
const nodeImports = { group: ['node:*'], message: 'Node built-ins are not available here.' };
const nativeOrHost = ['electron', 'better-sqlite3', 'ws'].map((name) => ({
  name,
  message: 'This layer must not depend on Electron, the database or the host.',
}));

export default tseslint.config(
  {
    ignores: ['node_modules/', 'out/', 'dist/', 'dist-eb/', 'test-results/', 'playwright-report/', '.cache/', 'tests/e2e/screenshots/'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // Scoped to Svelte files: some of its rules crash on CommonJS scripts.
  ...svelte.configs['flat/recommended'].map((c) => ({ ...c, files: c.files ?? ['**/*.svelte', '**/*.svelte.ts'] })),
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.svelte', '**/*.svelte.ts'],
    languageOptions: {
      parserOptions: { parser: tseslint.parser, extraFileExtensions: ['.svelte'], svelteConfig },
    },
  },
  {
    files: ['renderer/**/*.{ts,svelte}'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [...nodeBuiltins.map((name) => ({ name, message: 'The renderer has no Node access.' })), ...nativeOrHost],
          patterns: [
            nodeImports,
            {
              group: ['**/electron/services/**', '**/electron/host/**', '**/electron/main*', '**/electron/preload*'],
              message: 'The renderer talks to main only through the API contract (electron/api).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['engine/**/*.ts'],
    languageOptions: { globals: { ...globals.es2022 } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            ...nodeBuiltins.map((name) => ({ name, message: 'The engine is pure: no Node modules.' })),
            ...nativeOrHost,
            { name: 'svelte', message: 'The engine knows nothing of the UI.' },
            { name: 'three', message: 'The engine knows nothing of the UI.' },
          ],
          patterns: [
            nodeImports,
            { group: ['svelte/*', 'three/*'], message: 'The engine knows nothing of the UI.' },
            { group: ['**/electron/**', '**/renderer/**', '**/cli/**'], message: 'The engine depends on nothing else in the project.' },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        ...['window', 'document', 'navigator', 'localStorage', 'process', 'Buffer', 'require', '__dirname', 'global'].map((name) => ({
          name,
          message: 'The engine runs everywhere: no DOM or Node globals.',
        })),
      ],
    },
  },
  {
    // The CLI reads records through the format's own home (engine/record), never main's services.
    files: ['cli/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/electron/**', '**/renderer/**'], message: 'The CLI uses the engine and engine/record only.' }] },
      ],
    },
  },
  {
    files: ['electron/preload.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'zod', message: 'The sandboxed preload stays tiny: main validates.' },
            { name: './api/contract.js', message: 'Import only types from the contract in the preload.', allowTypeImports: true },
          ],
        },
      ],
    },
  },
  {
    files: ['tests/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
