/**
 * Backups that restore, on the database of the round (PGlite, or PostgreSQL when DATABASE_URL is set):
 * a site filled with every kind of data by the demo's and the forms' own code is backed up with
 * `npm run admin -- backup` while the production server answers a stream of contact messages
 * (on PGlite the command goes to that server through its admin socket), restored with
 * `npm run admin -- restore` into a fresh place with another APP_SECRET (it protects nothing stored),
 * and compared table by table, row by row; a fresh instance on the restored data opens every document
 * copy and signs in as each kind of account. A changed manifest, a changed dump and other keys are each
 * refused for their own reason, with their own exit code, before anything is written.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { CONTACT_PATH } from 'shared/contract/contact';
import { EXECUTIVE_PATHS } from 'shared/contract/executive';
import { ANTIFORGERY_PATH, XSRF_COOKIE, XSRF_HEADER } from 'shared/contract/health';
import { STAFF_PATHS } from 'shared/contract/staff';
import { USER_PATHS } from 'shared/contract/user';
import { ROOT, startSite } from '../../../../scripts/bench/site-process';
import { openDatabase, type Database } from '../../db/client';
import { throwawayDatabase } from '../../db/throwaway-database';
import { DEMO_STAFF, seedDemoBackOffice } from '../../demo/demo-back-office';
import { DEMO_BDES, DEMO_PASSWORD } from '../../demo/demo-data';
import { seedDemo } from '../../demo/seed-demo';
import { base32Decode, totpCode } from '../../accounts/staff/totp';
import { CryptoBox } from '../../lib/crypto-box';
import { documentAad } from '../../lib/document-store';
import { randomKeys } from '../../lib/secret';
import { apply, applicationFields } from '../../test/job-applications';
import { createTestApp } from '../../test/test-app';
import { readBackupArchive, readDump, writeBackupArchive } from './backup-archive';
import { sealManifest } from './backup-seal';
import { parseManifest, type BackupManifest } from './backup-manifest';
import { restoreBackup, RestoreRefused, type RefusalKind, type RestoreTarget } from './restore-backup';
import { quotedTable, siteTables } from './table-counts';

jest.setTimeout(180_000);

const serverUrl = process.env.DATABASE_URL || undefined;
const keys = randomKeys();
const keyEnv = {
  APP_SECRET: keys.secretKey.toString('hex'),
  DATA_KEY: keys.dataKey.toString('hex'),
  BLIND_INDEX_KEY: keys.indexKey.toString('hex'),
};
/** The keys after APP_SECRET was rotated: the data keys are the backup's. */
const rotatedKeys = { ...keys, secretKey: randomKeys().secretKey };
const USER = {
  name: 'Backup Test User',
  email: 'backup.user@example.in',
  password: 'backup user passphrase 1',
};
/** Tables the traffic during the backup writes to: rows may be in the source and not in the backup. */
const TRAFFIC_TABLES = [
  'public.consent_records',
  'public.contact_messages',
  'public.email_outbox',
  'public.attempt_counters',
  // The backup's own record, written once its file is whole.
  'public.backups_made',
];

let work: string;
const cleanups: Array<() => Promise<void>> = [];

interface Place {
  env: Record<string, string>;
  target: RestoreTarget;
  open(): Promise<Database>;
}

/** An empty data folder, or an empty throwaway database on the PostgreSQL server. */
async function newPlace(name: string): Promise<Place> {
  const dataDir = path.join(work, name);
  if (!serverUrl) {
    return {
      env: { DATA_DIR: dataDir, DATABASE_URL: '' },
      target: { kind: 'pglite', dataDir },
      open: () => openDatabase({ dataDir }),
    };
  }
  const throwaway = await throwawayDatabase(serverUrl, 'backup');
  cleanups.push(throwaway.drop);
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: throwaway.url },
    target: { kind: 'postgres', url: throwaway.url },
    open: () => openDatabase({ url: throwaway.url }),
  };
}

