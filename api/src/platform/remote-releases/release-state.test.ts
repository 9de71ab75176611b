import { RELEASE_MESSAGES } from 'shared/contract/releases';
import type { Database } from '../../db/client';
import { openTestDatabase } from '../../test/test-database';
import {
  ReleaseRefused,
  StaleReleaseState,
  changeRelease,
  nextReleaseFields,
  readReleaseState,
  serverReleaseActor,
  type ReleaseChange,
} from './release-state-service';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const AT = new Date('2026-12-01T10:00:00Z');
const EARLIER = new Date('2026-11-30T10:00:00Z');
const published = (release: string) => release !== 'missing';
const stableOnly = { stable: 'a', canary: null, percent: null, canaryStartedAt: null, previousStable: null };
const next = (current: Parameters<typeof nextReleaseFields>[0], change: ReleaseChange) =>
  nextReleaseFields(current, change, AT, published);

test('the state machine: canary, its share, promotion, rollback of a canary and of a promotion', () => {
  const canary = next(stableOnly, { kind: 'canary', release: 'b', percent: 10 });
  expect(canary).toEqual({ ...stableOnly, canary: 'b', percent: 10, canaryStartedAt: AT });
  // Another share of the same canary keeps its start; another release starts anew.
  const wider = next({ ...canary, canaryStartedAt: EARLIER }, { kind: 'canary', release: 'b', percent: 50 });
  expect(wider).toMatchObject({ percent: 50, canaryStartedAt: EARLIER });
  expect(next(wider, { kind: 'canary', release: 'c', percent: 5 })).toMatchObject({
    canary: 'c',
    canaryStartedAt: AT,
  });
  expect(next(canary, { kind: 'rollback' })).toEqual(stableOnly);
  const promoted = next(canary, { kind: 'promote' });
  expect(promoted).toEqual({ ...stableOnly, stable: 'b', previousStable: 'a' });
  expect(next(promoted, { kind: 'rollback' })).toEqual({ ...stableOnly, stable: 'a', previousStable: null });

  const refusal = (current: typeof stableOnly, change: ReleaseChange) => {
    try {
      next(current, change);
    } catch (error) {
      const refused = error as ReleaseRefused;
      return [refused.field, refused.message, refused.conflict];
    }
    return null;
  };
  expect(refusal(stableOnly, { kind: 'promote' })).toEqual(['remote', RELEASE_MESSAGES.noCanary, true]);
  expect(refusal(stableOnly, { kind: 'rollback' })).toEqual([
    'remote',
    RELEASE_MESSAGES.nothingToRollBack,
    true,
  ]);
  expect(refusal(stableOnly, { kind: 'canary', release: 'a', percent: 5 })).toEqual([
    'release',
    RELEASE_MESSAGES.sameAsStable,
    false,
  ]);
  expect(refusal(stableOnly, { kind: 'canary', release: 'missing', percent: 5 })).toEqual([
    'release',
    RELEASE_MESSAGES.notPublished,
    false,
  ]);
});

test('of ten changes naming the same version at once, exactly one is made, first insert and update alike', async () => {
  const by = serverReleaseActor('the test', 'test');
  for (const version of [0, 1]) {
    const attempts = await Promise.allSettled(
      Array.from({ length: 10 }, (_, index) =>
        changeRelease(
          database.db,
          {
            remote: 'bdePortal',
            expect: version,
            change: { kind: 'canary', release: `r${version}-${index}`, percent: 10 },
            startingStable: 'first',
            isPublished: published,
          },
          by,
        ),
      ),
    );
    const made = attempts.filter((attempt) => attempt.status === 'fulfilled');
    const refused = attempts.filter((attempt) => attempt.status === 'rejected');
    expect(made).toHaveLength(1);
    expect(refused.map((attempt) => (attempt as PromiseRejectedResult).reason)).toEqual(
      Array(9).fill(expect.any(StaleReleaseState)),
    );
    const state = await readReleaseState(database.db, 'bdePortal');
    expect(state).toMatchObject({
      version: version + 1,
      canary: made[0]!.value.canary,
      changedBy: 'the test',
    });
  }
});

test('the first change of a remote whose configuration names no published release is refused', async () => {
  const attempt = changeRelease(
    database.db,
    {
      remote: 'staff',
      expect: 0,
      change: { kind: 'canary', release: 'b', percent: 10 },
      startingStable: null,
      isPublished: published,
    },
    serverReleaseActor('the test', 'test'),
  );
  await expect(attempt).rejects.toThrow(RELEASE_MESSAGES.notReleasable);
  expect(await readReleaseState(database.db, 'staff')).toBeNull();
});
