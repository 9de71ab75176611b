/**
 * A change of a remote's release reaches every instance on the database within a second or two: by
 * NOTIFY (two connections of their own on PostgreSQL, as two servers have), or by the periodic
 * re-read when notifications do not arrive.
 */
import { openDatabase, type Database } from '../../db/client';
import type { Listen } from '../../db/notification-listener';
import { throwawayDatabase } from '../../db/throwaway-database';
import { insertStaff, signedInAgent } from '../../test/fixtures';
import { createTestApp, type TestContext } from '../../test/test-app';
import { ReleaseFeed } from './release-feed-service';
import { changeRelease, serverReleaseActor } from './release-state-service';
import { RELEASES, fakeSite, releaseIn } from './release-test-kit';

jest.setTimeout(60_000);

/** Each instance's own connection to one database (the embedded one can only be shared). */
let databases: [Database, Database];
let drop = async () => undefined as void;

beforeAll(async () => {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const shared = await openDatabase({});
    databases = [shared, shared];
    drop = () => shared.close();
    return;
  }
  const throwaway = await throwawayDatabase(serverUrl, 'test');
  databases = [await openDatabase({ url: throwaway.url }), await openDatabase({ url: throwaway.url })];
  drop = async () => {
    await Promise.all(databases.map((database) => database.close()));
    await throwaway.drop();
  };
});
afterAll(() => drop());

const HOUR_MS = 60 * 60 * 1000;
const quiet = { warn: () => undefined };
const by = serverReleaseActor('the test', 'test');
const published = () => true;

/** Waits until `check` holds, at most `withinMs`; how long it took. */
async function within(withinMs: number, check: () => boolean): Promise<number> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > withinMs) throw new Error(`not within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return Date.now() - started;
}

test('a change made through one instance is announced to another at once (no re-read for an hour)', async () => {
  const [one, two] = databases;
  const feeds = await Promise.all(
    [one, two].map((database) =>
      ReleaseFeed.start(database.db, database.listen, {
        ...quiet,
        rereadMs: HOUR_MS,
        offlineRereadMs: HOUR_MS,
      }),
    ),
  );
  try {
    // Until the feed is live, an announcement could be missed.
    await within(5_000, () => (feeds[1] as unknown as { live: boolean }).live);
    const state = await changeRelease(
      one.db,
      {
        remote: 'userPortal',
        expect: 0,
        change: { kind: 'canary', release: 'b', percent: 10 },
        startingStable: 'a',
        isPublished: published,
      },
      by,
    );
    await within(1_500, () => feeds[1].state('userPortal')?.version === state.version);
    expect(feeds[1].state('userPortal')).toMatchObject({ stable: 'a', canary: 'b', percent: 10 });
  } finally {
    await Promise.all(feeds.map((feed) => feed.stop()));
  }
});

test('without notifications, the rows are read again every few seconds', async () => {
  const [one, two] = databases;
  const deaf: Listen = async () => async () => undefined;
  const feed = await ReleaseFeed.start(two.db, deaf, { ...quiet, offlineRereadMs: 200 });
  try {
    const before = feed.state('userPortal')!.version;
    await changeRelease(
      one.db,
      {
        remote: 'userPortal',
        expect: before,
        change: { kind: 'promote' },
        startingStable: null,
        isPublished: published,
      },
      by,
    );
    await within(2_000, () => feed.state('userPortal')?.version === before + 1);
    expect(feed.state('userPortal')).toMatchObject({ stable: 'b', canary: null, previousStable: 'a' });
  } finally {
    await feed.stop();
  }
});

describe('two app instances on one database', () => {
  const site = fakeSite();
  let instances: TestContext[];
  beforeAll(async () => {
    const config = { shellDist: site.shellDist, remoteDists: site.remoteDists };
    instances = [
      await createTestApp({ config, database: databases[0] }),
      await createTestApp({ config, database: databases[1] }),
    ];
  });
  afterAll(() => Promise.all(instances.map((instance) => instance.close())));

  test('a promotion in the back office of one is what the other serves within a second or two', async () => {
    const [one, two] = instances;
    const admin = await signedInAgent(one, 'staff', (await insertStaff(one, { role: 'admin' })).id);
    const served = async () => releaseIn((await two.agent().get('/aboutus')).body);
    expect(await served()).toBe(RELEASES.first);
    expect(
      (
        await admin.postJson('/api/staff/releases/canary', {
          remote: 'marketing',
          release: RELEASES.second,
          percent: 50,
          expect: 0,
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await admin.postJson('/api/staff/releases/promote', { remote: 'marketing', expect: 1 })).statusCode,
    ).toBe(200);
    let latest: string | null = null;
    const started = Date.now();
    while (latest !== RELEASES.second && Date.now() - started < 2_000) {
      // A pause lets the announcement's socket be read (injected requests never wait on one).
      await new Promise((resolve) => setTimeout(resolve, 20));
      latest = await served();
    }
    expect(latest).toBe(RELEASES.second);
    expect(releaseIn((await two.agent().get('/remotes.json')).json().marketing)).toBe(RELEASES.second);
  });
});
