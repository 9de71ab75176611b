// One i18next for the whole site. shared/i18n/text (the texts' registry and React context) is a
// federation singleton in the shell and every remote, and it is the only way to the instance: it alone
// imports shared/i18n/i18n-instance.ts, which alone imports i18next. Two copies are the known failure of
// i18n across federated apps: each would hold only some apps' namespaces.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { expect, test } from '@jest/globals';

const ROOT = path.resolve(__dirname, '..');
const load = createRequire(__filename);
const { sharedSingletons, REMOTES } = load(path.join(ROOT, 'webpack.common.js')) as {
  sharedSingletons: (dir: string) => Record<string, { singleton?: boolean; requiredVersion?: string }>;
  REMOTES: Record<string, { dir: string }>;
};

const APPS = ['shell', ...Object.values(REMOTES).map((remote) => remote.dir)];

test.each(APPS)('%s shares shared/i18n/text as a strict singleton', (app) => {
  const shared = sharedSingletons(path.join(ROOT, app));
  expect(shared['shared/i18n/text']).toMatchObject({ singleton: true, strictVersion: true });
  expect(shared['shared/i18n/text']?.requiredVersion).toMatch(/^\^\d/);
});

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory())
      return ['node_modules', 'dist', 'dist-prerender'].includes(entry.name) ? [] : sourceFiles(file);
    return /\.(ts|tsx|js|mjs)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

test('only the text layer reaches the instance, and only the instance imports i18next', () => {
  const importers = (pattern: RegExp) =>
    [...APPS, 'shared']
      .flatMap((app) => sourceFiles(path.join(ROOT, app)))
      .filter((file) => pattern.test(fs.readFileSync(file, 'utf8')))
      .map((file) => path.relative(ROOT, file));
  expect(importers(/from ['"]i18next['"]|import\(['"]i18next['"]\)|require\(['"]i18next['"]\)/)).toEqual([
    'shared/i18n/i18n-instance.ts',
  ]);
  expect(importers(/['"](?:\.\/|shared\/i18n\/|\.\.\/i18n\/)i18n-instance['"]/)).toEqual([
    'shared/i18n/text.tsx',
  ]);
});