/** `npm run admin -- …` as an operator runs it. */
async function admin(args: string[], env: Record<string, string>) {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', path.join(ROOT, 'api', 'src', 'admin', 'cli.ts'), ...args],
      { cwd: ROOT, env: { ...process.env, ...keyEnv, ...env, NODE_NO_WARNINGS: '1' } },
    );
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

/** Every row of every table of the site, as PostgreSQL writes it in JSON. */
async function everyRow(database: Database): Promise<Map<string, string[]>> {
  const rows = new Map<string, string[]>();
  for (const table of await siteTables(database.query)) {
    const found = await database.query<{ row: string }>(
      `select to_jsonb(t)::text as row from ${quotedTable(table)} t`,
    );
    rows.set(table, found.map((r) => r.row).sort());
  }
  return rows;
}

/** Fills the source with the demo (BDEs with documents, staff with authenticators, leads, earnings…), a user and an application. */
async function fill(place: Place) {
  const database = await place.open();
  const ctx = await createTestApp({ database, keys });
  try {
    await seedDemo({ db: database.db, ...ctx.identity });
    await seedDemoBackOffice(
      {
        db: database.db,
        cryptoBox: ctx.identity.cryptoBox,
        notices: { staffAddress: 'office@example.in', publicOrigin: 'http://localhost' },
      },
      ctx.clock.now,
    );
    const agent = ctx.agent();
    const registered = await agent.postForm(USER_PATHS.register, {
      Name: USER.name,
      EmailAddress: USER.email,
      Password: USER.password,
    });
    expect(registered.statusCode).toBe(201);
    expect((await apply(ctx.agent(), { fields: applicationFields('candidate@example.in') })).statusCode).toBe(
      201,
    );
  } finally {
    await ctx.close();
    await database.close();
  }
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

interface Sent {
  n: number;
  sentAt: number;
  answeredAt: number;
  status: number;
}

/** Contact messages, one after another, each from its own address, until told to stop. */
async function contactTraffic(url: string, worker: number, running: () => boolean, sent: Sent[]) {
  const first = await fetch(`${url}${ANTIFORGERY_PATH}`);
  const cookie = first.headers.getSetCookie().find((line) => line.startsWith(`${XSRF_COOKIE}=`))!;
  const token = cookie.slice(XSRF_COOKIE.length + 1).split(';')[0];
  for (let i = 0; running(); i += 1) {
    const n = worker * 10_000 + i;
    const sentAt = Date.now();
    const response = await fetch(`${url}${CONTACT_PATH}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: `${XSRF_COOKIE}=${token}`,
        [XSRF_HEADER]: token,
        'x-forwarded-for': `10.${worker}.${Math.floor(i / 250)}.${(i % 250) + 1}`,
      },
      body: JSON.stringify({
        name: 'Traffic During Backup',
        contactNumber: '+91 98480 12345',
        // An address (and a client address) of its own each time, as many visitors would: every counter
        // row the traffic writes is new, never one counted up under the snapshot.
        email: `traffic-${n}@example.in`,
        message: `message ${n}`,
      }),
    });
    await response.arrayBuffer();
    sent.push({ n, sentAt, answeredAt: Date.now(), status: response.status });
  }
}

let source: Place;
let restored: Place;
let backupFile: string;
let manifest: BackupManifest;

beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-test-'));
  source = await newPlace('source');
  await fill(source);
});
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  fs.rmSync(work, { recursive: true, force: true });
});

test('a backup made while the site serves requests restores every row, document and sign-in, after APP_SECRET was rotated', async () => {
  const logs: string[] = [];
  const site = await startSite(
    await freePort(),
    { ...source.env, ...keyEnv, TRUST_PROXY: '1' },
    { output: (line) => logs.push(line) },
  );
  const sent: Sent[] = [];
  let running = true;
  const traffic = [0, 1, 2].map((worker) => contactTraffic(site.url, worker, () => running, sent));
  let backupStartedAt = 0;
  let backupEndedAt = 0;
  try {
    while (sent.length < 10) await new Promise((resolve) => setTimeout(resolve, 20));
    backupFile = path.join(work, 'site.backup');
    backupStartedAt = Date.now();
    const made = await admin(['backup', '--to', backupFile], source.env);
    backupEndedAt = Date.now();
    expect(made.output).toMatch(/^Backup written to /);
    expect(made.code).toBe(0);
    const answeredAfter = sent.length;
    while (sent.length < answeredAfter + 10) await new Promise((resolve) => setTimeout(resolve, 20));
  } finally {
    running = false;
    await Promise.all(traffic);
    await site.stop();
  }
  if (sent.some((request) => request.status !== 201)) console.info(logs.join('\n'));
  expect(sent.filter((request) => request.status !== 201)).toEqual([]);
  expect(sent.some((request) => request.sentAt > backupStartedAt && request.answeredAt < backupEndedAt)).toBe(
    true,
  );

  // The file: private, a tar of the manifest and the dump (tar lists it), no key in it.
  expect(fs.statSync(backupFile).mode & 0o777).toBe(0o600);
  expect((await promisify(execFile)('tar', ['-tf', backupFile])).stdout.split('\n')).toEqual([
    'manifest.json',
    'manifest.hmac',
    'database.dump',
    '',
  ]);
  const archive = (await readBackupArchive(backupFile))!;
  const manifestText = archive.manifest.toString('utf8');
  manifest = parseManifest(manifestText)!;
  expect(manifest).toMatchObject({
    database: serverUrl ? 'postgres' : 'pglite',
    schema: { lastTag: expect.stringMatching(/^\d{4}_/) },
  });
  // Only the keys that protect stored data.
  expect(Object.keys(manifest.keyIds).sort()).toEqual(['BLIND_INDEX_KEY', 'DATA_KEY', 'DATA_KEY_PREVIOUS']);
  for (const key of [keys.dataKey, keys.indexKey, keys.secretKey]) {
    expect(manifestText).not.toContain(key.toString('hex'));
    expect(manifestText).not.toContain(key.toString('base64'));
  }
  for (const table of [
    'users',
    'executives',
    'executive_documents',
    'staff_members',
    'staff_recovery_codes',
    'client_infos',
    'email_outbox',
    'audit_log',
    'commission_lines',
    'payouts',
    'job_applications',
    'contact_messages',
  ]) {
    expect([table, manifest.rowCounts[`public.${table}`]]).toEqual([table, expect.any(Number)]);
    expect([table, manifest.rowCounts[`public.${table}`] > 0]).toEqual([table, true]);
  }

  restored = await newPlace('restored');
  const restore = await admin(['restore', backupFile], {
    ...restored.env,
    APP_SECRET: rotatedKeys.secretKey.toString('hex'),
  });
  expect(restore.output).toMatch(/^Restored the backup made at /);
  expect(restore.code).toBe(0);

  // Row for row: every restored row is the source's; rows only the source has were written by the
  // traffic after the backup's snapshot, and the messages in the backup are a prefix of those sent.
  const sourceDatabase = await source.open();
  const restoredDatabase = await restored.open();
  try {
    const [before, after] = [await everyRow(sourceDatabase), await everyRow(restoredDatabase)];
    expect([...after.keys()]).toEqual([...before.keys()]);
    for (const [table, rows] of after) {
      // The restore's one write: the copy starts with sending emails paused (sending-pause-service.ts).
      if (table === 'public.outbox_pause') {
        expect(rows.map((row) => (JSON.parse(row) as { reason: string }).reason)).toEqual([
          `restored from the backup made at ${manifest.madeAt}`,
        ]);
        continue;
      }
      expect([table, rows.length]).toEqual([table, manifest.rowCounts[table]]);
      const had = new Set(before.get(table));
      expect([table, rows.filter((row) => !had.has(row))]).toEqual([table, []]);
      if (!TRAFFIC_TABLES.includes(table))
        expect([table, rows.length]).toEqual([table, before.get(table)!.length]);
    }
    const numbers = (rows: string[]) =>
      rows
        .map((row) => JSON.parse(row) as { message: string })
        .filter((row) => row.message.startsWith('message '))
        .map((row) => Number(row.message.slice(8)));
    const inBackup = new Set(numbers(after.get('public.contact_messages')!));
    for (const request of sent) {
      if (request.answeredAt < backupStartedAt)
        expect([request.n, inBackup.has(request.n)]).toEqual([request.n, true]);
      if (request.sentAt > backupEndedAt)
        expect([request.n, inBackup.has(request.n)]).toEqual([request.n, false]);
    }
    expect(inBackup.size).toBeLessThan(sent.length);

    // A fresh instance with the same data keys and the new APP_SECRET opens every document copy and
    // signs everyone in.
    const sourceBox = new CryptoBox(keys.dataKey);
    const copies = await sourceDatabase.query<{ id: number; bde_code: string; content: Uint8Array }>(
      'select d.id, e.bde_code, d.content from executive_documents d join executives e on e.id = d.executive_id order by d.id',
    );
    expect(copies).toHaveLength(DEMO_BDES.length * 2);
    const ctx = await createTestApp({ database: restoredDatabase, keys: rotatedKeys });
    try {
      const staff = ctx.agent();
      const [admin0] = DEMO_STAFF;
      const staffSignIn = await staff.postJson(STAFF_PATHS.login, {
        email: admin0.email,
        password: DEMO_PASSWORD,
        code: totpCode(base32Decode(admin0.totpSecret)!, Date.now()),
      });
      expect(staffSignIn.statusCode).toBe(200);
      for (const copy of copies) {
        const opened = await staff.get(
          STAFF_PATHS.partnerDocument({ bdeCode: copy.bde_code, documentId: String(copy.id) }),
        );
        expect(opened.statusCode).toBe(200);
        expect(
          opened.rawPayload.equals(sourceBox.decrypt(Buffer.from(copy.content), documentAad(copy.id))),
        ).toBe(true);
      }
      for (const bde of DEMO_BDES) {
        const signIn = await ctx
          .agent()
          .postForm(EXECUTIVE_PATHS.login, { userName: bde.userName, password: DEMO_PASSWORD });
        expect([bde.userName, signIn.statusCode]).toEqual([bde.userName, 200]);
      }
      const user = await ctx
        .agent()
        .postForm(USER_PATHS.login, { EmailAddress: USER.email, Password: USER.password });
      expect(user.statusCode).toBe(200);
    } finally {
      await ctx.close();
    }
  } finally {
    await sourceDatabase.close();
    await restoredDatabase.close();
  }
});

/**
 * What a place holds: the files of its data folder (embedded), or every relation of the site's
 * schemas with its rows (PostgreSQL). An empty place holds nothing: [].
 */
async function contentsOf(place: Place): Promise<string[]> {
  if (place.target.kind === 'pglite') {
    const { dataDir } = place.target;
    return fs.existsSync(dataDir) ? fs.readdirSync(dataDir, { recursive: true }).map(String).sort() : [];
  }
  const { Client } = await import('pg');
  const client = new Client({ connectionString: place.target.url });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string; kind: string }>(
      "select n.nspname || '.' || c.relname as name, c.relkind as kind from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%' order by 1",
    );
    const contents: string[] = [];
    for (const { name, kind } of rows) {
      const counted =
        kind === 'r'
          ? (await client.query<{ n: number }>(`select count(*)::int as n from ${quotedTable(name)}`)).rows[0]
              .n
          : '';
      contents.push(`${name} (${kind}) ${counted}`);
    }
    return contents;
  } finally {
    await client.end();
  }
}

/** A new empty place, what a restore into it did, and that it still holds nothing. */
async function intoEmptyPlace(name: string, restore: (place: Place) => Promise<unknown>) {
  const target = await newPlace(name);
  expect(await contentsOf(target)).toEqual([]);
  const outcome = await restore(target).then(
    (value) => value,
    (error: unknown) => error,
  );
  expect(await contentsOf(target)).toEqual([]);
  return outcome;
}

test('a restore with another DATA_KEY is refused for the keys (exit 5) before anything is written', async () => {
  const refused = (await intoEmptyPlace('wrong-key', (target) =>
    admin(['restore', backupFile], { ...target.env, DATA_KEY: randomKeys().dataKey.toString('hex') }),
  )) as { code: number; output: string };
  expect(refused.output).toMatch(
    /Restore refused, nothing was written: this backup was made with other keys: its data was written with a data key \(id [0-9a-f]{16}\) that is neither DATA_KEY/,
  );
  expect(refused.code).toBe(5);
});

test('a restore into a place that holds a database is refused, and changes nothing there', async () => {
  const database = await restored.open();
  const before = await everyRow(database);
  await database.close();
  await expect(restoreBackup(backupFile, restored.target, keys)).rejects.toThrow(
    /^Restore refused, nothing was written: .*(already holds a database|is not empty)/,
  );
  const again = await restored.open();
  try {
    expect(await everyRow(again)).toEqual(before);
  } finally {
    await again.close();
  }
});

describe('refused before anything is written, each for its own reason', () => {
  let dumpCopy: string;
  let original: { manifest: Buffer; seal: Buffer };

  beforeAll(async () => {
    dumpCopy = path.join(work, 'original.dump');
    fs.writeFileSync(dumpCopy, await readDump(backupFile));
    const archive = (await readBackupArchive(backupFile))!;
    original = { manifest: archive.manifest, seal: archive.seal! };
  });

  /** A backup of the same dump with this manifest and seal. */
  async function backupWith(name: string, manifest: Buffer, seal: Buffer) {
    const file = path.join(work, `${name}.backup`);
    await writeBackupArchive(file, { manifest, seal }, dumpCopy, new Date());
    return file;
  }

  /** The manifest changed and sealed again with the keys: what only the keys' holder can make. */
  function resealed(name: string, change: (manifest: BackupManifest) => void) {
    const changed = parseManifest(original.manifest.toString('utf8'))!;
    change(changed);
    const manifest = Buffer.from(`${JSON.stringify(changed, null, 2)}\n`);
    return backupWith(name, manifest, sealManifest(keys, manifest));
  }

  async function expectRefused(file: string, kind: RefusalKind, message: RegExp, restoreKeys = keys) {
    const refusal = await intoEmptyPlace(`refused-${path.basename(file)}`, (target) =>
      restoreBackup(file, target.target, restoreKeys),
    );
    expect(refusal).toBeInstanceOf(RestoreRefused);
    expect([(refusal as RestoreRefused).kind, (refusal as RestoreRefused).message]).toEqual([
      kind,
      expect.stringMatching(message),
    ]);
  }

  test('a manifest with one row count edited: the manifest was changed (exit 3)', async () => {
    const text = original.manifest.toString('utf8');
    const count = /"public\.users": (\d+)/.exec(text)!;
    const edited = text.replace(count[0], `"public.users": ${Number(count[1]) + 1}`);
    expect(edited).not.toBe(text);
    const file = await backupWith('edited-count', Buffer.from(edited), original.seal);
    const refused = (await intoEmptyPlace('edited-count-target', (target) =>
      admin(['restore', file], target.env),
    )) as { code: number; output: string };
    expect(refused.output).toMatch(
      /^Not done: Restore refused, nothing was written: the manifest was changed after the backup was made \(its seal no longer matches it\)\.$/m,
    );
    expect(refused.code).toBe(3);
  });

  test('a byte of the dump changed in the file: the dump does not match its manifest (exit 4)', async () => {
    const file = path.join(work, 'edited-dump.backup');
    fs.copyFileSync(backupFile, file);
    // The tar's members, header by header, to the dump's first byte.
    const bytes = fs.readFileSync(file);
    let at = 0;
    while (
      bytes
        .subarray(at, at + 100)
        .toString('latin1')
        .replace(/\0.*$/s, '') !== 'database.dump'
    ) {
      const size = parseInt(bytes.subarray(at + 124, at + 136).toString('latin1'), 8);
      at += 512 + Math.ceil(size / 512) * 512;
    }
    const middle = at + 512 + Math.floor(manifest.dump.bytes / 2);
    const handle = fs.openSync(file, 'r+');
    fs.writeSync(handle, Buffer.from([bytes[middle] ^ 0x01]), 0, 1, middle);
    fs.closeSync(handle);
    const refused = (await intoEmptyPlace('edited-dump-target', (target) =>
      admin(['restore', file], target.env),
    )) as { code: number; output: string };
    expect(refused.output).toMatch(
      /Restore refused, nothing was written: the dump does not match its manifest \(.* was damaged, cut short or altered after the backup was made\)/,
    );
    expect(refused.code).toBe(4);
  });

  test('the seal taken out of a sealed backup: the manifest was changed', async () => {
    const folder = path.join(work, 'unsealed-members');
    fs.mkdirSync(folder);
    fs.writeFileSync(path.join(folder, 'manifest.json'), original.manifest);
    fs.copyFileSync(dumpCopy, path.join(folder, 'database.dump'));
    const file = path.join(work, 'seal-removed.backup');
    await promisify(execFile)('tar', [
      '--format=ustar',
      '-cf',
      file,
      '-C',
      folder,
      'manifest.json',
      'database.dump',
    ]);
    await expectRefused(
      file,
      'manifest-changed',
      /the manifest was changed after the backup was made \(its seal is missing/,
    );
  });

  test("the dump's checksum changed in a manifest sealed again: the canary says the manifest changed", async () => {
    const file = await resealed('checksum', (m) => {
      m.dump.sha256 = '0'.repeat(64);
    });
    await expectRefused(
      file,
      'manifest-changed',
      /its sealed test value does not open for its dump's checksum/,
    );
  });

  test('a backup of a newer schema than this code has', async () => {
    const file = await resealed('newer', (m) => {
      m.schema = {
        ...m.schema,
        migrations: m.schema.migrations + 1,
        lastTag: '9999_future',
        lastCreatedAt: m.schema.lastCreatedAt + 1,
      };
    });
    await expectRefused(
      file,
      'refused',
      /the backup's schema is newer than this code's \(its last migration 9999_future came after \d{4}_/,
    );
  });

  test('a file that is no backup', async () => {
    const other = path.join(work, 'not-a-backup');
    fs.writeFileSync(other, 'hello');
    await expectRefused(other, 'refused', /is not a backup made by "npm run admin -- backup"/);
  });

  test('another BLIND_INDEX_KEY: other keys', async () => {
    await expectRefused(
      backupFile,
      'other-keys',
      /this backup was made with other keys: BLIND_INDEX_KEY \(id [0-9a-f]{16}\) is not the backup's/,
      { ...keys, indexKey: randomKeys().indexKey },
    );
  });

  test('a backup of the first format (no seal) is refused, and restored with --accept-unsealed', async () => {
    const first = parseManifest(original.manifest.toString('utf8'))!;
    const folder = path.join(work, 'first-format');
    fs.mkdirSync(folder);
    fs.writeFileSync(
      path.join(folder, 'manifest.json'),
      JSON.stringify({ ...first, formatVersion: 1, keyIds: { ...first.keyIds, APP_SECRET: 'ab'.repeat(8) } }),
    );
    fs.copyFileSync(dumpCopy, path.join(folder, 'database.dump'));
    const file = path.join(work, 'first-format.backup');
    await promisify(execFile)('tar', [
      '--format=ustar',
      '-cf',
      file,
      '-C',
      folder,
      'manifest.json',
      'database.dump',
    ]);
    await expectRefused(
      file,
      'unsealed',
      /was made by an older release \(backup format 1\): its manifest has no seal/,
    );
    const target = await newPlace('first-format-restored');
    await expect(restoreBackup(file, target.target, rotatedKeys, { acceptUnsealed: true })).resolves.toMatch(
      /^Restored the backup made at /,
    );
    expect(await contentsOf(target)).not.toEqual([]);
  });
});
