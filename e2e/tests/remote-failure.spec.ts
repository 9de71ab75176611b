import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { REPO_ROOT, startServer, type RunningServer } from '../support/server';
import { startStaticServer } from '../support/static-server';

// This file runs its own site server, whose remotes.json the tests edit while it runs.
const SITE_PORT = 8282;
const USER_REMOTE_PORT = 8383;
const MARKETING_REMOTE_PORT = 8384;

let site: RunningServer;
let remotesFile: string;

function writeRemotes(config: Record<string, string>) {
  fs.writeFileSync(remotesFile, JSON.stringify(config));
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  remotesFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'remotes-')), 'remotes.json');
  writeRemotes({ userPortal: `http://127.0.0.1:${USER_REMOTE_PORT}/remoteEntry.js` });
  site = await startServer({ port: SITE_PORT, env: { REMOTES_FILE: remotesFile } });
});

test.afterAll(async () => {
  await site?.stop();
});

test('a remote whose server is down shows a Retry inside the layout, the rest works, and Retry recovers', async ({
  page,
}) => {
  await page.goto(`${site.url}/userlogin`);
  await expect(page.getByRole('heading', { name: 'This part of the site could not be loaded' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();

  // The other remotes keep working.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'AboutUs' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();

  // The remote comes back on its own server; Retry loads it without reloading the page.
  await page.evaluate(() => Object.assign(globalThis, { __noReload: true }));
  const userRemote = await startStaticServer(
    path.join(REPO_ROOT, 'user-portal-remote', 'dist'),
    USER_REMOTE_PORT,
  );
  try {
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    expect(await page.evaluate(() => (globalThis as { __noReload?: boolean }).__noReload)).toBe(true);
  } finally {
    await userRemote.stop();
  }
});

test('a broken remote script shows the fallback, not a blank page', async ({ page }) => {
  await page.route('**/remotes/bde-portal/*/remoteEntry.js', (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: 'this is not javascript (' }),
  );
  await page.goto(`${site.url}/bdelogin`);
  // The server drew the form; its code is taken on at first use, and then turns out broken.
  await page
    .getByRole('main')
    .getByLabel(/^User name/)
    .focus();
  await expect(
    page.getByRole('heading', { name: 'This part of the site could not be loaded' }),
  ).toBeVisible();
  await page.unroute('**/remotes/bde-portal/*/remoteEntry.js');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /BDE sign in/i })).toBeVisible();
});

test('a remote moved to another origin by editing only remotes.json is loaded from there', async ({
  page,
}) => {
  const shellIndex = fs.readFileSync(path.join(REPO_ROOT, 'shell', 'dist', 'index.html'), 'utf8');
  const marketing = await startStaticServer(
    path.join(REPO_ROOT, 'marketing-remote', 'dist'),
    MARKETING_REMOTE_PORT,
  );
  try {
    writeRemotes({ marketing: `${marketing.url}/remoteEntry.js` });
    const fromOtherOrigin: string[] = [];
    page.on('requestfinished', (request) => {
      if (request.url().startsWith(marketing.url)) fromOtherOrigin.push(new URL(request.url()).pathname);
    });
    await page.goto(`${site.url}/`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The page arrives drawn; the shell then takes it over with the remote's code.
    await page.waitForLoadState('networkidle');
    expect(fromOtherOrigin).toEqual(expect.arrayContaining(['/remoteEntry.js']));
    // Its chunks come from where its entry was found, not from this site.
    expect(fromOtherOrigin.some((file) => /\.[0-9a-f]{8}\.js$/.test(file))).toBe(true);
    // The shell's own files are the same build as before.
    expect(fs.readFileSync(path.join(REPO_ROOT, 'shell', 'dist', 'index.html'), 'utf8')).toBe(shellIndex);
  } finally {
    await marketing.stop();
  }
});
