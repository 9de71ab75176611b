// One i18next for the whole site: the shell and every remote share i18next, react-i18next and
// shared/i18n/text (which holds the registered texts and loads the instance) as singletons. Two copies are the
// known failure of i18n across federated apps: each would hold only some apps' namespaces.
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

test.each(APPS)('%s shares i18next, react-i18next and shared/i18n/text as singletons', (app) => {
  const shared = sharedSingletons(path.join(ROOT, app));
  for (const key of ['i18next', 'react-i18next', 'shared/i18n/text']) {
    expect(shared[key]).toMatchObject({ singleton: true });
    expect(shared[key]?.requiredVersion).toMatch(/^\^\d/);
  }
});
