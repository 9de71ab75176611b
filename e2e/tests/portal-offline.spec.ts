// Issue 43: the BDE portal installs as an app and works offline on a phone. Its worker (/bde-sw.js)
// controls /bdedetails, Chrome finds nothing in the way of installing it, the portal reloads offline
// with the figures last seen and their time, signing out empties the cached figures, and a client
// form filled in without a connection opens from the phone and becomes one lead when it returns.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  chromium,
  expect,
  test,
  type APIRequestContext,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import { BDE_DATA_PATHS } from '../../shared/contract/bde-data';
import { clientInfoPathAs } from '../../shared/contract/client-info';
import { PORTAL_DATA_CACHES, PORTAL_MANIFEST_PATH } from '../../shared/contract/portal-app';
import { CHROMIUM_ARGS, findChromium } from '../support/chromium';
import { registerBdeByApi } from '../support/register-bde';
import { signInAsBde } from '../support/bde-earnings';
import { readQueue, replayTwice } from '../support/offline-queue';

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
const FIGURES_CACHE = PORTAL_DATA_CACHES[0];

test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, serviceWorkers: 'allow' });

/** Waits until the portal's worker controls the page (it claims the page that registered it). */
async function waitForWorkerControl(page: Page) {
  await page.waitForFunction(
    () => {
      const { navigator } = globalThis as unknown as {
        navigator: { serviceWorker: { controller: { scriptURL: string } | null } };
      };
      return navigator.serviceWorker.controller?.scriptURL.endsWith('/bde-sw.js');
    },
    null,
    { timeout: 60_000 },
  );
}

// Run in the page (the e2e code is checked without the DOM's types).
const KEPT_FIGURES = `(async () => {
  if (!(await caches.has('${FIGURES_CACHE}'))) return [];
  const cache = await caches.open('${FIGURES_CACHE}');
  return (await cache.keys()).map((request) => request.url);
})()`;

/** The figures the dashboard's cards show, once drawn. */
async function dashboardFigures(page: Page): Promise<string[]> {
  const figures = page.locator('.dashboard-card__figure');
  await expect(figures.first()).toBeVisible();
  return figures.allTextContents();
}

/** The URLs kept in the worker's figures cache, read in the page. */
function keptFigures(page: Page): Promise<string[]> {
  return page.evaluate(KEPT_FIGURES) as Promise<string[]>;
}

/** "10:42": a time of day in India, as the portal writes it in English. */
const istTime = (at: number) =>
  new Intl.DateTimeFormat('en-IN', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'Asia/Kolkata',
  }).format(at);

async function signedInPortal(page: Page, context: BrowserContext, who: string): Promise<string> {
  const userName = `${who}.${run}`;
  const bdeCode = await registerBdeByApi(context.request, { userName, email: `${who}.${run}@example.com` });
  await signInAsBde(page, userName);
  await waitForWorkerControl(page);
  return bdeCode;
}

/** How many of the BDE's leads the server holds under a company's name (the BDE's own data export). */
async function leadsNamed(request: APIRequestContext, bdeCode: string, companyName: string) {
  const response = await request.get(BDE_DATA_PATHS.myData(bdeCode));
  expect(response.status()).toBe(200);
  const data = (await response.json()) as { leads: Array<{ companyName: string }> };
  return data.leads.filter((lead) => lead.companyName === companyName).length;
}

test('the portal is installable: its manifest, icons and worker pass Chrome’s checks', async ({
  baseURL,
}) => {
  test.setTimeout(120_000);
  // A browser profile of its own: Chrome offers no install in an incognito context (Playwright's).
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-install-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: findChromium(),
    args: CHROMIUM_ARGS,
    baseURL,
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
  });
  try {
    await installable(context);
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
});

async function installable(context: BrowserContext) {
  const page = context.pages()[0] ?? (await context.newPage());
  await signedInPortal(page, context, 'install');
  await page.goto('/bdedetails');
  await waitForWorkerControl(page);

  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors).toEqual([]);
  const { url, errors } = await cdp.send('Page.getAppManifest');
  expect(new URL(url).pathname).toBe(PORTAL_MANIFEST_PATH);
  expect(errors).toEqual([]);

  const manifest = (await (await page.request.get(PORTAL_MANIFEST_PATH)).json()) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    theme_color: string;
    icons: Array<{ src: string; sizes: string; purpose: string }>;
  };
  expect(manifest).toMatchObject({ start_url: '/bdedetails', display: 'standalone' });
  expect(manifest.name && manifest.short_name && manifest.theme_color).toBeTruthy();
  expect(manifest.icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`).sort()).toEqual([
    '192x192 any',
    '192x192 maskable',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of manifest.icons) {
    const png = await (await page.request.get(icon.src)).body();
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
    // The pixel size written in the PNG's header is the size the manifest states.
    expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`).toBe(icon.sizes);
  }

  // No public page links the manifest (its bytes are the portal's alone).
  await page.goto('/');
  await expect(page.locator('link[rel="manifest"]')).toHaveCount(0);
}

