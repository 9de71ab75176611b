import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { SITE_ORIGIN_PLACEHOLDER } from 'shared/contract/routes';
import { SCRIPT_FONTS_MANIFEST, scriptFontHead } from 'shared/contract/script-fonts';
import { createTestApp, type TestContext } from '../test/test-app';

// http: an https origin would give the cookies __Host- names, which the test agent does not echo.
const ORIGIN = 'http://www.deccanstack.example';
const PLACEHOLDER = SITE_ORIGIN_PLACEHOLDER;

const shellDist = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-dist-'));
const marketingDist = fs.mkdtempSync(path.join(os.tmpdir(), 'marketing-dist-'));
// The user portal as a release folder names its current version (scripts/release.mjs).
const userPortalReleases = fs.mkdtempSync(path.join(os.tmpdir(), 'user-portal-releases-'));
// The back office, not built: no release named yet.
const staffReleases = fs.mkdtempSync(path.join(os.tmpdir(), 'staff-releases-'));
fs.writeFileSync(path.join(userPortalReleases, 'current.json'), '{"version":"0123456789abcdef"}');
function write(dir: string, name: string, content: string | Buffer) {
  fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
  fs.writeFileSync(path.join(dir, name), content);
}
/** A file with its .br and .gz copies, as scripts/compress-dist.mjs leaves them. */
function writeCompressed(dir: string, name: string, content: string) {
  write(dir, name, content);
  write(dir, `${name}.br`, zlib.brotliCompressSync(content));
  write(dir, `${name}.gz`, zlib.gzipSync(content));
}
write(
  shellDist,
  'index.html',
  '<!doctype html><html lang="en-IN"><head><title>shell</title><meta name="description" content="The home page.">' +
    '<meta name="robots" content="index, follow"><meta property="og:title" content="shell">' +
    '<meta property="og:description" content="The home page."></head><body><div id="root"></div></body></html>',
);
// Two scripts' fonts as the build lists them (scripts/script-fonts.mjs); Tamil's is left out.
const FONTS = {
  te: {
    400: '/fonts/noto-sans-telugu-400.0123456789.woff2',
    700: '/fonts/noto-sans-telugu-700.0123456789.woff2',
  },
  hi: {
    400: '/fonts/noto-sans-devanagari-400.abcdef0123.woff2',
    700: '/fonts/noto-sans-devanagari-700.abcdef0123.woff2',
  },
};
write(shellDist, SCRIPT_FONTS_MANIFEST, JSON.stringify(FONTS));
write(shellDist, FONTS.te[400].slice(1), Buffer.from('wOF2 telugu'));
// A drawn page names the site's origin in each of its contexts: attributes, a stylesheet's data-href,
// the JSON-LD and the script list.
write(
  shellDist,
  'prerendered/aboutus.html',
  '<!doctype html><html lang="en"><head><title>About</title>' +
    `<link rel="canonical" href="${PLACEHOLDER}/aboutus"><meta property="og:url" content="${PLACEHOLDER}/aboutus">` +
    `<style data-href="${PLACEHOLDER}/remotes/marketing/about.0123456789.css">h1{color:red}</style></head>` +
    `<body><div id="root"><h1>About us</h1><script type="application/ld+json">{"url":"${PLACEHOLDER}/","logo":"${PLACEHOLDER}/favicon.svg"}</script></div>` +
    '<script type="application/json" id="page-scripts">["/main.0123456789.js"]</script></body></html>',
);
// The same page in Telugu (issue 42), in its language's folder.
write(
  shellDist,
  'prerendered/te/aboutus.html',
  `<!doctype html><html lang="te"><head><title>About</title>${scriptFontHead('te', FONTS)}</head><body><div id="root"><h1>మా గురించి</h1>` +
    '<footer><p class="site-footer__chat" data-whatsapp-chat=""></p></footer></div></body></html>',
);
writeCompressed(shellDist, 'main.0123456789.js', 'console.log(1)');
write(shellDist, '306.01234567.js', 'console.log(2)');
write(shellDist, 'main.0123456789.js.map', '{"version":3,"sources":["secret.ts"]}');
write(shellDist, 'main.0123456789.css.map', '{"version":3}');
write(shellDist, '.env', 'APP_SECRET=1');
write(shellDist, 'assets/.hidden/logo.0123456789.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
write(shellDist, 'favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
writeCompressed(marketingDist, 'remoteEntry.js', 'var marketing = 1;');
write(marketingDist, 'remoteEntry.js.map', '{"version":3}');
write(marketingDist, '.git/config', '[core]');
const remotesFile = path.join(shellDist, 'remotes.json');

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({
    config: {
      shellDist,
      remoteDists: { marketing: marketingDist, userPortal: userPortalReleases, staff: staffReleases },
      remotesFile,
      remoteUrls: { bdePortal: 'https://bde.cdn.example/bde/remoteEntry.js' },
      publicOrigin: ORIGIN,
      // One proxy in front: X-Forwarded-Host would be believed, if anything read it.
      trustProxy: 1,
      whatsAppNumber: '919848021200',
    },
  });
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(shellDist, { recursive: true, force: true });
  fs.rmSync(marketingDist, { recursive: true, force: true });
  fs.rmSync(staffReleases, { recursive: true, force: true });
});

