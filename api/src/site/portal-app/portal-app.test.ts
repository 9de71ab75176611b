import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import {
  PORTAL_ICON_PATHS,
  PORTAL_MANIFEST_PATH,
  PORTAL_WORKER_PATH,
  WORKER_CONFIG_GLOBAL,
  type PortalWorkerConfig,
} from 'shared/contract/portal-app';
import { createTestApp, type TestContext } from '../../test/test-app';

const shellDist = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-app-shell-'));
const portalReleases = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-app-releases-'));
const RELEASE = '0123456789abcdef';
const NEXT = 'fedcba9876543210';

function write(dir: string, name: string, content: string) {
  fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
  fs.writeFileSync(path.join(dir, name), content);
}
write(
  shellDist,
  'index.html',
  '<!doctype html><html lang="en-IN"><head><title>shell</title></head><body></body></html>',
);
write(shellDist, 'main.01234567.js', 'main');
write(shellDist, 'main.01234567.js.map', '{}');
write(shellDist, 'main.01234567.js.br', 'br');
write(shellDist, '2491.71ce262d.css', 'css');
write(shellDist, 'fonts/noto-sans-telugu-400.0123456789.woff2', 'font');
write(shellDist, 'prerendered/aboutus.html', '<html></html>');
write(shellDist, 'page-assets.json', '{}');
for (const release of [RELEASE, NEXT]) {
  const folder = path.join(portalReleases, release);
  write(folder, 'remoteEntry.js', 'entry');
  write(folder, '156.d45dc00a.js', 'chunk');
  write(folder, '1260.69977fd2.css', 'css');
  write(folder, '156.d45dc00a.js.map', '{}');
  write(folder, 'pages/manifest.json', '{}');
  write(folder, `sw/bde-sw.${release.slice(0, 8)}.js`, 'runtime');
  write(folder, 'release.json', '{}');
}
const current = (release: string) =>
  fs.writeFileSync(path.join(portalReleases, 'current.json'), JSON.stringify({ version: release }));
current(RELEASE);

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ config: { shellDist, remoteDists: { bdePortal: portalReleases } } });
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(shellDist, { recursive: true, force: true });
  fs.rmSync(portalReleases, { recursive: true, force: true });
});

/** Runs the worker's script as a browser would, up to its importScripts: what it sets and loads. */
function runWorkerScript(script: string) {
  const imported: string[] = [];
  const self: Record<string, unknown> = {};
  vm.runInNewContext(script, { self, importScripts: (url: string) => imported.push(url) });
  return { config: self[WORKER_CONFIG_GLOBAL] as PortalWorkerConfig, imported };
}

test('the manifest names the portal, opens at /bdedetails standalone, with any and maskable icons', async () => {
  const response = await ctx.app.inject({ method: 'GET', url: PORTAL_MANIFEST_PATH });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toContain('application/manifest+json');
  const manifest = response.json();
  expect(manifest).toMatchObject({
    name: 'BDE Partner Portal',
    short_name: 'BDE Portal',
    start_url: '/bdedetails',
    scope: '/',
    display: 'standalone',
    theme_color: '#1e3a8a',
    background_color: '#ffffff',
  });
  const icons = manifest.icons as Array<{ sizes: string; purpose: string; src: string }>;
  expect(icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`).sort()).toEqual([
    '192x192 any',
    '192x192 maskable',
    '512x512 any',
    '512x512 maskable',
  ]);
});

test.each(Object.values(PORTAL_ICON_PATHS))('the icon %s is a PNG of its stated size', async (url) => {
  const response = await ctx.app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('image/png');
  const png = response.rawPayload;
  expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
  const size = Number(/-(\d+)\.png$/.exec(url)?.[1]);
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([size, size]);
});

test("the worker precaches the shell's files, the current release's and the portal's page", async () => {
  const response = await ctx.app.inject({ method: 'GET', url: PORTAL_WORKER_PATH });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
  expect(response.headers['cache-control']).toBe('no-cache');
  const { config, imported } = runWorkerScript(response.body);
  expect(imported).toEqual([`/remotes/bde-portal/${RELEASE}/sw/bde-sw.01234567.js`]);
  expect(config.release).toBe(RELEASE);
  expect(config.entries.bdePortal).toBe(`/remotes/bde-portal/${RELEASE}/remoteEntry.js`);
  expect(config.page).toBe('/bdedetails');
  const urls = config.precache.map(({ url }) => url).sort();
  expect(urls).toEqual(
    [
      '/2491.71ce262d.css',
      '/bdedetails',
      '/fonts/noto-sans-telugu-400.0123456789.woff2',
      '/main.01234567.js',
      `/remotes/bde-portal/${RELEASE}/1260.69977fd2.css`,
      `/remotes/bde-portal/${RELEASE}/156.d45dc00a.js`,
      `/remotes/bde-portal/${RELEASE}/remoteEntry.js`,
    ].sort(),
  );
  // Addresses that never change carry no revision; the page does.
  expect(config.precache.find(({ url }) => url === '/main.01234567.js')?.revision).toBeNull();
  expect(config.precache.find(({ url }) => url === '/bdedetails')?.revision).toMatch(/^[0-9a-f]{16}$/);
});

test('a new release is a new worker script, naming only the new release', async () => {
  const before = runWorkerScript((await ctx.app.inject({ method: 'GET', url: PORTAL_WORKER_PATH })).body);
  current(NEXT);
  try {
    const after = runWorkerScript((await ctx.app.inject({ method: 'GET', url: PORTAL_WORKER_PATH })).body);
    expect(after.imported).toEqual([`/remotes/bde-portal/${NEXT}/sw/bde-sw.fedcba98.js`]);
    expect(after.config.precache.some(({ url }) => url.includes(RELEASE))).toBe(false);
    const page = (config: PortalWorkerConfig) => config.precache.find(({ url }) => url === '/bdedetails');
    expect(page(after.config)?.revision).not.toBe(page(before.config)?.revision);
  } finally {
    current(RELEASE);
  }
});

test.each(['/bdedetails', '/bdedetails/dashboard', '/bdelogin', '/te/bdedetails', '/te/bdelogin'])(
  'the portal page %s links the manifest',
  async (url) => {
    const response = await ctx.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`<link rel="manifest" href="${PORTAL_MANIFEST_PATH}">`);
  },
);

test.each(['/', '/aboutus', '/bdeRegister', '/userDashboard', '/te/aboutus'])(
  'the page %s links no manifest',
  async (url) => {
    const response = await ctx.app.inject({ method: 'GET', url });
    expect(response.body).not.toContain('rel="manifest"');
  },
);