test('the portal reloads offline with its last figures and their time; sign-out empties the cache', async ({
  page,
  context,
}) => {
  test.setTimeout(150_000);
  await signedInPortal(page, context, 'offline.figures');

  // A visit with the worker in control: the figures come from the network and are kept.
  const fetchedFrom = Date.now();
  await page.reload();
  const live = await dashboardFigures(page);
  await expect.poll(async () => (await keptFigures(page)).length).toBeGreaterThan(0);
  const fetchedTo = Date.now();
  await expect(page.getByText(/figures as of/)).toHaveCount(0);

  // The signal drops: the portal reloads from the worker, with the figures last seen and their time.
  await context.setOffline(true);
  await page.reload();
  await expect(page).toHaveURL(/\/bdedetails\/dashboard/);
  expect(await dashboardFigures(page)).toEqual(live);
  const note = page.getByRole('status').filter({ hasText: 'No connection: figures as of' });
  await expect(note).toBeVisible();
  const shown = /as of (\d{2}:\d{2})/.exec((await note.textContent()) ?? '')?.[1];
  expect([istTime(fetchedFrom), istTime(fetchedTo)]).toContain(shown);

  // Back online, the BDE signs out: the figures kept on the phone are gone with the session.
  await context.setOffline(false);
  await page.reload();
  await dashboardFigures(page);
  expect((await keptFigures(page)).length).toBeGreaterThan(0);
  const signOut = page.getByRole('button', { name: 'Sign Out' });
  if (!(await signOut.isVisible())) await page.getByRole('button', { name: 'Portal menu' }).click();
  await signOut.click();
  await expect(page).toHaveURL(/\/bdelogin/);
  await expect.poll(() => keptFigures(page)).toEqual([]);
});

test('a client form filled in offline opens from the phone and is one lead once the connection returns', async ({
  page,
  context,
}) => {
  test.setTimeout(150_000);
  const bdeCode = await signedInPortal(page, context, 'offline.client');
  await page.goto('/bdedetails/leads');
  await page.getByRole('link', { name: 'Add a lead with the client form' }).click();
  const heading = page.getByRole('heading', { level: 2, name: 'Client information', exact: true });
  await expect(heading).toBeVisible();

  // No signal at the client's shop: the form still opens, from the phone.
  await context.setOffline(true);
  await page.reload();
  await expect(heading).toBeVisible();
  const companyName = `Chai Point Kiosk ${run}`;
  await page.getByLabel('Company name').fill(companyName);
  await page.getByLabel('Contact person').fill('Lakshmi');
  await page.getByRole('checkbox', { name: 'Logo Design' }).check();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(
    page.getByText('Saved on this phone. It will be sent when you are back online.'),
  ).toBeVisible();
  const panel = page.getByRole('region', { name: 'Saved on this phone' });
  await expect(panel).toContainText(`Client form: ${companyName}`);
  await expect(page.getByLabel('Company name')).toHaveValue('');
  expect(await page.evaluate<boolean>('document.documentElement.scrollWidth <= window.innerWidth')).toBe(
    true,
  );
  const [queued] = await readQueue(page);
  expect(queued.path).toBe(clientInfoPathAs(bdeCode));
  // The test's own requests still go: nothing of the page's has reached the server.
  expect(await leadsNamed(page.request, bdeCode, companyName)).toBe(0);

  // The signal returns: the form is sent by itself, once.
  await context.setOffline(false);
  await expect(panel).toBeHidden();
  await expect.poll(() => leadsNamed(page.request, bdeCode, companyName)).toBe(1);

  // Its request replayed twice more (same key, same body): the first answer, no second lead.
  await replayTwice(page.request, queued, 201);
  expect(await leadsNamed(page.request, bdeCode, companyName)).toBe(1);
  await page.goto('/bdedetails/leads');
  await expect(page.getByRole('table', { name: 'Leads' })).toContainText(companyName);
});
