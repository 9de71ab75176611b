// `npm run bench:bundle`: the JavaScript each public route's first load fetches (and /bdedetails after
// sign-in), with gzip sizes grouped by app, shared libraries and the federation runtime.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../e2e/support/chromium';
import { FIRST_LOAD_BUDGET_BYTES, PORTAL_PATHS, weigh, type ScriptFile } from '../e2e/support/bundle-weight';
import { OPENING_PAGE, PUBLIC_PAGES } from '../e2e/support/public-pages';
import { registerBde } from './bench/accounts';
import { startSite } from './bench/site-process';

const PORT = Number(process.env.BUNDLE_PORT ?? 8492);
/**
 * Every public page (e2e/support/public-pages.ts), an opening's page and the home page in Telugu (its
 * texts and font are the languages' cost), then the BDE portal signed in.
 */
const ROUTES = [...[...PUBLIC_PAGES, OPENING_PAGE].map((p) => p.path), '/te/'];
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-bundle-'));
  const site = await startSite(PORT, { DATA_DIR: dataDir });
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  const results: Array<{ route: string; files: ScriptFile[] }> = [];
  try {
    const bde = await registerBde(site.url);
    for (const route of [...ROUTES, '/bdedetails']) {
      const context = await browser.newContext();
      const page = await context.newPage();
      if (route === '/bdedetails') {
        // Signed in as a browser would be: the session cookie, and the display copy in local storage.
        await page.goto(`${site.url}/bdelogin`);
        const token = (await context.cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
        const login = await context.request.post(`${site.url}/api/Executive/login`, {
          form: { userName: bde.userName, password: bde.password },
          headers: { 'X-XSRF-TOKEN': token },
        });
        const body = (await login.json()) as { bdeCode: string; fullName: string };
        await page.evaluate(
          ({ name, code }) => {
            const storage = (
              globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }
            ).localStorage;
            storage.setItem('authUser', JSON.stringify({ name, role: 'bde' }));
            storage.setItem('bdeCode', code);
          },
          { name: body.fullName, code: body.bdeCode },
        );
      }
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(request.url());
      });
      await page.goto(`${site.url}${route}`);
      await page.waitForLoadState('networkidle');
      results.push({ route, files: scripts.map(weigh) });
      await context.close();
    }
  } finally {
    await browser.close();
    await site.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  console.info(
    `bench:bundle — first-load JavaScript per route (gzip -9 of the built files), Chromium ${browser.version()}\n`,
  );
  for (const { route, files } of results) {
    const total = files.reduce((sum, f) => sum + f.gzipBytes, 0);
    const groups = new Map<string, number>();
    for (const f of files) groups.set(f.group, (groups.get(f.group) ?? 0) + f.gzipBytes);
    const split = [...groups]
      .sort((a, b) => b[1] - a[1])
      .map(([group, bytes]) => `${group} ${kb(bytes)}`)
      .join(', ');
    console.info(
      `${route.padEnd(20)} ${String(files.length).padStart(3)} files ${kb(total).padStart(9)}  (${split})`,
    );
  }
  const home = results.find((r) => r.route === '/')!;
  const homeTotal = home.files.reduce((sum, f) => sum + f.gzipBytes, 0);
  const portalFiles = home.files.filter((f) =>
    PORTAL_PATHS.some((p) => new URL(f.url).pathname.startsWith(p)),
  );
  console.info('\nfiles of the first load of /:');
  for (const f of [...home.files].sort((a, b) => b.gzipBytes - a.gzipBytes)) {
    console.info(`  ${kb(f.gzipBytes).padStart(9)}  ${f.group.padEnd(20)} ${new URL(f.url).pathname}`);
  }
  console.info(
    `\nsummary: the first load of / fetches ${kb(homeTotal)} of gzipped JavaScript (budget ${kb(FIRST_LOAD_BUDGET_BYTES)}) and ${portalFiles.length} portal files`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
