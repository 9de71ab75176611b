import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Libraries the apps reach only through `shared/` (shared/routing/router, shared/store/hooks,
// shared/api/base-api): they are not federation singletons, so a direct import in an app would
// load a second copy whose context the rest of the site never sees. Types are fine.
const THROUGH_SHARED_ONLY = ['react-router', 'react-router-dom', 'react-redux', '@reduxjs/toolkit'].map(
  (name) => ({
    name,
    allowTypeImports: true,
    message: `Use the ${name} exports of shared/ (routing/router, store/hooks, api/base-api).`,
  }),
);
const THROUGH_SHARED_ONLY_PATTERNS = [
  { group: ['@reduxjs/toolkit/*'], allowTypeImports: true, message: 'Use shared/api/base-api.' },
];
const ONE_WAY_FROM_APPS = ['**/shell/src/**', '**/api/src/**', '../../../*-remote/**'];

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
    // Paths, constants and types are on every page; Yup only where a form or the API validates.
    files: ['shared/contract/**/*.ts'],
    ignores: ['**/*-schema.ts', 'shared/contract/email.ts', 'shared/contract/fields.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            'react',
            'react-dom',
            'react-redux',
            { name: 'yup', message: 'Yup rules live in a *-schema.ts file, off the pages that need none.' },
          ],
          patterns: ['**/ui/**', '**/store/**', '**/*-schema', '**/email', '**/fields'],
        },
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
            // Plain data for test fixtures (valid Aadhaar numbers and PANs), no React.
            '!shared/test/test-identities',
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
      'no-restricted-imports': 'off',
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: THROUGH_SHARED_ONLY,
          patterns: [
            ...THROUGH_SHARED_ONLY_PATTERNS,
            { group: ONE_WAY_FROM_APPS, message: 'Imports flow one way: shell -> remotes -> shared.' },
          ],
        },
      ],
    },
  },
  {
    files: ['shell/src/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: THROUGH_SHARED_ONLY, patterns: THROUGH_SHARED_ONLY_PATTERNS },
      ],
    },
  },
  {
    // Tests are not federated: they may build routers and stores from the libraries themselves.
    files: ['**/*.test.{ts,tsx}', '**/*-test-kit.tsx', '**/src/test/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': 'off',
      'no-restricted-imports': ['error', { patterns: ONE_WAY_FROM_APPS }],
    },
  },
);
