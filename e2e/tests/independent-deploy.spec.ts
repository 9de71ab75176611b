// A remote is deployed alone: a changed copy of it is built by itself, its dist/ served from another
// origin, and only remotes.json is edited. The first HTML is then the new version's (the server
// composes the page from the remote's own pre-rendered page), and the page hydrates without error.
// The marketing remote's new version is built with another published version of the federation
// plugin than the shell's (e2e/fixtures/federation-plugin/), as a team upgrading on its own would.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  buildNextVersion,
  publishNextRelease,
  releaseOfPage,
  type NextVersion,
} from '../support/next-release';
import {
  otherFederationPluginVersion,
  repositoryFederationPluginVersion,
  useOtherFederationPlugin,
} from '../support/other-federation-plugin';
import { expectCarouselMoves } from '../support/home-carousel';
import { watchErrors } from '../support/page-errors';
import { siteAdmin } from '../support/release-admin';
import { REPO_ROOT, startServer, type RunningServer } from '../support/server';

const SITE_PORT = 8286;
const MARKETING_NEXT_PORT = 8387;
const BDE_NEXT_PORT = 8388;
const USER_NEXT_PORT = 8389;

/** The minor version of `shared` after the one the shell provides: one no build here has yet. */
/** The range of `shared` an app asks for now (it moves up as the app starts using newer parts). */
function sharedRangeOf(app: string): string {
  const { dependencies } = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, app, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  return dependencies.shared!;
}

function nextSharedMinor(): string {
  const { version } = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'shared', 'package.json'), 'utf8')) as {
    version: string;
  };
  const [major, minor] = version.split('.').map(Number);
  return `${major}.${minor! + 1}.0`;
}

/** / is the marketing remote's next version, taken over by its code: its carousel moves, its links lead on. */
async function expectNextHomeTakenOver(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/next version/);
  await expectCarouselMoves(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'AboutUs' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
}

let site: RunningServer;
let remotesFile: string;
let marketingNext: NextVersion;
let bdeNext: NextVersion;
let userNext: NextVersion;
const writeRemotes = (config: Record<string, string>) =>
  fs.writeFileSync(remotesFile, JSON.stringify(config));

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async () => {
  test.setTimeout(600_000);
  remotesFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'remotes-')), 'remotes.json');
  writeRemotes({});
  marketingNext = await buildNextVersion(
    'marketing-remote',
    [
      {
        file: 'src/features/home/hero-carousel.tsx',
        from: 'IT services and staffing in Hyderabad',
        to: 'IT services and staffing in Hyderabad, next version',
      },
    ],
    MARKETING_NEXT_PORT,
    { prepare: useOtherFederationPlugin },
  );
  bdeNext = await buildNextVersion(
    'bde-portal-remote',
    [
      {
        file: 'src/features/register/bde-register-page.tsx',
        from: "<h1>{t('Register as a Business Development Executive')}</h1>",
        // One text node, as before: React would mark two adjacent ones with a comment between.
        to: "<h1>{`${t('Register as a Business Development Executive')}, next version`}</h1>",
      },
    ],
    BDE_NEXT_PORT,
  );
  // Built against a newer minor version of `shared` than the shell provides.
  userNext = await buildNextVersion(
    'user-portal-remote',
    [
      {
        file: 'package.json',
        from: `"shared": "${sharedRangeOf('user-portal-remote')}"`,
        to: `"shared": "^${nextSharedMinor()}"`,
      },
    ],
    USER_NEXT_PORT,
  );
  site = await startServer({ port: SITE_PORT, env: { REMOTES_FILE: remotesFile } });
});

test.afterAll(async () => {
  await site?.stop();
  for (const next of [marketingNext, bdeNext, userNext]) {
    await next?.stop();
    if (next) fs.rmSync(next.folder, { recursive: true, force: true });
  }
});

test('a marketing remote deployed alone on another origin: / is its new version from the first HTML', async ({
  page,
  request,
}) => {
  const before = await (await request.get(`${site.url}/`)).text();
  expect(before).not.toContain('next version');

  writeRemotes({ marketing: `${marketingNext.url}/remoteEntry.js` });
  const first = await (await request.get(`${site.url}/`)).text();
  expect(first).toContain('IT services and staffing in Hyderabad, next version');
  expect(first).toContain(`data-href="${marketingNext.url}/`);

  const errors = watchErrors(page);
  await page.goto(`${site.url}/`);
  await page.waitForLoadState('networkidle');
  await expectNextHomeTakenOver(page);
  expect(errors).toEqual([]);

  // Rolling back is editing the file back.
  writeRemotes({});
  expect(await (await request.get(`${site.url}/`)).text()).not.toContain('next version');
});

