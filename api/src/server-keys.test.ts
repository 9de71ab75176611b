import { spawnSync } from 'node:child_process';
import path from 'node:path';

const SERVER = path.join(__dirname, 'server.ts');
const hex = (byte: string) => byte.repeat(64);

function start(env: Record<string, string>) {
  const clean = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => !['APP_SECRET', 'DATA_KEY', 'DATA_KEY_PREVIOUS', 'BLIND_INDEX_KEY'].includes(name),
    ),
  );
  return spawnSync(process.execPath, ['--import', 'tsx', SERVER], {
    env: { ...clean, NODE_OPTIONS: '', PORT: '0', ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
}

test('with DATABASE_URL and a key missing, the server does not start and names what to set', () => {
  // Nothing listens at this address: the keys are checked before the database is opened.
  const databaseUrl = 'postgres://nobody:nothing@127.0.0.1:9/none';
  const none = start({ DATABASE_URL: databaseUrl });
  expect(none.status).toBe(1);
  // A refused start is one JSON line of the instance's log, on stdout like every other line.
  expect(none.stdout).toContain(
    'With DATABASE_URL set, every instance must use the same keys, so none is generated: set APP_SECRET, DATA_KEY and BLIND_INDEX_KEY',
  );
  const one = start({ DATABASE_URL: databaseUrl, APP_SECRET: hex('a'), DATA_KEY: hex('b') });
  expect(one.status).toBe(1);
  expect(one.stdout).toMatch(/set BLIND_INDEX_KEY \(/);
}, 60_000);
