import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
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
// Paths, constants and types are on every page; Yup only where a form or the API validates.
const CONTRACT_WITH_YUP = [
  'shared/contract/**/*-schema.ts',
  'shared/contract/email.ts',
  'shared/contract/fields.ts',
];
const CONTRACT_PATHS = ['react', 'react-dom', 'react-redux'];
// Response schemas (TypeBox) are values for the API and its reference; pages import their types only,
// so no schema code reaches a browser.
const RESPONSE_SCHEMAS = [
  'shared/contract/*-responses.ts',
  'shared/contract/response-object.ts',
  'shared/contract/nullable.ts',
];
const TYPES_ONLY = 'Pages use the response types only: `import type` (the schemas are for the API).';
const RESPONSE_TYPES_ONLY = [{ name: '@sinclair/typebox', allowTypeImports: true, message: TYPES_ONLY }];
const RESPONSE_TYPES_ONLY_PATTERNS = [
  { group: ['**/*-responses', '**/response-object'], allowTypeImports: true, message: TYPES_ONLY },
];
const CONTRACT_PATTERNS = [{ group: ['**/ui/**', '**/store/**'], message: 'The contract is plain code.' }];
const TESTS = ['**/*.test.{ts,tsx,mjs}', '**/*-test-kit.tsx', '**/src/test/**', 'shared/test/**'];

// Each file group gets exactly one `@typescript-eslint/no-restricted-imports` entry, from one block
// whose `files` overlap no other's: in flat config a later block replaces a rule's options wholesale,
// so two blocks matching one file would silently drop the first block's list.
/**
 * @param {Array<string | { name: string, message?: string, allowTypeImports?: boolean }>} paths
 * @param {Array<{ group: string[], message: string, allowTypeImports?: boolean }>} patterns
 * @returns {import('eslint').Linter.RulesRecord}
 */
const restrictedImports = (paths, patterns) => ({
  'no-restricted-imports': 'off',
  '@typescript-eslint/no-restricted-imports': ['error', { paths, patterns }],
});

// Which folder may import which, by resolved path (so `../../../x` and `shared/x` alike):
// shell -> remotes -> shared, api -> shared's contract. The shell reaches a remote only through
// federation at run time, and reads nothing from a remote's folder: what each remote exposes comes
// from its page registry in shared/contract/pages/. Front ends never import the API.
const APPS = ['shell', 'marketing-remote', 'user-portal-remote', 'bde-portal-remote', 'staff-remote'];
const REMOTES = APPS.slice(1);
const ONE_WAY = 'Imports flow one way: shell -> remotes -> shared, api -> shared/contract (README).';
const BOUNDARY_ZONES = [
  { target: './shared', from: [...APPS.map((app) => `./${app}`), './api', './e2e', './scripts'] },
  ...REMOTES.map((remote) => ({
    target: `./${remote}`,
    from: [...APPS.filter((app) => app !== remote).map((app) => `./${app}`), './api'],
  })),
  ...REMOTES.map((remote) => ({
    target: './shell/src',
    from: `./${remote}`,
    message: `The shell loads ${remote} through federation (shell/src/federation), never by path.`,
  })),
  // The shell pre-renders only its own part of each page; each remote pre-renders its own pages.
  { target: './shell/prerender', from: REMOTES.map((remote) => `./${remote}`) },
  { target: './shell', from: './api' },
  {
    target: './api',
    from: './shared',
    // Plain data for the API's test fixtures (valid Aadhaar numbers and PANs, a valid BDE
    // registration, the sample opening), the plain formatters the admin tool prints with, and the
    // company's details the emails sign with. React only for the careers pages' components
    // (shared/careers), which the server renders into their slots as the page and the staff preview
    // do: pure, no router, no store.
    except: [
      './contract',
      './careers',
      './format',
      './content/company.ts',
      './test/test-identities.ts',
      './test/bde-registration.ts',
      './test/sample-opening.ts',
    ],
  },
  { target: './api', from: APPS.map((app) => `./${app}`) },
].map((zone) => ({ message: ONE_WAY, ...zone }));