const decoded = (response: LightMyRequestResponse): string => {
  const body = response.rawPayload;
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(body).toString();
  if (encoding === 'gzip') return zlib.gunzipSync(body).toString();
  return body.toString();
};

test.each(['/', '/aboutus', '/contactus', '/userDashboard/userupdate', '/bdedetails/dashboard'])(
  'the client route %s gets the shell page, uncached',
  async (url) => {
    const response = await ctx.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<div id="root">');
  },
);

test.each(['/staff', '/staff/login', '/staff/messages/12', '/userDashboard'])(
  'the private route %s gets the shell page under its own head, kept out of search engines',
  async (url) => {
    const response = await ctx.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-robots-tag']).toBe('noindex');
    expect(response.body).toContain('<meta name="robots" content="noindex"');
    expect(response.body).not.toContain('index, follow');
    expect(response.body).not.toContain('The home page.');
  },
);

test('a public page carries no robots header and keeps its own head', async () => {
  const response = await ctx.app.inject({ method: 'GET', url: '/' });
  expect(response.headers['x-robots-tag']).toBeUndefined();
  expect(response.body).toContain('<meta name="robots" content="index, follow"');
});

test.each(['/te/aboutus', '/te/aboutus/'])(
  '%s is the Telugu page, pre-rendered in its folder',
  async (url) => {
    const response = await ctx.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<html lang="te">');
    expect(response.body).toContain('మా గురించి');
  },
);

test("the footer's WhatsApp place gets the configured number's chat link, in the page's language (issue 43)", async () => {
  const response = await ctx.app.inject({ method: 'GET', url: '/te/aboutus' });
  expect(response.body).toContain(
    '<p class="site-footer__chat" data-whatsapp-chat=""><a class="whatsapp-chat" href="https://wa.me/919848021200" ' +
      'target="_blank" rel="noopener noreferrer">వాట్సాప్‌లో మాతో చాట్ చేయండి<span class="visually-hidden">' +
      ' (కొత్త ట్యాబ్‌లో తెరుచుకుంటుంది)</span></a></p>',
  );
});

