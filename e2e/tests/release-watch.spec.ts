// The release state watched and shared: a canary of the marketing remote that fails in visitors'
// browsers is counted from their beacons and rolled back by the site itself, and two instances behind
// the shipped nginx, on one PostgreSQL database, serve every visitor the same release whichever
// answers, through a canary, its promotion and a rollback. Both use one release of the marketing
// remote, built alone from an edited copy: its page is drawn by the server as usual and throws as
// soon as it runs in a browser.
import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import { expect, test } from '@playwright/test';
import { RELEASE_REMOTE_LABELS } from 'shared/contract/releases';
import { openDatabase } from '../../api/src/db/client';
import { auditLog } from '../../api/src/db/schema';
import { startCluster, type Cluster } from '../../scripts/bench/cluster';
import { PIN_HEADER } from '../../scripts/bench/nginx';
import { DEFAULT_POSTGRES_URL, postgresReachable, printable } from '../../scripts/bench/postgres';
import { expectCarouselMoves } from '../support/home-carousel';
import { startSiteWithMailbox } from '../support/mailbox';
import {
  buildNextVersion,
  publishNextRelease,
  releaseOfPage,
  type NextVersion,
  type PublishedRelease,
} from '../support/next-release';
import { watchErrors } from '../support/page-errors';
import { runAdmin, siteAdmin } from '../support/release-admin';

const SITE_PORT = 8291;
const FAILING_NEXT_PORT = 8392;
const STAFF_INBOX = 'release-watch@example.in';
const FAILING_HEADING = 'IT services and staffing in Hyderabad, failing release';
const FALLBACK_HEADING = 'This part of the site could not be loaded';

let failingNext: NextVersion;
let published: PublishedRelease;

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  failingNext = await buildNextVersion(
    'marketing-remote',
    [
      {
        file: 'src/features/home/hero-carousel.tsx',
        from: 'IT services and staffing in Hyderabad',
        to: FAILING_HEADING,
      },
      // The build pre-renders the page without a window: only a browser meets the error.
      {
        file: 'src/features/home/home-page.tsx',
        from: 'export function HomePage() {\n',
        to:
          'export function HomePage() {\n' +
          "  if (typeof window !== 'undefined') throw new Error('This release fails in browsers.');\n",
      },
    ],
    FAILING_NEXT_PORT,
    { suffix: 'failing' },
  );
  published = publishNextRelease(failingNext, 'marketing-remote');
});

test.afterAll(async () => {
  published?.remove();
  await failingNext?.stop();
  if (failingNext) fs.rmSync(failingNext.folder, { recursive: true, force: true });
});

const pageRelease = (html: string) => releaseOfPage(html, published.release, FAILING_HEADING);

/** The failure column `remotes status` shows for a release: its failures and pages in the last hour. */
function failuresIn(status: string, release: string) {
  const found = new RegExp(
    `^ {4}${release} .* failed [\\d.]+% \\((\\d+) of (\\d+) pages, last hour\\)`,
    'm',
  ).exec(status);
  return found ? { failures: Number(found[1]), loads: Number(found[2]) } : null;
}

test('a canary that throws in browsers shows Retry inside the layout, is counted from their beacons, and is rolled back by itself', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const { release, stable } = published;
  const site = await startSiteWithMailbox(SITE_PORT, STAFF_INBOX, {
    // Quick to decide, looked at every second: over 4 pages, and past 80% failures, so all four
    // visitors' reports are counted before it is rolled back (a report of a release no longer
    // served is refused).
    CANARY_MAX_FAILURE_RATE: '0.8',
    CANARY_MIN_VISITORS: '4',
    CANARY_WATCH_SECONDS: '1',
  });
  const admin = siteAdmin(SITE_PORT);
  try {
    const started = admin('remotes', 'canary', 'marketing', release, '50', '--expect', '0');
    expect(started, started.output).toMatchObject({ code: 0 });

    // Fresh visitors until four got the canary (half of them do): it cannot be rolled back before
    // four of its pages were served.
    const CANARY_VISITORS = 4;
    let canaryVisitors = 0;
    let stableVisitors = 0;
    for (let visitor = 0; visitor < 30 && canaryVisitors < CANARY_VISITORS; visitor += 1) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const errors = watchErrors(page);
      const beacon = page.waitForRequest(
        (request) => request.method() === 'POST' && request.url().endsWith('/api/remote-failures'),
        { timeout: 20_000 },
      );
      beacon.catch(() => undefined);
      const response = await page.goto(`${site.url}/`);
      const served = pageRelease(await response!.text());
      // Never a blank page: the remote's fallback, inside the site's own header and footer.
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      if (served === release) {
        canaryVisitors += 1;
        await expect(page.getByRole('heading', { name: FALLBACK_HEADING })).toBeVisible({ timeout: 20_000 });
        await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
        const report = await beacon;
        expect(Object.fromEntries(new URLSearchParams(report.postData() ?? ''))).toEqual({
          remote: 'marketing',
          release,
          kind: 'render',
        });
        expect((await report.response())?.status()).toBe(204);
      } else {
        stableVisitors += 1;
        await page.waitForLoadState('networkidle');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(/IT services and staffing/);
        await expect(page.getByRole('heading', { name: FALLBACK_HEADING })).toHaveCount(0);
        expect(errors).toEqual([]);
      }
      await context.close();
    }
    test.info().annotations.push({
      type: 'visitors',
      description: `${canaryVisitors} got the canary, ${stableVisitors} the stable release`,
    });
    expect(canaryVisitors).toBe(CANARY_VISITORS);

    // Counted by the server: each canary page served, and each failure its browser reported.
    let status = '';
    await expect
      .poll(
        () => {
          status = admin('remotes', 'status').output;
          return failuresIn(status, release);
        },
        { timeout: 20_000, message: 'the failures of the canary in `remotes status`' },
      )
      .toEqual({ failures: CANARY_VISITORS, loads: CANARY_VISITORS });

    // Rolled back by the site itself, with no one asking.
    await expect
      .poll(
        () => {
          status = admin('remotes', 'status').output;
          return /^marketing .*by automatic rollback$/m.test(status) && !status.includes('  canary    ');
        },
        { timeout: 20_000, message: 'the canary rolled back automatically' },
      )
      .toBe(true);
    expect(status).toContain(`  stable    ${stable}`);

    // Every admin told why (none is registered here: the staff address).
    const email = await site.emailTo(
      STAFF_INBOX,
      new RegExp(`^${RELEASE_REMOTE_LABELS.marketing}: canary ${release} rolled back automatically$`),
    );
    expect(email.text).toContain(
      `failed in visitors' browsers on ${CANARY_VISITORS} of ${CANARY_VISITORS} pages in the last hour`,
    );
    expect(email.text).toContain(`Every visitor now gets the stable release ${stable}.`);

    // A fresh visitor gets the stable release, taken over by its code: the carousel moves.
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors = watchErrors(page);
    const response = await page.goto(`${site.url}/`);
    expect(pageRelease(await response!.text())).toBe(stable);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      /IT services and staffing in Hyderabad$/,
    );
    await expectCarouselMoves(page);
    expect(errors).toEqual([]);
    await context.close();

    // Audited as the system's own act, with the counts it decided on.
    await site.halt();
    const database = await openDatabase({ dataDir: site.dataDir });
    try {
      const rows = await database.db.select().from(auditLog).where(eq(auditLog.action, 'release.rollback'));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ staffId: null, ipAddress: 'system', targetId: 'marketing' });
      expect(JSON.parse(rows[0]!.detail!)).toMatchObject({
        after: `stable ${stable}, no canary`,
        loads: CANARY_VISITORS,
        failures: CANARY_VISITORS,
        maxFailureRate: 0.8,
      });
    } finally {
      await database.close();
    }
  } finally {
    await site.stop();
  }
});

