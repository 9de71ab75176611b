import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT, loadSettings } from './config';

/** The names of the variables the server's settings and keys read, recorded as they are read. */
function variablesRead(): string[] {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'env-example-'));
  const read = new Set<string>();
  const env = new Proxy({ DATA_DIR: dataDir } as NodeJS.ProcessEnv, {
    get(target, name) {
      if (typeof name === 'string') read.add(name);
      return target[name as string];
    },
  });
  try {
    loadSettings(env).keys();
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return [...read].sort();
}

/** Every NAME= line of .env.example, set or commented out. */
function variablesDocumented(): string[] {
  const text = fs.readFileSync(path.join(REPO_ROOT, '.env.example'), 'utf8');
  return [...text.matchAll(/^#? ?([A-Z][A-Z0-9_]*)=/gm)].map(([, name]) => name).sort();
}

test('.env.example names every variable the server reads, and none it does not', () => {
  const read = variablesRead();
  // The third parties and the remotes' URLs, which once were read beside the typed configuration.
  expect(read).toEqual(
    expect.arrayContaining(['CHAT_WIDGET_URL', 'MAP_EMBED_URL', 'PINCODE_SERVICE_URL', 'REMOTE_STAFF_URL']),
  );
  expect(read).toEqual(expect.arrayContaining(['APP_SECRET', 'DATA_KEY', 'DATA_KEY_PREVIOUS']));
  expect(variablesDocumented()).toEqual(read);
});

test('the typed configuration is the one place the API reads the environment', () => {
  // The two exceptions are not settings: pg_dump's and pg_restore's search path and the environment
  // they inherit, and where `npm run admin` was typed (npm's INIT_CWD), for paths typed there.
  const allowed = ['config.ts', 'ops/backups/postgres-dump.ts', 'ops/backups/backup-cli.ts'];
  const readers: string[] = [];
  const visit = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'test') visit(file);
      } else if (/\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name)) {
        if (/\bprocess\.env\b/.test(fs.readFileSync(file, 'utf8')))
          readers.push(path.relative(__dirname, file));
      }
    }
  };
  visit(__dirname);
  expect(readers.filter((file) => !allowed.includes(file))).toEqual([]);
});
