import { SITE_ORIGIN_PLACEHOLDER } from 'shared/contract/routes';
import { fillSiteOrigin, negotiateEncoding } from './page-documents';

const PAGE =
  `<head><link rel="canonical" href="${SITE_ORIGIN_PLACEHOLDER}/aboutus">` +
  `<meta property="og:url" content='${SITE_ORIGIN_PLACEHOLDER}/aboutus'>` +
  `<style data-href="${SITE_ORIGIN_PLACEHOLDER}/remotes/marketing/a.css">p{}</style></head>` +
  `<body><script type="application/ld+json">{"url":"${SITE_ORIGIN_PLACEHOLDER}/"}</script>` +
  `<p>${SITE_ORIGIN_PLACEHOLDER}</p><SCRIPT type="application/json">["${SITE_ORIGIN_PLACEHOLDER}/x.js"]</SCRIPT></body>`;

test('the origin is escaped for each context it lands in, however hostile', () => {
  const origin = `https://a.example"'><script>alert(1)</script><!--&\u2028`;
  const html = fillSiteOrigin(PAGE, origin);
  expect(html).not.toContain(SITE_ORIGIN_PLACEHOLDER);
  // Attributes (either quote) and text: HTML entities, so nothing closes the attribute or opens a tag.
  const attribute = 'https://a.example&quot;&#39;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;!--&amp;\u2028';
  expect(html).toContain(`<link rel="canonical" href="${attribute}/aboutus">`);
  expect(html).toContain(`<meta property="og:url" content='${attribute}/aboutus'>`);
  expect(html).toContain(`<style data-href="${attribute}/remotes/marketing/a.css">`);
  expect(html).toContain(`<p>${attribute}</p>`);
  // Inside scripts: JSON string text that parses back to the origin, with no tag or comment in it.
  const scripts = [...html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/gi)].map((m) => m[1]!);
  expect(scripts).toHaveLength(2);
  for (const script of scripts) expect(script).not.toMatch(/[<>&\u2028]/);
  expect(JSON.parse(scripts[0]!)).toEqual({ url: `${origin}/` });
  expect(JSON.parse(scripts[1]!)).toEqual([`${origin}/x.js`]);
  // Exactly one script element each: the hostile text closed none of them.
  expect(html.match(/<\/script>/gi)).toHaveLength(2);
});

test('an ordinary origin is written as it is', () => {
  const html = fillSiteOrigin(PAGE, 'https://www.example.in');
  expect(html).toContain('<link rel="canonical" href="https://www.example.in/aboutus">');
  expect(html).toContain('{"url":"https://www.example.in/"}');
});

test.each([
  [undefined, 'identity'],
  ['', 'identity'],
  ['gzip, deflate, br, zstd', 'br'],
  ['gzip', 'gzip'],
  ['x-gzip', 'gzip'],
  ['GZIP;Q=0.5', 'gzip'],
  ['br;q=0, gzip', 'gzip'],
  ['br;q=0.0, gzip;q=0.1', 'gzip'],
  ['gzip;q=0', 'identity'],
  ['gzip;q=0, *', 'br'],
  ['br;q=0, *', 'gzip'],
  ['*', 'br'],
  ['*;q=0', 'identity'],
  ['*;q=0, identity;q=0', 'identity'],
  ['br;q=0.5, gzip;q=0.8', 'gzip'],
  ['br;q=0.5, gzip;q=0.5', 'br'],
  ['identity, gzip;q=0.5', 'identity'],
  ['identity;q=0, gzip;q=0.1', 'gzip'],
  ['deflate', 'identity'],
  ['br;q=bogus, gzip;q=0.2', 'br'],
  [['gzip;q=0.1', 'br'], 'br'],
] as const)('Accept-Encoding %j gets %s', (header, expected) => {
  expect(negotiateEncoding(header as string | string[] | undefined)).toBe(expected);
});

test('only the codings a file has copies in are chosen', () => {
  expect(negotiateEncoding('br, gzip', ['gzip'])).toBe('gzip');
  expect(negotiateEncoding('br', ['gzip'])).toBe('identity');
  expect(negotiateEncoding('br, gzip', [])).toBe('identity');
});

test("a share link's text names the page by the real origin, encoded as the link's text is", () => {
  const text = encodeURIComponent(`We are hiring: ${SITE_ORIGIN_PLACEHOLDER}/careers/x`);
  const html = fillSiteOrigin(`<a href="https://wa.me/?text=${text}">Share</a>`, 'https://www.example.in');
  expect(html).toBe(
    `<a href="https://wa.me/?text=${encodeURIComponent('We are hiring: https://www.example.in/careers/x')}">Share</a>`,
  );
});