describe("each language's script font (issue 42)", () => {
  test.each(['/te/', '/te/bdedetails/dashboard'])(
    '%s, not pre-rendered, is the shell in Telugu with the Telugu font and no other',
    async (url) => {
      const response = await ctx.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(response.statusCode).toBe(200);
      const html = decoded(response);
      expect(html).toContain('<html lang="te">');
      expect(html).toContain(`${scriptFontHead('te', FONTS)}</head>`);
      expect(html).toContain(
        `<link rel="preload" href="${FONTS.te[400]}" as="font" type="font/woff2" crossorigin>`,
      );
      expect(html.match(/@font-face\{font-family:'Noto Sans Telugu'/g)).toHaveLength(2);
      expect(html).not.toMatch(/devanagari|Devanagari/);
    },
  );

  test('a Hindi page gets the Devanagari font; a language the build listed none for gets none', async () => {
    const hindi = (await ctx.app.inject({ method: 'GET', url: '/hi/' })).body;
    expect(hindi).toContain('<html lang="hi">');
    expect(hindi).toContain(`<link rel="preload" href="${FONTS.hi[400]}"`);
    expect(hindi).not.toContain('Telugu');
    const tamil = (await ctx.app.inject({ method: 'GET', url: '/ta/' })).body;
    expect(tamil).toContain('<html lang="ta">');
    expect(tamil).not.toMatch(/@font-face|\/fonts\//);
  });

  test.each(['/', '/bdedetails/dashboard', '/aboutus'])(
    'the English page %s names no font at all',
    async (url) => {
      // After a Telugu page: the English one is not served from its cache.
      await ctx.app.inject({ method: 'GET', url: `/te${url}`, headers: { 'accept-encoding': 'br' } });
      const response = await ctx.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      const html = decoded(response);
      expect(html).toMatch(/<html lang="en(-IN)?">/);
      expect(html).not.toMatch(/@font-face|\/fonts\/|rel="preload"|Noto Sans/);
    },
  );

  test('a pre-rendered page keeps the head the pre-render wrote, once', async () => {
    const html = (await ctx.app.inject({ method: 'GET', url: '/te/aboutus' })).body;
    expect(html.split(scriptFontHead('te', FONTS))).toHaveLength(2);
  });

  test('a font file is font/woff2, kept a year, sent as it is', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: FONTS.te[400],
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('font/woff2');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe('wOF2 telugu');
  });
});

test.each(['/xx/aboutus', '/en/aboutus', '/te/no-such-page'])(
  '%s, no language or no page, is a 404 as before',
  async (url) => {
    const response = await ctx.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('మా గురించి');
  },
);

test('a path no screen answers gets the shell page with status 404, so the not-found page shows', async () => {
  const response = await ctx.app.inject({ method: 'GET', url: '/no-such-page' });
  expect(response.statusCode).toBe(404);
  expect(response.body).toContain('<div id="root">');
});

test.each(['/missing.js', '/remotes/marketing/missing.0123456789.js', '/api/NoSuchThing'])(
  'a missing file or API path %s is a plain 404, never the page',
  async (url) => {
    const response = await ctx.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toEqual({ title: 'Not found.', status: 404 });
  },
);

test('a browser that takes brotli gets the precompressed file, still cached for a year', async () => {
  const response = await ctx.app.inject({
    method: 'GET',
    url: '/main.0123456789.js',
    headers: { 'accept-encoding': 'gzip, br' },
  });
  expect(response.headers['content-encoding']).toBe('br');
  expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe('console.log(1)');
});

test('pages are sent compressed to browsers that accept it', async () => {
  const response = await ctx.app.inject({
    method: 'GET',
    url: '/aboutus',
    headers: { 'accept-encoding': 'br' },
  });
  expect(response.headers['content-encoding']).toBe('br');
  expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toContain('<div id="root">');
});

test('content-hashed files are cached for a year; others must be revalidated', async () => {
  // Scripts and stylesheets carry 8 hex digits of their content, images 10.
  for (const url of ['/main.0123456789.js', '/306.01234567.js']) {
    const hashed = await ctx.app.inject({ method: 'GET', url });
    expect(hashed.statusCode).toBe(200);
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  }
  const plain = await ctx.app.inject({ method: 'GET', url: '/favicon.svg' });
  expect(plain.headers['cache-control']).toBe('no-cache');
});

test('remotes.json names our own folders, overridden by REMOTES_FILE (read on each request) and REMOTE_*_URL', async () => {
  fs.rmSync(remotesFile, { force: true });
  const defaults = await ctx.app.inject({ method: 'GET', url: '/remotes.json' });
  expect(defaults.headers['cache-control']).toBe('no-cache');
  expect(defaults.json()).toEqual({
    marketing: '/remotes/marketing/remoteEntry.js',
    userPortal: '/remotes/user-portal/0123456789abcdef/remoteEntry.js',
    bdePortal: 'https://bde.cdn.example/bde/remoteEntry.js',
    staff: '/remotes/staff/remoteEntry.js',
  });

  fs.writeFileSync(remotesFile, JSON.stringify({ marketing: 'https://m.cdn.example/v2/remoteEntry.js' }));
  const edited = await ctx.app.inject({ method: 'GET', url: '/remotes.json' });
  expect(edited.json().marketing).toBe('https://m.cdn.example/v2/remoteEntry.js');

  // A page's CSP admits the remotes' origins, and no others, from the moment the file changes.
  const page = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
  const csp = String(page.headers['content-security-policy']);
  expect(csp).toContain("script-src 'self' https://m.cdn.example https://bde.cdn.example");
  expect(csp).not.toContain('*');
});

test('a broken REMOTES_FILE keeps the defaults instead of taking the site down', async () => {
  fs.writeFileSync(remotesFile, '{ not json');
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const response = await ctx.app.inject({ method: 'GET', url: '/remotes.json' });
  warn.mockRestore();
  expect(response.statusCode).toBe(200);
  expect(response.json().marketing).toBe('/remotes/marketing/remoteEntry.js');
  fs.rmSync(remotesFile);
});

describe('pages, sitemap and robots name only the configured origin, whatever the request says', () => {
  const forged = [
    { host: 'evil.example"><script>alert(1)</script>' },
    { host: 'evil.example', 'x-forwarded-host': 'evil2.example"><script>', 'x-forwarded-proto': 'http' },
    { 'x-forwarded-host': 'evil.example' },
  ];

  test.each(forged)('a drawn page, in every encoding, with headers %j', async (headers) => {
    for (const acceptEncoding of ['br', 'gzip', 'identity']) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/aboutus',
        headers: { ...headers, 'accept-encoding': acceptEncoding },
      });
      expect(response.statusCode).toBe(200);
      const html = decoded(response);
      expect(html).not.toMatch(/evil|alert|site-origin\.invalid/);
      const urls = html.match(/https?:\/\/[^"'\s<>]+/g) ?? [];
      expect(urls).toHaveLength(5);
      for (const url of urls) expect(url.startsWith(`${ORIGIN}/`)).toBe(true);
      expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/aboutus">`);
      expect(html).toContain(`<meta property="og:url" content="${ORIGIN}/aboutus">`);
      expect(html).toContain(`<style data-href="${ORIGIN}/remotes/marketing/about.0123456789.css">`);
      const jsonLd = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)?.[1];
      expect(JSON.parse(jsonLd!)).toEqual({ url: `${ORIGIN}/`, logo: `${ORIGIN}/favicon.svg` });
    }
  });

  test.each(forged)('sitemap.xml and robots.txt with headers %j', async (headers) => {
    for (const url of ['/sitemap.xml', '/robots.txt']) {
      const response = await ctx.app.inject({ method: 'GET', url, headers });
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toMatch(/evil|<script/);
      const urls = (response.body.match(/https?:\/\/[^\s<]+/g) ?? []).filter(
        // The sitemap's namespaces (its own and XHTML's, for the hreflang links).
        (found) => !/^http:\/\/www\.(sitemaps\.org|w3\.org)\//.test(found),
      );
      expect(urls.length).toBeGreaterThan(0);
      for (const found of urls) expect(found.startsWith(`${ORIGIN}/`)).toBe(true);
    }
  });

  test('a page is compressed once per encoding, not once per Host header', async () => {
    const brotli = jest.spyOn(zlib, 'brotliCompressSync');
    // A fresh file, so no earlier test has compressed it yet.
    write(
      shellDist,
      'prerendered/careers.html',
      `<!doctype html><title>Careers</title><div id="root"></div>`,
    );
    for (let i = 0; i < 5; i += 1) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/careers',
        headers: { host: `host-${i}.example`, 'accept-encoding': 'br' },
      });
      expect(response.headers['content-encoding']).toBe('br');
    }
    expect(brotli).toHaveBeenCalledTimes(1);
    brotli.mockRestore();
  });
});

