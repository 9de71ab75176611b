import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { expect, test } from '@playwright/test';
import { MESSAGES } from '../../shared/contract/messages';
import { startServer, type RunningServer } from '../support/server';
import { startStaticServer } from '../support/static-server';

// Its own site (with a chat widget and a map configured) and database, read after the server stops.
const SITE_PORT = 8192;
const THIRD_PARTY_PORT = 8193;

let site: RunningServer;
let thirdParty: { url: string; stop(): Promise<void> };
let dataDir: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  const assets = fs.mkdtempSync(path.join(os.tmpdir(), 'third-party-'));
  fs.writeFileSync(path.join(assets, 'widget.js'), 'window.__chatWidgetLoaded = document.readyState;');
  fs.writeFileSync(
    path.join(assets, 'map.html'),
    '<!doctype html><title>Map</title><p>Map of HITEC City</p>',
  );
  thirdParty = await startStaticServer(assets, THIRD_PARTY_PORT);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'public-site-data-'));
  site = await startServer({
    port: SITE_PORT,
    dataDir,
    env: {
      CHAT_WIDGET_URL: `${thirdParty.url}/widget.js`,
      MAP_EMBED_URL: `${thirdParty.url}/map.html`,
    },
  });
});

test.afterAll(async () => {
  await site?.stop();
  await thirdParty?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const EMAIL = `e2e-${Date.now()}@example.in`;

test('contact: an invalid submit is refused in place; a valid one is sent and leads to /clientInfo', async ({
  page,
}) => {
  await page.goto(`${site.url}/contactus`);
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('alert').getByText(MESSAGES.contactInvalid)).toBeVisible();
  await expect(page.getByLabel(/Your name/)).toHaveAttribute('aria-invalid', 'true');

  await main.getByLabel(/Your name/).fill('E2E Visitor');
  await main.getByLabel(/Contact number/).fill('9848012345');
  await main.getByLabel(/^Email/).fill(EMAIL);
  await main.getByLabel(/How can we help/).fill('We would like a quote for a website.');
  await main.getByRole('button', { name: 'Send message' }).click();
  await expect(page).toHaveURL(/\/clientInfo$/);
  await expect(page.getByRole('status').getByText(MESSAGES.contactSent.trim())).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Client information' })).toBeVisible();

  await main.getByLabel('Company name').fill('E2E Textiles');
  await main.getByLabel('Role').fill('Owner');
  await page.getByRole('checkbox', { name: 'Mobile Application' }).check();
  await page.getByLabel('Next appointment date').fill('2030-01-15');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('status').getByText(MESSAGES.clientInfoSaved, { exact: true })).toBeVisible();
  await expect(page.getByLabel('Company name')).toHaveValue('');
});

test('the configured chat widget loads after the page has loaded; the configured map is embedded', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(`${site.url}/contactus`);
  await expect(page.locator('script[data-chat-widget]')).toHaveCount(1);
  await expect
    .poll(() => page.evaluate(() => (globalThis as { __chatWidgetLoaded?: string }).__chatWidgetLoaded))
    .toBe('complete');
  const map = page.frameLocator('iframe[title^="Map showing"]');
  await expect(map.getByText('Map of HITEC City')).toBeVisible();
  expect(errors).toEqual([]);
});

test("the configured map is in the page as served: shown before, and without, the page's code", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${site.url}/contactus`);
  await expect(
    page.frameLocator('iframe[title^="Map showing"]').getByText('Map of HITEC City'),
  ).toBeVisible();
  // The address drawing stands aside for the map.
  await expect(page.locator('.contact-map__fallback')).toBeHidden();
  await context.close();
});

test('every submission reached the database', async () => {
  // Stop the server so its embedded database can be opened here.
  const exited = new Promise((resolve) => site.process.once('exit', resolve));
  site.process.kill('SIGTERM');
  await exited;
  const db = new PGlite(path.join(dataDir, 'pglite'));
  try {
    const contact = await db.query<{ name: string; email: string }>(
      'select name, email from contact_messages where email = $1',
      [EMAIL],
    );
    expect(contact.rows).toEqual([{ name: 'E2E Visitor', email: EMAIL }]);
    const client = await db.query<{
      company_name: string;
      services_required: string[];
      next_appointment_date: string;
    }>('select company_name, services_required, next_appointment_date from client_infos');
    expect(client.rows).toEqual([
      {
        company_name: 'E2E Textiles',
        services_required: ['Mobile Application'],
        next_appointment_date: '2030-01-15',
      },
    ]);
  } finally {
    await db.close();
  }
});