test('a BDE portal remote deployed alone: /bdeRegister is its new version, and its form works', async ({
  page,
  request,
}) => {
  writeRemotes({ bdePortal: `${bdeNext.url}/remoteEntry.js` });
  const first = await (await request.get(`${site.url}/bdeRegister`)).text();
  expect(first).toContain('Register as a Business Development Executive, next version');
  expect(first).toMatch(/<meta name="robots" content="index, follow"/);

  const errors = watchErrors(page);
  await page.goto(`${site.url}/bdeRegister`);
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/next version/);
  await page.getByRole('button', { name: /^Register/ }).click();
  await expect(page.getByText('This field is required.').first()).toBeVisible();
  expect(errors).toEqual([]);
  writeRemotes({});
});

test('versions side by side: a release built with another version of the federation plugin is deployed by copying its folder and naming it in remotes.json', async ({
  page,
  request,
}) => {
  const published = publishNextRelease(marketingNext, 'marketing-remote');
  const { release: next, stable: before } = published;
  try {
    // Built with another version of the federation plugin than the shell's.
    const manifest = JSON.parse(
      fs.readFileSync(path.join(marketingNext.folder, 'releases', next, 'mf-manifest.json'), 'utf8'),
    ) as { metaData: { pluginVersion: string } };
    expect(manifest.metaData.pluginVersion).toBe(otherFederationPluginVersion());
    expect(manifest.metaData.pluginVersion).not.toBe(repositoryFederationPluginVersion());
    writeRemotes({ marketing: `/remotes/marketing/${next}/remoteEntry.js` });
    expect(await (await request.get(`${site.url}/`)).text()).toContain('next version');
    const errors = watchErrors(page);
    await page.goto(`${site.url}/`);
    await page.waitForLoadState('networkidle');
    await expectNextHomeTakenOver(page);
    expect(errors).toEqual([]);
    // A visitor still holding a page of the earlier version finds its files.
    const earlier = await request.get(`${site.url}/remotes/marketing/${before}/remoteEntry.js`);
    expect(earlier.status()).toBe(200);
    writeRemotes({});
    expect(await (await request.get(`${site.url}/`)).text()).not.toContain('next version');
    expect((await request.get(`${site.url}/remotes/marketing/${next}/remoteEntry.js`)).status()).toBe(200);
  } finally {
    writeRemotes({});
    published.remove();
  }
});

test('a remote whose origin is down: the page still renders, with the normal header and footer', async ({
  page,
  request,
}) => {
  writeRemotes({ marketing: 'http://127.0.0.1:9/remoteEntry.js' });
  const response = await request.get(`${site.url}/aboutus`);
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain('data-remote-outlet="marketing/AboutPage"></div>');
  await page.goto(`${site.url}/aboutus`);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'This part of the site could not be loaded' })).toBeVisible({
    timeout: 30_000,
  });
  writeRemotes({});
});

test('a remote built against a newer shared than the shell provides fails into Retry with the reason, never a blank page', async ({
  page,
}) => {
  writeRemotes({ userPortal: `${userNext.url}/remoteEntry.js` });
  await page.goto(`${site.url}/userlogin`);
  await expect(page.getByRole('banner')).toBeVisible();
  // The form is drawn by the server; its code is taken on at first use, and refuses to run here.
  await page
    .getByRole('main')
    .getByLabel(/^Email address/)
    .focus();
  await expect(page.getByText(/needs a newer version of this site than this page has/)).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  writeRemotes({});
});

/** `npm run admin -- …` against the site's server (its embedded database takes the command). */
const admin = siteAdmin(SITE_PORT);

const NEXT_HEADING = 'IT services and staffing in Hyderabad, next version';
/** The marketing release a composed page of / was drawn with, checked against the heading it shows. */
const pageRelease = (html: string, next: string) => releaseOfPage(html, next, NEXT_HEADING);

