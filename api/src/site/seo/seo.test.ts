import { LANGUAGES, pathInLanguage } from 'shared/contract/page-languages';
import { ROUTES, STAFF_ROUTE, indexableRoutes } from 'shared/contract/routes';
import { createTestApp, type TestContext } from '../../test/test-app';

// A fresh database per file starts slowly on a busy machine; Jest's 5 s default is too tight.
jest.setTimeout(60_000);

const ORIGIN = 'https://www.deccanstack.example';

let ctx: TestContext;
beforeAll(async () => {
  // Behind one proxy, so X-Forwarded-Host and X-Forwarded-Proto would be believed if anything read them.
  ctx = await createTestApp({ config: { publicOrigin: ORIGIN, trustProxy: 1 } });
});
afterAll(() => ctx.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers: { host: 'internal:8080', ...headers } });

/** What a crawler honouring RFC 9309 (longest match, `$` anchors) would decide for a path. */
function disallowed(robots: string, path: string): boolean {
  const rules = robots
    .split('\n')
    .map((line) => /^(Allow|Disallow):\s*(\S+)$/.exec(line))
    .filter((m): m is RegExpExecArray => m !== null)
    .map(([, kind, pattern]) => ({ kind, pattern }));
  const matching = rules.filter(({ pattern }) =>
    pattern.endsWith('$') ? path === pattern.slice(0, -1) : path.startsWith(pattern),
  );
  matching.sort((a, b) => b.pattern.length - a.pattern.length);
  return matching[0]?.kind === 'Disallow';
}

test('sitemap.xml lists every public page once in each language, by its absolute address, and nothing else', async () => {
  const response = await get('/sitemap.xml');
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toContain('application/xml');
  const locs = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  // The public pages, and the openings open on a new database (the two the migration publishes).
  const expected = [
    ...indexableRoutes().map((route) => route.path),
    '/careers/dotnet-full-stack-developer-intern',
    '/careers/senior-frontend-developer-react-angular',
  ].flatMap((path) => LANGUAGES.map((language) => `${ORIGIN}${pathInLanguage(language, path)}`));
  expect(locs.sort()).toEqual(expected.sort());
  expect(locs).toContain(`${ORIGIN}/aboutus`);
  expect(locs).toContain(`${ORIGIN}/te/aboutus`);
  for (const hidden of [
    ROUTES.login,
    ROUTES.bdePortal,
    ROUTES.userPortal,
    STAFF_ROUTE,
    ROUTES.serviceHeader,
  ]) {
    expect(locs).not.toContain(`${ORIGIN}${hidden.path}`);
  }
});

test('every address in the sitemap names all six languages and x-default, each reciprocally', async () => {
  const body = (await get('/sitemap.xml')).body;
  const entries = [...body.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, entry]) => ({
    loc: /<loc>([^<]+)<\/loc>/.exec(entry!)![1]!,
    alternates: Object.fromEntries(
      [...entry!.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, lang, href]) => [lang, href]),
    ),
  }));
  const byLoc = new Map(entries.map((entry) => [entry.loc, entry.alternates]));
  expect(byLoc.get(`${ORIGIN}/ta/aboutus`)).toEqual({
    en: `${ORIGIN}/aboutus`,
    te: `${ORIGIN}/te/aboutus`,
    hi: `${ORIGIN}/hi/aboutus`,
    ta: `${ORIGIN}/ta/aboutus`,
    kn: `${ORIGIN}/kn/aboutus`,
    ml: `${ORIGIN}/ml/aboutus`,
    'x-default': `${ORIGIN}/aboutus`,
  });
  for (const { loc, alternates } of entries) {
    expect(Object.values(alternates)).toContain(loc);
    for (const href of Object.values(alternates)) expect(byLoc.get(href)).toEqual(alternates);
  }
});

test('robots.txt keeps crawlers out of the portals, the back office, sign-in screens and API, and names the sitemap', async () => {
  const response = await get('/robots.txt');
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toContain('text/plain');
  const robots = response.body;
  expect(robots).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  for (const path of [
    '/bdedetails',
    '/bdedetails/dashboard',
    '/userDashboard',
    '/userDashboard/userupdate',
    '/login',
    '/bdelogin',
    '/userlogin',
    '/userSignup',
    '/staff',
    '/staff/login',
    '/staff/partners/BDE0001',
    '/api/ContactUs',
    '/te/login',
    '/ml/bdedetails/dashboard',
  ]) {
    expect({ path, blocked: disallowed(robots, path) }).toEqual({ path, blocked: true });
  }
  for (const path of indexableRoutes().flatMap((route) =>
    LANGUAGES.map((language) => pathInLanguage(language, route.path)),
  )) {
    expect({ path, blocked: disallowed(robots, path) }).toEqual({ path, blocked: false });
  }
});

test.each([
  ['Host', { host: 'evil.example"><script>' }],
  ['X-Forwarded-Host', { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' }],
])(
  'a forged %s header changes nothing: sitemap and robots name only the configured origin',
  async (_name, headers) => {
    for (const url of ['/sitemap.xml', '/robots.txt']) {
      const response = await get(url, headers);
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toMatch(/evil|<script|internal/);
      const urls = response.body.match(/https?:\/\/[^\s<]+/g) ?? [];
      expect(urls.length).toBeGreaterThan(0);
      for (const found of urls.filter((u) => !/^http:\/\/www\.(sitemaps\.org|w3\.org)\//.test(u))) {
        expect(found.startsWith(`${ORIGIN}/`)).toBe(true);
      }
    }
  },
);

test('both files come from the API even though the static site answers every other path', async () => {
  for (const url of ['/robots.txt', '/sitemap.xml']) {
    const response = await get(url);
    expect(response.headers['content-type']).not.toContain('text/html');
  }
});
