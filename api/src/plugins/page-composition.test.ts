import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { REMOTE_BASE_PLACEHOLDER, type RemotePagesManifest } from 'shared/contract/remote-pages';
import { SITE_ORIGIN_PLACEHOLDER } from 'shared/contract/routes';
import { metricValue } from '../test/metric-value';
import { createTestApp, type TestContext } from '../test/test-app';

// A remote's page travels from its own build to the page the server composes at request time.
const ORIGIN = 'http://www.deccanstack.example';
const shellDist = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-dist-'));
const marketingDist = fs.mkdtempSync(path.join(os.tmpdir(), 'marketing-dist-'));
const otherOrigin = fs.mkdtempSync(path.join(os.tmpdir(), 'marketing-cdn-'));
const remotesFile = path.join(shellDist, 'remotes.json');

function write(dir: string, name: string, content: string) {
  fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
  fs.writeFileSync(path.join(dir, name), content);
}

const shellPage = (outlet: string) =>
  '<!doctype html><html><head><title>Shell title</title><meta name="description" content="shell words">' +
  '<meta name="robots" content="index, follow"><meta property="og:title" content="Shell title">' +
  '<meta property="og:description" content="shell words"></head><body><div id="root"><header>Header</header>' +
  `<main><div class="remote-outlet" data-remote-outlet="${outlet}"></div></main><footer>Footer</footer></div></body></html>`;
write(shellDist, 'index.html', '<!doctype html><title>shell</title><div id="root"></div>');
write(shellDist, 'prerendered/aboutus.html', shellPage('marketing/AboutPage'));
write(shellDist, 'prerendered/careers.html', shellPage('marketing/CareersPage'));
// The shell's own page, holding two parts of a remote (two forms).
write(
  shellDist,
  'prerendered/login.html',
  shellPage('marketing/SignInForm').replace(
    '</main>',
    '<div class="remote-outlet" data-remote-outlet="marketing/SignUpForm"></div></main>',
  ),
);

// The same pages in Telugu (scripts/prerender.mjs: prerendered/<language>/).
write(shellDist, 'prerendered/te/aboutus.html', shellPage('marketing/AboutPage'));
write(
  shellDist,
  'prerendered/te/login.html',
  shellPage('marketing/SignInForm').replace(
    '</main>',
    '<div class="remote-outlet" data-remote-outlet="marketing/SignUpForm"></div></main>',
  ),
);

/** A remote build's pages, as scripts/prerender.mjs writes them (the about page in Telugu too). */
function writeRemoteBuild(dir: string, version: string, heading: string) {
  const manifest: RemotePagesManifest = {
    remote: 'marketing',
    version,
    pages: [
      {
        path: '/aboutus',
        module: 'AboutPage',
        part: false,
        hydrate: 'load',
        file: 'pages/aboutus.html',
        title: `About Us | ${version}`,
        description: 'Who we are & what we do.',
        indexable: true,
        css: [`about.${version}.css`],
        js: ['remoteEntry.js', `__federation_expose_AboutPage.${version}.js`],
      },
      {
        path: '/aboutus',
        module: 'AboutPage',
        language: 'te',
        part: false,
        hydrate: 'load',
        file: 'pages/te/aboutus.html',
        title: `మా గురించి | ${version}`,
        description: 'మేము ఎవరు.',
        indexable: true,
        css: [`about.${version}.css`],
        js: ['remoteEntry.js', `__federation_expose_AboutPage.${version}.js`],
      },
      ...['SignInForm', 'SignUpForm'].map((module) => ({
        path: '/login',
        module,
        part: true,
        hydrate: 'interaction' as const,
        file: `pages/login.${module}.html`,
        title: 'not this page’s title',
        description: 'not this page’s description',
        indexable: false,
        css: [],
        js: ['remoteEntry.js'],
      })),
    ],
  };
  write(dir, 'pages/manifest.json', JSON.stringify(manifest));
  write(
    dir,
    'pages/aboutus.html',
    `<h1>${heading}</h1><img src="${REMOTE_BASE_PLACEHOLDER}assets/team.png" alt="">`,
  );
  write(dir, 'pages/te/aboutus.html', `<h1>మా గురించి: ${version}</h1>`);
  for (const module of ['SignInForm', 'SignUpForm'])
    write(dir, `pages/login.${module}.html`, `<form>${module}</form>`);
  write(dir, `about.${version}.css`, `h1{color:green}/*# sourceMappingURL=about.css.map */`);
}
writeRemoteBuild(marketingDist, 'v1', 'About us, version one');
writeRemoteBuild(otherOrigin, 'v2', 'About us, version two');

