import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'coverage/**', '**/.__mf__temp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      eqeqeq: ['error', 'smart'],
    },
  },
  // eslint-plugin-react-hooks' full recommended set for the micro-frontends: the Rules of Hooks, complete
  // dependency lists, and the React Compiler's checks (no setState in effects or render, no ref reads in
  // render, components declared at module scope, pure render, no mutation of props, state or hook values).
  // Every rule is an error, so a finding fails the lint instead of waiting for review.
  {
    files: ['microfrontends/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
    rules: Object.fromEntries(Object.keys(reactHooks.configs.flat['recommended-latest'].rules).map((rule) => [rule, 'error'])),
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { 'no-console': 'off', '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['tests/**/*.ts', '**/*.test.ts', '**/*.test.tsx', 'scripts/**/*.ts', 'apps/cli/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
);