// Inside a remote: app/ (the frame, the routes) composes features/; features/ use ui/ and app/'s
// services; ui/ knows no feature. A feature imports another feature only through the files that one
// exports on purpose, listed here; anything shared more widely belongs in ui/ or app/.
/** @type {Record<string, Record<string, string[]>>} */
const FEATURE_EXPORTS = {
  'marketing-remote': {
    'careers-apply': ['apply-section.tsx'],
    newsletter: ['subscription-link.tsx'],
  },
  'user-portal-remote': {
    'password-reset': ['new-password-form.tsx'],
    portal: ['use-own-profile.ts', 'user-id-missing.tsx', 'user-portal.tsx'],
    'your-data': ['your-data-panel.tsx'],
  },
  'bde-portal-remote': {
    dashboard: ['dashboard-calls.ts'],
    earnings: ['earnings-api.ts', 'earnings.css', 'earnings-test-kit.ts', 'paise.ts'],
    // Sign-in forgets another BDE's data kept on the device.
    offline: ['forget-device-data.ts'],
    'offline-queue': [
      'queue-panel.tsx',
      'queue-send.ts',
      'queue-steps-test-kit.tsx',
      'queue-store.ts',
      'queue-test-kit.ts',
    ],
    projects: ['project-table.tsx'],
    'sign-in': ['sign-in-state.ts'],
  },
  'staff-remote': {
    overview: ['overview-api.ts'],
    partners: ['partner-fields.tsx', 'partners.css'],
    'sign-in': ['staff-account.css'],
  },
};
const FEATURE_ZONES = REMOTES.flatMap((remote) => {
  const features = `./${remote}/src/features`;
  const folder = path.join(import.meta.dirname, features);
  const exported = Object.entries(FEATURE_EXPORTS[remote] ?? {}).flatMap(([feature, files]) =>
    files.map((file) => `./${feature}/${file}`),
  );
  const own = fs.existsSync(folder) ? fs.readdirSync(folder) : [];
  return [
    {
      target: `./${remote}/src/ui`,
      from: features,
      message: 'ui/ is below the features: move what it needs from a feature into ui/.',
    },
    ...own.map((feature) => ({
      target: `${features}/${feature}`,
      from: features,
      except: [`./${feature}`, ...exported.filter((file) => !file.startsWith(`./${feature}/`))],
      message: `A feature imports another only through the files it exports (FEATURE_EXPORTS in eslint.config.mjs); move what several features share to ${remote}/src/ui or src/app.`,
    })),
  ];
});

export default tseslint.config(
  {
    ignores: [
      '**/dist-prerender/**',
      '**/node_modules/**',
      '**/dist/**',
      '**/releases/**',
      'data/**',
      '.data*/**',
      'reports/**',
      'test-results/**',
      'playwright-report/**',
      'api/drizzle/**',
      // Copies of a remote the independent-deploy test builds and removes.
      '.e2e-*/**',
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
    // Boundaries and cycles, on every module of the apps, shared/ and the API.
    files: [
      '{shared,shell,marketing-remote,user-portal-remote,bde-portal-remote,staff-remote,api}/**/*.{ts,tsx}',
    ],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.web.json', 'tsconfig.node.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: [...BOUNDARY_ZONES, ...FEATURE_ZONES] },
      ],
      // Type-only imports are left out (they vanish at build time); libraries are not followed.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  // The restricted-import lists, one block per file group (see restrictedImports above).
  {
    files: ['shell/src/**/*.{ts,tsx}', '*-remote/src/**/*.{ts,tsx}'],
    ignores: TESTS,
    rules: restrictedImports(
      [...THROUGH_SHARED_ONLY, ...RESPONSE_TYPES_ONLY],
      [...THROUGH_SHARED_ONLY_PATTERNS, ...RESPONSE_TYPES_ONLY_PATTERNS],
    ),
  },
  {
    files: ['shared/**/*.{ts,tsx}'],
    ignores: ['shared/contract/**', ...TESTS],
    rules: restrictedImports(RESPONSE_TYPES_ONLY, RESPONSE_TYPES_ONLY_PATTERNS),
  },
  {
    files: ['shared/contract/**/*.ts'],
    ignores: [...CONTRACT_WITH_YUP, ...RESPONSE_SCHEMAS, ...TESTS],
    rules: restrictedImports(
      [
        ...CONTRACT_PATHS,
        ...RESPONSE_TYPES_ONLY,
        { name: 'yup', message: 'Yup rules live in a *-schema.ts file, off the pages that need none.' },
      ],
      [
        ...CONTRACT_PATTERNS,
        ...RESPONSE_TYPES_ONLY_PATTERNS,
        {
          group: ['**/*-schema', '**/email', '**/fields'],
          message: 'Yup rules live in a *-schema.ts file, off the pages that need none.',
        },
      ],
    ),
  },
  {
    files: CONTRACT_WITH_YUP,
    ignores: TESTS,
    rules: restrictedImports(
      [...CONTRACT_PATHS, ...RESPONSE_TYPES_ONLY],
      [...CONTRACT_PATTERNS, ...RESPONSE_TYPES_ONLY_PATTERNS],
    ),
  },
  {
    files: RESPONSE_SCHEMAS,
    ignores: TESTS,
    rules: restrictedImports(CONTRACT_PATHS, CONTRACT_PATTERNS),
  },
);
