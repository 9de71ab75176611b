// What happens when a remote and the shell were built against different versions of `shared`: the
// federation runtime compares the version the shell provides with the range the remote asks for
// (webpack.common.js), with the runtime's own comparison. A remote asking for an older minor runs on a
// newer shell; one asking for a newer version than the shell provides is refused, strictly, and the
// shell shows its Retry with the reason (e2e/tests/independent-deploy.spec.ts shows that in Chromium).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { expect, test } from '@jest/globals';
import { satisfy } from '@module-federation/enhanced/runtime';

const ROOT = path.resolve(__dirname, '..');
const load = createRequire(__filename);
const sharedVersion: string = JSON.parse(
  fs.readFileSync(path.join(ROOT, 'shared', 'package.json'), 'utf8'),
).version;

interface SharedConfig {
  singleton: boolean;
  strictVersion: boolean;
  requiredVersion: string;
}

/** How an app shares `shared/`: one entry a folder of stateful modules, all alike (checked here). */
function sharedConfigOf(app: string): SharedConfig {
  const config = load(path.join(ROOT, app, 'webpack.config.js'))({}, { mode: 'production' });
  const federation = config.plugins.find(
    (plugin: object) => plugin.constructor.name === 'ModuleFederationPlugin',
  ) as { _options: { shared: Record<string, SharedConfig> } };
  const entries = Object.entries(federation._options.shared).filter(([key]) => key.startsWith('shared/'));
  expect(entries.length).toBeGreaterThan(0);
  for (const [, entry] of entries) expect(entry).toEqual(entries[0][1]);
  return entries[0][1];
}

const nextMinor = (version: string) =>
  version.replace(/^(\d+)\.(\d+)\.\d+/, (_m, major, minor) => `${major}.${Number(minor) + 1}.0`);

test.each(['shell', 'marketing-remote', 'user-portal-remote', 'bde-portal-remote', 'staff-remote'])(
  '%s asks for shared strictly, as one instance, in a caret range of the version it was written against',
  (app) => {
    const shared = sharedConfigOf(app);
    expect(shared).toMatchObject({ singleton: true, strictVersion: true });
    expect(shared.requiredVersion).toMatch(/^\^\d+\.\d+\.\d+$/);
    expect(satisfy(sharedVersion, shared.requiredVersion)).toBe(true);
  },
);

test('a remote written against this shared runs under a shell with a newer minor version of it', () => {
  const remote = sharedConfigOf('marketing-remote');
  expect(satisfy(nextMinor(sharedVersion), remote.requiredVersion)).toBe(true);
});

test('a remote written against a newer minor version is refused by a shell with this one', () => {
  expect(satisfy(sharedVersion, `^${nextMinor(sharedVersion)}`)).toBe(false);
});