/** A visitor through nginx: a cookie jar. */
class Visitor {
  private readonly cookies = new Map<string, string>();

  constructor(private readonly cluster: Cluster) {}

  /** / through nginx (to one instance, with `via`): the release it was drawn with, and who answered. */
  async home(via?: number) {
    const headers: Record<string, string> = {};
    if (via !== undefined) headers[PIN_HEADER] = String(via);
    if (this.cookies.size)
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await this.cluster.fetch('/', { headers });
    expect(response.status).toBe(200);
    for (const line of response.headers.getSetCookie()) {
      const pair = line.split(';')[0]!;
      const at = pair.indexOf('=');
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return { release: pageRelease(await response.text()), servedBy: this.cluster.servedBy(response.headers) };
  }
}

test('two instances behind the shipped nginx serve each visitor one release, and move everyone together', async () => {
  test.setTimeout(180_000);
  const { release, stable } = published;
  const postgresUrl = process.env.E2E_POSTGRES_URL || DEFAULT_POSTGRES_URL;
  if (!(await postgresReachable(postgresUrl))) {
    throw new Error(
      `PostgreSQL at ${printable(postgresUrl)} does not answer: this test runs two instances on it ` +
        '(set E2E_POSTGRES_URL, or start the local one: pg_ctlcluster 15 main start).',
    );
  }
  const cluster = await startCluster({ instances: 2, postgresUrl });
  try {
    const admin = (...argv: string[]) =>
      runAdmin(
        { DATABASE_URL: cluster.databaseUrl, DATA_DIR: cluster.instances[0]!.dataDir, ...cluster.keys },
        argv,
      );
    const started = admin('remotes', 'canary', 'marketing', release, '50', '--expect', '0');
    expect(started, started.output).toMatchObject({ code: 0 });

    // Fresh visitors: the first page from whichever instance nginx picks, then from each in turn.
    const visitors = Array.from({ length: 40 }, () => new Visitor(cluster));
    const firstServedBy = new Set<number | undefined>();
    const drawn = await Promise.all(
      visitors.map(async (visitor) => {
        const first = await visitor.home();
        firstServedBy.add(first.servedBy);
        for (let load = 0; load < 4; load += 1) {
          const via = load % 2;
          const next = await visitor.home(via);
          expect(next.servedBy).toBe(via);
          expect(next.release).toBe(first.release);
        }
        return first.release;
      }),
    );
    expect(firstServedBy).toEqual(new Set([0, 1]));
    const canaries = drawn.filter((drawnRelease) => drawnRelease === release).length;
    test.info().annotations.push({ type: 'canary share', description: `${canaries} of ${visitors.length}` });
    expect(new Set(drawn)).toEqual(new Set([stable, release]));

    /** The releases every visitor gets from each instance now. */
    const servedEverywhere = async () =>
      new Set(
        await Promise.all(
          visitors.flatMap((visitor) => [0, 1].map(async (via) => (await visitor.home(via)).release)),
        ),
      );

    const promoted = admin('remotes', 'promote', 'marketing', '--expect', '1');
    expect(promoted, promoted.output).toMatchObject({ code: 0 });
    await expect.poll(servedEverywhere, { timeout: 5_000, intervals: [250] }).toEqual(new Set([release]));

    const rolledBack = admin('remotes', 'rollback', 'marketing', '--expect', '2');
    expect(rolledBack, rolledBack.output).toMatchObject({ code: 0 });
    await expect.poll(servedEverywhere, { timeout: 5_000, intervals: [250] }).toEqual(new Set([stable]));
  } finally {
    await cluster.close();
  }
});