test('a canary of the next marketing release at 30%: a sticky share of visitors, one release per visitor from the first HTML to hydration; promote and rollback move everyone', async ({
  browser,
  playwright,
}) => {
  test.setTimeout(900_000);
  const published = publishNextRelease(marketingNext, 'marketing-remote');
  const { release: next, stable: before } = published;
  try {
    const started = admin('remotes', 'canary', 'marketing', next, '30', '--expect', '0');
    expect(started, started.output).toMatchObject({ code: 0 });
    expect(admin('remotes', 'status').output).toContain(`canary    ${next} for 30% of visitors`);

    // Fresh visitors, each with a cookie jar: five page loads and /remotes.json, one release throughout.
    // Each request on a new connection: a pooled one left idle through the browser part below can be
    // closed by the server's keep-alive timeout just as it is reused, which a browser retries and
    // this client does not.
    const VISITORS = 300;
    const first: string[] = [];
    const visitors: APIRequestContext[] = [];
    for (let batch = 0; batch < VISITORS; batch += 25) {
      const group = await Promise.all(
        Array.from({ length: 25 }, () =>
          playwright.request.newContext({ baseURL: site.url, extraHTTPHeaders: { connection: 'close' } }),
        ),
      );
      visitors.push(...group);
      first.push(
        ...(await Promise.all(
          group.map(async (visitor) => {
            const loads: string[] = [];
            for (let load = 0; load < 5; load += 1)
              loads.push(pageRelease(await (await visitor.get('/')).text(), next));
            const remotes = (await (await visitor.get('/remotes.json')).json()) as { marketing: string };
            expect(remotes.marketing).toBe(`/remotes/marketing/${loads[0]}/remoteEntry.js`);
            expect(new Set(loads)).toEqual(new Set([loads[0]]));
            return loads[0]!;
          }),
        )),
      );
    }
    const share = first.filter((release) => release === next).length / VISITORS;
    test.info().annotations.push({ type: 'canary share', description: `${share * VISITORS} of ${VISITORS}` });
    expect(share).toBeGreaterThanOrEqual(0.24);
    expect(share).toBeLessThanOrEqual(0.36);
    expect(new Set(first)).toEqual(new Set([before, next]));

    // In browsers: the release the page was drawn with is the one hydrated, over five loads.
    for (let visitor = 0; visitor < 10; visitor += 1) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const errors = watchErrors(page);
      const entries: string[] = [];
      page.on('request', (request) => {
        const release = /\/remotes\/marketing\/([\w-]+)\/remoteEntry\.js/.exec(request.url())?.[1];
        if (release) entries.push(release);
      });
      let release = '';
      for (let load = 0; load < 5; load += 1) {
        const response = await page.goto(`${site.url}/`);
        const html = await response!.text();
        release ||= pageRelease(html, next);
        expect(pageRelease(html, next)).toBe(release);
        await page.waitForLoadState('networkidle');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(
          release === next ? /next version/ : /^(?!.*next version)/,
        );
        await expectCarouselMoves(page);
      }
      expect(new Set(entries)).toEqual(new Set([release]));
      expect(errors).toEqual([]);
      await context.close();
    }

    const promoted = admin('remotes', 'promote', 'marketing', '--expect', '1');
    expect(promoted, promoted.output).toMatchObject({ code: 0 });
    // Every instance within seconds: this one at once, or at its next re-read.
    await expect
      .poll(async () => pageRelease(await (await visitors[0]!.get('/')).text(), next), { timeout: 15_000 })
      .toBe(next);
    const afterPromotion = await Promise.all(
      visitors.map(async (visitor) => pageRelease(await (await visitor.get('/')).text(), next)),
    );
    expect(new Set(afterPromotion)).toEqual(new Set([next]));

    const rolledBack = admin('remotes', 'rollback', 'marketing', '--expect', '2');
    expect(rolledBack, rolledBack.output).toMatchObject({ code: 0 });
    await expect
      .poll(async () => pageRelease(await (await visitors[0]!.get('/')).text(), next), { timeout: 15_000 })
      .toBe(before);
    const afterRollback = await Promise.all(
      visitors.map(async (visitor) => pageRelease(await (await visitor.get('/')).text(), next)),
    );
    expect(new Set(afterRollback)).toEqual(new Set([before]));
    // A change naming a version another change replaced is refused.
    expect(admin('remotes', 'promote', 'marketing', '--expect', '2').code).toBe(2);
    await Promise.all(visitors.map((visitor) => visitor.dispose()));
  } finally {
    published.remove();
  }
});
