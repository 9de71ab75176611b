// A remote is deployed alone: a changed copy of it is built by itself, its dist/ served from another
// origin, and only remotes.json is edited. The first HTML is then the new version's (the server
// composes the page from the remote's own pre-rendered page), and the page hydrates without error.
// The marketing remote's new version is built with another published version of the federation
// plugin than the shell's (e2e/fixtures/federation-plugin/), as a team upgrading on its own would.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  otherFederationPluginVersion,
  repositoryFederationPluginVersion,
  useOtherFederationPlugin,
} from '../support/other-federation-plugin';
import { REPO_ROOT, startServer, type RunningServer } from '../support/server';
import { startStaticServer } from '../support/static-server';

const SITE_PORT = 8286;
const MARKETING_NEXT_PORT = 8387;
const BDE_NEXT_PORT = 8388;
const USER_NEXT_PORT = 8389;

interface NextVersion {
  folder: string;
  url: string;
  stop(): Promise<void>;
}

interface Edit {
  file: string;
  from: string;
  to: string;
}

/**
 * A copy of `remote` beside it, with these edits (and whatever `prepare` does to the copy), built alone
 * and served from another origin.
 */
async function buildNextVersion(
  remote: string,
  edits: Edit[],
  port: number,
  prepare?: (copy: string) => void,
) {
  const folder = `.e2e-${remote}-next`;
  const copy = path.join(REPO_ROOT, folder);
  fs.rmSync(copy, { recursive: true, force: true });
  fs.cpSync(path.join(REPO_ROOT, remote), copy, {
    recursive: true,
    filter: (source) => !/[/\\](dist|dist-prerender|node_modules)$/.test(source),
  });
  for (const { file, from, to } of edits) {
    const source = path.join(copy, file);
    const text = fs.readFileSync(source, 'utf8');
    expect(text).toContain(from);
    fs.writeFileSync(source, text.replace(from, to));
  }
  prepare?.(copy);
  const build = spawnSync(process.execPath, ['scripts/build.mjs', folder], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
  });
  expect(build.status, build.stderr).toBe(0);
  const server = await startStaticServer(path.join(copy, 'dist'), port);
  return { folder: copy, url: server.url, stop: server.stop };
}

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