// The other origin: a static file server, which the test can slow down or stop.
let delayMs = 0;
const cdn = http.createServer((request, response) => {
  const file = path.join(otherOrigin, (request.url ?? '/').split('?')[0]!);
  setTimeout(() => {
    if (!fs.existsSync(file)) return void response.writeHead(404).end();
    response.writeHead(200).end(fs.readFileSync(file));
  }, delayMs);
});
let cdnBase = '';

let ctx: TestContext;
beforeAll(async () => {
  await new Promise<void>((resolve) => cdn.listen(0, '127.0.0.1', resolve));
  cdnBase = `http://127.0.0.1:${(cdn.address() as AddressInfo).port}/`;
  ctx = await createTestApp({
    config: { shellDist, remoteDists: { marketing: marketingDist }, remotesFile, publicOrigin: ORIGIN },
  });
});
afterAll(async () => {
  await ctx.close();
  cdn.closeAllConnections();
  await new Promise((resolve) => cdn.close(resolve));
});
beforeEach(() => {
  fs.rmSync(remotesFile, { force: true });
  delayMs = 0;
});

const page = async (url = '/aboutus') => (await ctx.agent().get(url)).body;

test("the remote's own page is in the first HTML, with its head, stylesheet and scripts", async () => {
  const html = await page();
  expect(html).toContain(
    '<div class="remote-outlet" data-remote-outlet="marketing/AboutPage" data-prerendered="marketing/AboutPage" data-entry="/remotes/marketing/remoteEntry.js" data-hydrate="load">' +
      `<h1>About us, version one</h1><img src="${ORIGIN}/remotes/marketing/assets/team.png" alt=""></div>`,
  );
  expect(html).toContain('<title>About Us | v1</title>');
  expect(html).toContain('<meta name="description" content="Who we are &amp; what we do."');
  expect(html).toContain('<meta property="og:title" content="About Us | v1"');
  expect(html).toContain(
    `<style data-href="${ORIGIN}/remotes/marketing/about.v1.css">h1{color:green}</style>`,
  );
  expect(html).toContain(
    `<link rel="preload" as="script" href="${ORIGIN}/remotes/marketing/remoteEntry.js">`,
  );
  expect(html).toContain('<header>Header</header>');
  expect(html).not.toContain(SITE_ORIGIN_PLACEHOLDER);
  expect(html).not.toContain(REMOTE_BASE_PLACEHOLDER);
});

test('a page in another language gets the remote’s page in it; one the remote lacks there comes in English, marked so', async () => {
  const telugu = await page('/te/aboutus');
  expect(telugu).toContain(
    '<div class="remote-outlet" data-remote-outlet="marketing/AboutPage" data-prerendered="marketing/AboutPage" data-entry="/remotes/marketing/remoteEntry.js" data-hydrate="load">' +
      '<h1>మా గురించి: v1</h1></div>',
  );
  expect(telugu).toContain('<title>మా గురించి | v1</title>');
  expect(telugu).toContain('<meta name="description" content="మేము ఎవరు."');
  // The sign-in forms have no Telugu page in this release: English, with lang="en" on their outlets.
  const login = await page('/te/login');
  for (const module of ['SignInForm', 'SignUpForm'])
    expect(login).toContain(
      `data-prerendered="marketing/${module}" data-entry="/remotes/marketing/remoteEntry.js" data-hydrate="interaction" lang="en"><form>${module}</form></div>`,
    );
  // English pages are as they were: no mark.
  expect(await page('/aboutus')).not.toContain('lang="en"><h1>');
  expect(await page('/login')).not.toContain('lang="en"><form>');
});

test('pointing /remotes.json at another origin serves that version’s page at once', async () => {
  write(shellDist, 'remotes.json', JSON.stringify({ marketing: `${cdnBase}remoteEntry.js` }));
  const html = await page();
  expect(html).toContain(`<h1>About us, version two</h1><img src="${cdnBase}assets/team.png" alt="">`);
  expect(html).toContain('<title>About Us | v2</title>');
  expect(html).toContain(`<style data-href="${cdnBase}about.v2.css">`);
  // And back: a rollback is an edit of the file.
  fs.rmSync(remotesFile);
  expect(await page()).toContain('About us, version one');
});