describe('static files', () => {
  test.each([
    '/main.0123456789.js.map',
    '/main.0123456789.css.map',
    '/remotes/marketing/remoteEntry.js.map',
    '/.env',
    '/%2Eenv',
    '/assets/.hidden/logo.0123456789.svg',
    '/remotes/marketing/.git/config',
    '/remotes/marketing/../../etc/passwd',
    '/index.html',
    '/prerendered/aboutus.html',
    '/prerendered/aboutus.html.br',
  ])('%s is never served: a 404', async (url) => {
    for (const acceptEncoding of ['', 'br, gzip']) {
      const response = await ctx.app.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': acceptEncoding },
      });
      expect(response.statusCode).toBe(404);
      // A plain 404, or the site's not-found page for a path that looks like a page (/.env).
      expect(decoded(response)).not.toMatch(/version|APP_SECRET|svg|core|root:/);
    }
  });

  test.each([
    ['gzip, br', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0', undefined],
    ['gzip;q=0, *', 'br'],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['br;q=0, gzip;q=0, *;q=0', undefined],
    ['identity', undefined],
    ['', undefined],
  ])(
    'Accept-Encoding "%s" gets %s, with Vary: Accept-Encoding, for a file and for a page',
    async (acceptEncoding, expected) => {
      for (const url of ['/main.0123456789.js', '/remotes/marketing/remoteEntry.js', '/aboutus']) {
        const response = await ctx.app.inject({
          method: 'GET',
          url,
          headers: { 'accept-encoding': acceptEncoding },
        });
        expect({ url, encoding: response.headers['content-encoding'] }).toEqual({ url, encoding: expected });
        expect(response.headers.vary).toBe('Accept-Encoding');
        expect(decoded(response)).toMatch(/console\.log\(1\)|var marketing|<title>About<\/title>/);
        if (url.endsWith('.js'))
          expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
      }
    },
  );

  test('a precompressed file keeps its year-long caching; a file without copies varies on nothing', async () => {
    const compressed = await ctx.app.inject({
      method: 'GET',
      url: '/main.0123456789.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(compressed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const plain = await ctx.app.inject({
      method: 'GET',
      url: '/favicon.svg',
      headers: { 'accept-encoding': 'br' },
    });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBeUndefined();
  });
  test('HEAD and revalidation of a precompressed copy answer as GET does, with Vary', async () => {
    const headers = { 'accept-encoding': 'br' };
    const first = await ctx.app.inject({ method: 'GET', url: '/main.0123456789.js', headers });
    expect(first.headers.etag).toBeDefined();
    const head = await ctx.app.inject({ method: 'HEAD', url: '/main.0123456789.js', headers });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers.vary).toBe('Accept-Encoding');
    const again = await ctx.app.inject({
      method: 'GET',
      url: '/main.0123456789.js',
      headers: { ...headers, 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.headers.vary).toBe('Accept-Encoding');
  });
});