/** Console errors and uncaught exceptions (a hydration mismatch is React error #418). */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** / is the marketing remote's next version, taken over by its code: its carousel moves, its links lead on. */
async function expectNextHomeTakenOver(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/next version/);
  const banner = page.locator('#banner');
  await banner.getByRole('button', { name: 'Next slide' }).click();
  await expect(banner.getByRole('button', { name: /^Show slide 2 of/ })).toHaveAttribute(
    'aria-current',
    'true',
  );
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
    useOtherFederationPlugin,
  );
  bdeNext = await buildNextVersion(
    'bde-portal-remote',
    [
      {
        file: 'src/features/register/bde-register-page.tsx',
        from: '<h1>Register as a Business Development Executive</h1>',
        to: '<h1>Register as a Business Development Executive, next version</h1>',
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
  const releases = path.join(REPO_ROOT, 'marketing-remote', 'releases');
  const current = (file: string) =>
    (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version;
  const before = current(path.join(releases, 'current.json'));
  const next = current(path.join(marketingNext.folder, 'releases', 'current.json'));
  expect(next).not.toBe(before);
  // Built with another version of the federation plugin than the shell's.
  const manifest = JSON.parse(
    fs.readFileSync(path.join(marketingNext.folder, 'releases', next, 'mf-manifest.json'), 'utf8'),
  ) as { metaData: { pluginVersion: string } };
  expect(manifest.metaData.pluginVersion).toBe(otherFederationPluginVersion());
  expect(manifest.metaData.pluginVersion).not.toBe(repositoryFederationPluginVersion());
  const copied = path.join(releases, next);
  fs.cpSync(path.join(marketingNext.folder, 'releases', next), copied, { recursive: true });
  try {
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
    fs.rmSync(copied, { recursive: true, force: true });
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
function admin(...argv: string[]) {
  const run = spawnSync(process.execPath, ['scripts/admin.mjs', ...argv], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    env: { ...process.env, DATABASE_URL: '', DATA_DIR: path.join(REPO_ROOT, `.data-e2e-${SITE_PORT}`) },
  });
  return { code: run.status, output: `${run.stdout}${run.stderr}` };
}

/** The marketing release a composed page of / was drawn with, checked against the heading it shows. */
function releaseOfPage(html: string, next: string): string {
  const release = /data-entry="\/remotes\/marketing\/([\w-]+)\/remoteEntry\.js"/.exec(html)?.[1];
  expect(release).toBeDefined();
  expect(html.includes('IT services and staffing in Hyderabad, next version')).toBe(release === next);
  return release!;
}

test('a canary of the next marketing release at 30%: a sticky share of visitors, one release per visitor from the first HTML to hydration; promote and rollback move everyone', async ({
  browser,
  playwright,
}) => {
  test.setTimeout(900_000);
  const releases = path.join(REPO_ROOT, 'marketing-remote', 'releases');
  const current = (file: string) =>
    (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version;
  const before = current(path.join(releases, 'current.json'));
  const next = current(path.join(marketingNext.folder, 'releases', 'current.json'));
  const copied = path.join(releases, next);
  const inUse = path.join(releases, 'in-use.json');
  const hadInUse = fs.existsSync(inUse);
  fs.cpSync(path.join(marketingNext.folder, 'releases', next), copied, { recursive: true });
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
              loads.push(releaseOfPage(await (await visitor.get('/')).text(), next));
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
        release ||= releaseOfPage(html, next);
        expect(releaseOfPage(html, next)).toBe(release);
        await page.waitForLoadState('networkidle');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(
          release === next ? /next version/ : /^(?!.*next version)/,
        );
        // Taken over: the carousel moves.
        const banner = page.locator('#banner');
        await banner.getByRole('button', { name: 'Next slide' }).click();
        await expect(banner.getByRole('button', { name: /^Show slide 2 of/ })).toHaveAttribute(
          'aria-current',
          'true',
        );
      }
      expect(new Set(entries)).toEqual(new Set([release]));
      expect(errors).toEqual([]);
      await context.close();
    }

    const promoted = admin('remotes', 'promote', 'marketing', '--expect', '1');
    expect(promoted, promoted.output).toMatchObject({ code: 0 });
    // Every instance within seconds: this one at once, or at its next re-read.
    await expect
      .poll(async () => releaseOfPage(await (await visitors[0]!.get('/')).text(), next), { timeout: 15_000 })
      .toBe(next);
    const afterPromotion = await Promise.all(
      visitors.map(async (visitor) => releaseOfPage(await (await visitor.get('/')).text(), next)),
    );
    expect(new Set(afterPromotion)).toEqual(new Set([next]));

    const rolledBack = admin('remotes', 'rollback', 'marketing', '--expect', '2');
    expect(rolledBack, rolledBack.output).toMatchObject({ code: 0 });
    await expect
      .poll(async () => releaseOfPage(await (await visitors[0]!.get('/')).text(), next), { timeout: 15_000 })
      .toBe(before);
    const afterRollback = await Promise.all(
      visitors.map(async (visitor) => releaseOfPage(await (await visitor.get('/')).text(), next)),
    );
    expect(new Set(afterRollback)).toEqual(new Set([before]));
    // A change naming a version another change replaced is refused.
    expect(admin('remotes', 'promote', 'marketing', '--expect', '2').code).toBe(2);
    await Promise.all(visitors.map((visitor) => visitor.dispose()));
  } finally {
    fs.rmSync(copied, { recursive: true, force: true });
    if (!hadInUse) fs.rmSync(inUse, { force: true });
  }
});