test('a remote that is down or slow leaves the outlet empty: the shell page, no error', async () => {
  write(shellDist, 'remotes.json', JSON.stringify({ marketing: 'http://127.0.0.1:9/remoteEntry.js' }));
  const down = await ctx.agent().get('/aboutus');
  expect(down.statusCode).toBe(200);
  expect(down.body).toContain('<div class="remote-outlet" data-remote-outlet="marketing/AboutPage"></div>');
  expect(down.body).toContain('<title>Shell title</title>');

  delayMs = 3000;
  write(shellDist, 'remotes.json', JSON.stringify({ marketing: `${cdnBase}slow/../remoteEntry.js` }));
  const started = Date.now();
  const slow = await ctx.agent().get('/aboutus');
  expect(Date.now() - started).toBeLessThan(2500);
  expect(slow.body).toContain('data-remote-outlet="marketing/AboutPage"></div>');
});

test('a route the remote has no page for is served as the shell page', async () => {
  const html = await page('/careers');
  expect(html).toContain('<div class="remote-outlet" data-remote-outlet="marketing/CareersPage"></div>');
});

test('a page holding several parts: each in its outlet, taken over at first use, the page keeping its own head', async () => {
  const html = await page('/login');
  for (const module of ['SignInForm', 'SignUpForm']) {
    expect(html).toContain(
      `data-remote-outlet="marketing/${module}" data-prerendered="marketing/${module}" data-entry="/remotes/marketing/remoteEntry.js" data-hydrate="interaction"><form>${module}</form></div>`,
    );
  }
  expect(html).toContain('<title>Shell title</title>');
  expect(html).not.toContain('not this page');
  expect(html.match(/rel="preload" as="script"/g)).toHaveLength(1);
});

test('a page list this server does not understand (a field missing, a file outside the remote) is not used', async () => {
  const changes = [
    (page: Record<string, unknown>) => delete page.js,
    (page: Record<string, unknown>) => (page.file = '../secrets.html'),
    (page: Record<string, unknown>) => (page.title = 7),
  ];
  for (const [n, change] of changes.entries()) {
    const manifest = JSON.parse(fs.readFileSync(path.join(otherOrigin, 'pages/manifest.json'), 'utf8'));
    change(manifest.pages[0]);
    write(otherOrigin, `broken-${n}/pages/manifest.json`, JSON.stringify(manifest));
    write(otherOrigin, `broken-${n}/pages/aboutus.html`, '<h1>broken</h1>');
    write(shellDist, 'remotes.json', JSON.stringify({ marketing: `${cdnBase}broken-${n}/remoteEntry.js` }));
    const response = await ctx.agent().get('/aboutus');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('data-remote-outlet="marketing/AboutPage"></div>');
  }
});

test('the composer counts, by remote, its reads, its cache hits and the pages served without the remote', async () => {
  const count = (name: string) => metricValue(ctx.app, name, { remote: 'marketing' });
  write(shellDist, 'remotes.json', JSON.stringify({ marketing: `${cdnBase}counted/remoteEntry.js` }));
  writeRemoteBuild(path.join(otherOrigin, 'counted'), 'v3', 'Counted');
  const [fetches, hits, failures] = await Promise.all(
    ['page_composer_fetches_total', 'page_composer_cache_hits_total', 'page_composer_failures_total'].map(
      count,
    ),
  );
  expect(await page()).toContain('Counted');
  // The list, the page and its stylesheet read; then all three taken from the cache.
  expect(await count('page_composer_fetches_total')).toBe(fetches + 3);
  expect(await page()).toContain('Counted');
  expect(await count('page_composer_cache_hits_total')).toBe(hits + 3);
  expect(await count('page_composer_failures_total')).toBe(failures);

  write(shellDist, 'remotes.json', JSON.stringify({ marketing: 'http://127.0.0.1:9/remoteEntry.js' }));
  expect(await page()).toContain('data-remote-outlet="marketing/AboutPage"></div>');
  expect(await count('page_composer_failures_total')).toBe(failures + 1);
});
