import crypto from 'node:crypto';
import { HELD_EVENTS_SCRIPT, PAGE_LOADER_SCRIPT } from 'shared/contract/page-loader';
import { createTestApp, type TestContext } from '../test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ config: { chatWidgetUrl: 'https://chat.example.net/widget.js' } });
});
afterAll(() => ctx.close());

test('a document carries the security headers', async () => {
  const response = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
  expect(response.headers['content-type']).toMatch(/^text\/html/);
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(response.headers['x-frame-options']).toBe('DENY');
  // Only the remotes' files may be loaded by another origin (static-sites.test.ts checks those).
  expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
  const csp = String(response.headers['content-security-policy']);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toMatch(/script-src 'self' https:\/\/chat\.example\.net/);
});

test('a JSON answer carries what an API answer needs, and nothing may run, load or frame it', async () => {
  for (const url of ['/api/health', '/api/no-such-route']) {
    const response = await ctx.app.inject({ method: 'GET', url });
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    // The page's headers say nothing to JSON, and were sent with every call.
    expect(response.headers['referrer-policy']).toBeUndefined();
    expect(response.headers['permissions-policy']).toBeUndefined();
  }
});

test('inline scripts: only the early-event keeper and the page loader run, admitted by their exact hashes', async () => {
  const response = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
  const scriptSrc = String(response.headers['content-security-policy'])
    .split('; ')
    .find((directive) => directive.startsWith('script-src '));
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  const hashes = scriptSrc?.match(/'sha256-[^']+'/g) ?? [];
  const hashOf = (script: string) =>
    `'sha256-${crypto.createHash('sha256').update(script).digest('base64')}'`;
  expect(hashes).toEqual([hashOf(HELD_EVENTS_SCRIPT), hashOf(PAGE_LOADER_SCRIPT)]);
});
