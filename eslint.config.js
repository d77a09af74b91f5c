import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** Imports point one way: app -> features -> ui / machines -> wasm -> lib (../shared/DESIGN.md). */
const layer = (files, forbidden, message) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns: [{ regex: forbidden, message }] }] },
});
const up = (...folders) => `(^|/)(${folders.join('|')})(/|$)`;

export default tseslint.config(
  { ignores: ['dist', 'dist-ssr', 'node_modules', 'test-results', 'playwright-report', 'reports', 'bench/out'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  layer(['src/features/**'], `${up('app')}|^\\.\\./(?!\\.\\./)`, 'A feature imports no app code and no other feature: share through ui, machines, wasm or lib.'),
  layer(['src/ui/**'], up('app', 'features'), 'ui is shared: it imports no app or feature code.'),
  layer(['src/machines/**'], `${up('ui', 'features', 'app')}|^(react|react-dom|@xstate/react)$`, 'Machines are pure: no React, ui, feature or app code.'),
  layer(['src/wasm/**'], `${up('machines', 'ui', 'features', 'app')}|^(react|react-dom|xstate|@xstate/.*)$`, 'Engines know nothing of machines, React or pages.'),
  layer(['src/lib/**'], up('machines', 'ui', 'features', 'app', 'wasm'), 'lib imports only lib.'),
);
