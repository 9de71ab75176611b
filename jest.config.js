// Three projects: the browser apps in jsdom, the API and the repository's scripts in Node. All compile
// TypeScript with SWC.
/** @param {boolean} jsx whether the files may hold JSX (the browser apps) */
const swc = (jsx) => [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: jsx },
      transform: jsx ? { react: { runtime: 'automatic' } } : undefined,
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

// Tests that need PostgreSQL itself (several server processes on one database): collected only when
// DATABASE_URL is set, so the embedded round neither runs nor reports them; `npm test` runs them in
// its PostgreSQL round. By file name, whichever folder of the API holds them.
const POSTGRES_ONLY = [
  '/two-instances\\.test\\.ts$',
  '/session-feed-loss\\.test\\.ts$',
  '/concurrent-migrations\\.test\\.ts$',
  '/database-loss\\.test\\.ts$',
];

/** @type {import('jest').Config} */
module.exports = {
  // Only honoured at the top level: API tests set up databases and hash passwords, slow on a busy machine.
  testTimeout: 30_000,
  // A worker per core: Jest's default leaves one core to its parent, which only waits, so on the
  // 2-core CI machines the embedded-database tests (PGlite, one thread each) ran one at a time.
  maxWorkers: '100%',
  projects: [
    {
      displayName: 'web',
      testEnvironment: 'jsdom',
      // nivo and its d3 packages pick their browser builds with these conditions.
      testEnvironmentOptions: { customExportConditions: ['browser', 'umd'] },
      roots: [
        '<rootDir>/shared',
        '<rootDir>/shell/src',
        '<rootDir>/marketing-remote/src',
        '<rootDir>/user-portal-remote/src',
        '<rootDir>/bde-portal-remote/src',
        '<rootDir>/staff-remote/src',
      ],
      transform: { '^.+\\.(t|j)sx?$': swc(true) },
      transformIgnorePatterns: ['/node_modules/(?!(d3-|internmap|@nivo|delaunator|robust-predicates))'],
      moduleNameMapper: {
        '\\.css$': '<rootDir>/jest/style-stub.js',
        '\\.(png|jpe?g|webp|avif|svg)$': '<rootDir>/jest/file-stub.js',
      },
      setupFiles: ['<rootDir>/jest/setup-web-globals.ts'],
      setupFilesAfterEnv: ['<rootDir>/jest/setup-web.ts'],
    },
    {
      displayName: 'api',
      testEnvironment: 'node',
      roots: ['<rootDir>/api/src'],
      // The components the server renders into the careers pages (shared/careers) hold JSX.
      transform: { '^.+\\.tsx$': swc(true), '^.+\\.(t|j)sx?$': swc(false) },
      // A few dependencies ship only ES modules, which Jest on Node 20 cannot require: compile them.
      transformIgnorePatterns: ['/node_modules/(?!.*/node_modules/)(?!(cookie|content-disposition)/)'],
      testPathIgnorePatterns: ['/node_modules/', ...(process.env.DATABASE_URL ? [] : POSTGRES_ONLY)],
    },
    {
      // The repository's own scripts: how `npm test` counts (scripts/test-totals.mjs) and the like.
      displayName: 'scripts',
      testEnvironment: 'node',
      roots: ['<rootDir>/scripts'],
      // JSX too: the page-registry test reads the apps' route tables and pre-render lists.
      transform: {
        '^.+\\.tsx$': swc(true),
        '^.+\\.(t|j)sx?$': swc(false),
        '^.+\\.mjs$': swc(false),
      },
      moduleNameMapper: {
        '\\.css$': '<rootDir>/jest/style-stub.js',
        '\\.(png|jpe?g|webp|avif|svg)$': '<rootDir>/jest/file-stub.js',
      },
    },
  ],
};
