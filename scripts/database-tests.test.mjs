// `npm test` runs on PostgreSQL only the tests that touch the database (scripts/database-tests.mjs):
// first on a small made-up repository, then on this one.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { databaseTests } from './database-tests.mjs';

// Jest runs from the repository root, whether it loads this file as CommonJS or as an ES module.
const REPO_ROOT = process.cwd();

describe('a made-up repository', () => {
  /** @type {string} */
  let root;
  /** @param {string} name */
  const at = (name) => path.join(root, name);

  beforeAll(() => {
    root = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'database-tests-')));
    /** @type {Record<string, string>} */
    const files = {
      'api/src/test/test-database.ts':
        "export const open = () => (process.env.DATABASE_URL ? 'postgres' : 'pglite');\n",
      'api/src/test/test-app.ts':
        "import { open } from './test-database';\nexport interface Context { id: string }\nexport const createTestApp = () => open();\n",
      'api/src/hiring/openings/openings.test.ts':
        "import { createTestApp } from '../../test/test-app';\ntest('opens', () => createTestApp());\n",
      'api/src/hiring/openings/slug.ts':
        "import { other } from './cycle';\nexport const slug = (t: string) => t;\n",
      'api/src/hiring/openings/cycle.ts': "import { slug } from './slug';\nexport const other = slug;\n",
      'api/src/hiring/openings/slug.test.ts':
        "import { slug } from './slug';\ntest('slug', () => slug('a'));\n",
      'api/src/lib/types-only.test.ts':
        "import type { Context } from '../test/test-app';\ntest('types', () => ({}) as Context);\n",
      'api/src/lib/environment.test.ts':
        "test('reads it', () => expect(process.env['DATABASE_URL']).toBeDefined());\n",
      'api/src/server.ts': "import { loadConfig } from './config';\nexport const config = loadConfig();\n",
      'api/src/config.ts': 'export const loadConfig = (env = process.env) => env;\n',
      'api/src/server.test.ts': "import { config } from './server';\ntest('server', () => config);\n",
      'shared/db-url.ts': 'export const url = process.env.DATABASE_URL;\n',
      'web/src/page.test.tsx': "import { url } from 'shared/db-url';\ntest('page', () => url);\n",
      'web/src/button.test.tsx': "import React from 'react';\ntest('button', () => React);\n",
      'node_modules/react/index.js': 'module.exports = process.env.DATABASE_URL;\n',
    };
    for (const [name, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(at(name)), { recursive: true });
      fs.writeFileSync(at(name), text);
    }
    fs.symlinkSync('../shared', at('node_modules/shared'));
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  /** @param {string[]} names */
  const selected = (names) => databaseTests(names.map(at), root).map((file) => path.relative(root, file));

  test('a test that opens the test app (through its helpers) runs on PostgreSQL, wherever its folder', () => {
    expect(selected(['api/src/hiring/openings/openings.test.ts'])).toEqual([
      'api/src/hiring/openings/openings.test.ts',
    ]);
  });

  test('a pure unit test does not, even through an import cycle', () => {
    expect(selected(['api/src/hiring/openings/slug.test.ts'])).toEqual([]);
  });

  test('importing only types from the test app opens no database', () => {
    expect(selected(['api/src/lib/types-only.test.ts'])).toEqual([]);
  });

  test("reading DATABASE_URL directly, or through the config's default, counts", () => {
    expect(selected(['api/src/lib/environment.test.ts', 'api/src/server.test.ts'])).toEqual([
      'api/src/lib/environment.test.ts',
      'api/src/server.test.ts',
    ]);
  });

  test('a workspace of the repository is followed; a package in node_modules is not', () => {
    expect(selected(['web/src/page.test.tsx', 'web/src/button.test.tsx'])).toEqual(['web/src/page.test.tsx']);
  });
});

describe('this repository', () => {
  /** @param {string} folder @returns {string[]} */
  const testFiles = (folder) =>
    fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory())
        return ['node_modules', 'dist', '.git', 'reports'].includes(entry.name) ? [] : testFiles(file);
      return /\.test\.[mc]?[jt]sx?$/.test(entry.name) ? [file] : [];
    });
  const all = testFiles(REPO_ROOT);
  const chosen = new Set(databaseTests(all, REPO_ROOT));
  const importsTestApp = (/** @type {string} */ file) =>
    /^import\s+\{[^}]*\bcreateTestApp\b[^}]*\}\s+from\s+'[./]*\/?test\/test-app'/m.test(
      fs.readFileSync(file, 'utf8'),
    );

  test('every test that opens the test app is chosen', () => {
    const opening = all.filter(importsTestApp);
    expect(opening.length).toBeGreaterThan(20);
    expect(opening.filter((file) => !chosen.has(file))).toEqual([]);
  });

  test('no front-end test is chosen', () => {
    const frontEnd = all.filter((file) =>
      /^(shell|shared|[\w-]+-remote)[\\/]/.test(path.relative(REPO_ROOT, file)),
    );
    expect(frontEnd.length).toBeGreaterThan(50);
    expect(frontEnd.filter((file) => chosen.has(file))).toEqual([]);
  });

  test('pure unit tests of the API are left out', () => {
    const pure = all.filter((file) => /[\\/](totp|redact-url|validate)\.test\.ts$/.test(file));
    expect(pure).toHaveLength(3);
    expect(pure.filter((file) => chosen.has(file))).toEqual([]);
  });
});
