import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { createTestApp, type TestContext } from '../test/test-app';

const shellDist = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-dist-'));
fs.writeFileSync(
  path.join(shellDist, 'index.html'),
  '<!doctype html><title>shell</title><div id="root"></div>',
);
fs.writeFileSync(path.join(shellDist, 'main.0123456789.js'), 'console.log(1)');
fs.writeFileSync(path.join(shellDist, 'main.0123456789.js.br'), zlib.brotliCompressSync('console.log(1)'));
fs.writeFileSync(path.join(shellDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
const remotesFile = path.join(shellDist, 'remotes.json');

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({
    config: {
      shellDist,
      remotesFile,
      remoteUrls: { bdePortal: 'https://bde.cdn.example/bde/remoteEntry.js' },
    },
  });
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(shellDist, { recursive: true, force: true });
});

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
  const hashed = await ctx.app.inject({ method: 'GET', url: '/main.0123456789.js' });
  expect(hashed.statusCode).toBe(200);
  expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  const plain = await ctx.app.inject({ method: 'GET', url: '/favicon.svg' });
  expect(plain.headers['cache-control']).toBe('no-cache');
});

test('remotes.json names our own folders, overridden by REMOTES_FILE (read on each request) and REMOTE_*_URL', async () => {
  fs.rmSync(remotesFile, { force: true });
  const defaults = await ctx.app.inject({ method: 'GET', url: '/remotes.json' });
  expect(defaults.headers['cache-control']).toBe('no-cache');
  expect(defaults.json()).toEqual({
    marketing: '/remotes/marketing/remoteEntry.js',
    userPortal: '/remotes/user-portal/remoteEntry.js',
    bdePortal: 'https://bde.cdn.example/bde/remoteEntry.js',
  });

  fs.writeFileSync(remotesFile, JSON.stringify({ marketing: 'https://m.cdn.example/v2/remoteEntry.js' }));
  const edited = await ctx.app.inject({ method: 'GET', url: '/remotes.json' });
  expect(edited.json().marketing).toBe('https://m.cdn.example/v2/remoteEntry.js');

  // The CSP admits the remotes' origins, and no others, from the moment the file changes.
  const csp = String(edited.headers['content-security-policy']);
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
});