describe('Cross-Origin-Resource-Policy', () => {
  test.each([
    ['/api/health'],
    ['/aboutus'],
    ['/no-such-page'],
    ['/main.0123456789.js'],
    ['/favicon.svg'],
    ['/remotes.json'],
    ['/sitemap.xml'],
    ['/missing.js'],
  ])('%s is same-origin', async (url) => {
    const response = await ctx.app.inject({ method: 'GET', url });
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  test("a remote's files, which a shell on another origin loads, are cross-origin with CORS", async () => {
    for (const acceptEncoding of ['', 'br']) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/remotes/marketing/remoteEntry.js',
        headers: { 'accept-encoding': acceptEncoding },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
      expect(response.headers['access-control-allow-origin']).toBe('*');
    }
  });
});

describe('a wrong method on an existing path: 405 with Allow', () => {
  test.each([
    ['DELETE', '/api/health', 'GET, HEAD'],
    ['OPTIONS', '/api/health?probe=1', 'GET, HEAD'],
    ['PUT', '/api/User/login', 'POST'],
    ['GET', '/api/User/login', 'POST'],
    ['PATCH', '/api/Executive/get-by-code/BDE240101', 'GET, HEAD'],
    ['DELETE', '/api/BDEBusiness/On%20Hold', 'GET, HEAD'],
    ['POST', '/sitemap.xml', 'GET, HEAD'],
    ['DELETE', '/remotes.json', 'GET, HEAD'],
    ['DELETE', '/', 'GET, HEAD'],
    ['DELETE', '/aboutus', 'GET, HEAD'],
    ['PUT', '/bdedetails/dashboard', 'GET, HEAD'],
    ['DELETE', '/main.0123456789.js', 'GET, HEAD'],
    ['POST', '/remotes/marketing/remoteEntry.js?v=1', 'GET, HEAD'],
  ])('%s %s (with a valid anti-forgery token)', async (method, url, allow) => {
    const response = await ctx.agent().request({ method: method as 'GET', url });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe(allow);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toEqual({ title: 'Method not allowed.', status: 405 });
  });

  test.each([
    ['DELETE', '/api/NoSuchThing'],
    ['DELETE', '/no-such-page'],
    ['POST', '/missing.0123456789.js'],
    ['PUT', '/main.0123456789.js.map'],
    ['DELETE', '/remotes/marketing/.git/config'],
  ])('%s %s, a path that does not exist, is still a 404', async (method, url) => {
    const response = await ctx.agent().request({ method: method as 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.headers.allow).toBeUndefined();
  });
});
