import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/dist-prerender/**',
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '.data*/**',
      'reports/**',
      'test-results/**',
      'playwright-report/**',
      'api/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['warn', { allow: ['warn', 'error', 'info'] }],
    },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: { ...globals.node }, sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.mjs'],
    languageOptions: { sourceType: 'module' },
  },
  {
    // Imports flow one way: shell -> remotes -> shared, and api -> shared's contract.
    files: ['shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['**/shell/src/**', '**/*-remote/src/**', '**/api/src/**'] },
      ],
    },
  },
  {
    files: ['shared/contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: ['react', 'react-dom', 'react-redux'], patterns: ['**/ui/**', '**/store/**'] },
      ],
    },
  },
  {
    files: ['api/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            'shared/ui/*',
            'shared/store/*',
            'shared/auth/*',
            'shared/notifications/*',
            'shared/test/*',
            '**/shell/**',
            '**/*-remote/**',
          ],
        },
      ],
    },
  },
  {
    files: ['*-remote/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['**/shell/src/**', '**/api/src/**', '../../../*-remote/**'] },
      ],
    },
  },
);
