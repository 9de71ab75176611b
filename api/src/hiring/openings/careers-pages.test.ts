import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { CAREERS_PATHS } from 'shared/contract/careers';
import { CAREERS_DATA_ID, type CareersPageData } from 'shared/contract/careers-view';
import type { RemotePagesManifest } from 'shared/contract/remote-pages';
import { SITE_ORIGIN_PLACEHOLDER } from 'shared/contract/routes';
import { OpeningList } from 'shared/careers/opening-list';
import { createTestApp, type TestContext } from '../../test/test-app';
import { SEEDED, insertOpening, updateOpening } from './openings-test-kit';

// The careers pages as the server composes them: the remote's pre-rendered page with its empty
// places, filled at request time with the openings drawn from the database, and the rows as JSON.
jest.setTimeout(60_000);

const ORIGIN = 'https://www.deccanstack.example';
const shellDist = fs.mkdtempSync(path.join(os.tmpdir(), 'careers-shell-'));
const marketingDist = fs.mkdtempSync(path.join(os.tmpdir(), 'careers-marketing-'));

function write(dir: string, name: string, content: string) {
  fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
  fs.writeFileSync(path.join(dir, name), content);
}

/** The shell's part of a page, as scripts/prerender.mjs writes it (its own address in the head). */
const shellPage = (routePath: string, module: string) => {
  const url = `${SITE_ORIGIN_PLACEHOLDER}${routePath}`;
  return (
    '<!doctype html><html><head><title>Careers | Deccan Stack</title><meta name="description" content="">' +
    '<meta name="robots" content="index, follow"><meta property="og:title" content="Careers | Deccan Stack">' +
    `<meta property="og:description" content=""><link rel="canonical" href="${url}"><meta property="og:url" content="${url}">` +
    '</head><body><div id="root"><header>Header</header><main>' +
    `<div class="remote-outlet" data-remote-outlet="marketing/${module}"></div></main></div></body></html>`
  );
};
write(
  shellDist,
  'index.html',
  '<!doctype html><html><head><title>shell</title></head><body><div id="root"></div></body></html>',
);
write(shellDist, 'prerendered/careers.html', shellPage('/careers', 'CareersPage'));
write(shellDist, 'prerendered/careers/_slug.html', shellPage('/careers/:slug', 'CareersPage'));

const slot = (name: string) => `<div class="careers-slot" data-careers-slot="${name}"></div>`;
const entry = (routePath: string, module: string, file: string) => ({
  path: routePath,
  module,
  part: false,
  hydrate: 'load' as const,
  file,
  title: 'Careers | Deccan Stack',
  description: 'Open roles in our Hyderabad team, and how to apply.',
  indexable: true,
  css: [],
  js: ['remoteEntry.js'],
});
const manifest: RemotePagesManifest = {
  remote: 'marketing',
  version: 'v1',
  pages: [
    entry('/careers', 'CareersPage', 'pages/careers.html'),
    entry('/careers/:slug', 'CareersPage', 'pages/careers/_slug.html'),
  ],
};
write(marketingDist, 'pages/manifest.json', JSON.stringify(manifest));
write(marketingDist, 'pages/careers.html', `<h1>Careers</h1>${slot('list')}<p>How to apply</p>`);
write(marketingDist, 'pages/careers/_slug.html', `${slot('intro')}${slot('opening')}${slot('apply')}`);

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({
    config: { shellDist, remoteDists: { marketing: marketingDist }, publicOrigin: ORIGIN },
  });
});
afterAll(() => ctx.close());

const page = (url: string) => ctx.agent().get(url);

/** The rows the page carries for its scripts. */
function pageData(html: string): CareersPageData {
  const match = new RegExp(`<script type="application/json" id="${CAREERS_DATA_ID}">([^<]*)</script>`).exec(
    html,
  );
  if (!match) throw new Error('no careers data in the page');
  return JSON.parse(match[1]!) as CareersPageData;
}

/** The JobPosting JSON-LD in the page's head, if any. */
function jobPostings(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  return [...head.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
}

test('the first HTML of /careers holds the open openings, drawn from the same rows the API answers', async () => {
  const response = await page('/careers');
  expect(response.statusCode).toBe(200);
  const html = response.body;
  expect(html).toContain(
    '<h1>Careers</h1><div class="careers-slot" data-careers-slot="list"><ul class="opening-list"',
  );
  expect(html).toContain('.NET Full Stack Developer Intern');
  expect(html).toContain(`href="/careers/${SEEDED.senior}"`);
  const data = pageData(html);
  const api = (await page(CAREERS_PATHS.openings)).json();
  expect(data).toEqual({ path: '/careers', kind: 'list', ...api });
  // The slot holds exactly what the page draws from those rows once its scripts take it over (on
  // the site's origin, which the server writes into the share links' text).
  const drawn = renderToString(
    createElement(OpeningList, { openings: data.kind === 'list' ? data.openings : [] }),
  ).replaceAll(encodeURIComponent(SITE_ORIGIN_PLACEHOLDER), encodeURIComponent(ORIGIN));
  expect(html).toContain(`data-careers-slot="list">${drawn}</div>`);
  expect(html).toContain(encodeURIComponent(`${ORIGIN}/careers/${SEEDED.senior}`));
  expect(html).not.toContain(SITE_ORIGIN_PLACEHOLDER);
  expect(html).not.toContain(encodeURIComponent(SITE_ORIGIN_PLACEHOLDER));
});

test("an opening's first HTML: its head, its words, the careers email and JobPosting JSON-LD", async () => {
  const response = await page(`/careers/${SEEDED.senior}`);
  expect(response.statusCode).toBe(200);
  expect(response.headers['x-robots-tag']).toBeUndefined();
  const html = response.body;
  expect(html).toContain('<title>Senior Frontend Developer (React or Angular) | Deccan Stack</title>');
  expect(html).toContain(
    '<meta property="og:title" content="Senior Frontend Developer (React or Angular) | Deccan Stack"',
  );
  expect(html).toMatch(
    /<meta name="description" content="Full time, Hyderabad \(hybrid\)\. Lead the frontend[^"]*"/,
  );
  expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/careers/${SEEDED.senior}">`);
  expect(html).toContain(`<meta property="og:url" content="${ORIGIN}/careers/${SEEDED.senior}">`);
  expect(html).toContain('<meta name="robots" content="index, follow"');
  expect(html).toContain('<h1>Senior Frontend Developer (React or Angular)</h1>');
  expect(html).toContain('<li>Strong TypeScript, HTML and CSS, including responsive layouts</li>');
  expect(html).toContain('mailto:careers@deccanstack.in?subject=Application%3A%20Senior%20Frontend');
  expect(pageData(html)).toMatchObject({ kind: 'opening', closed: false, opening: { slug: SEEDED.senior } });

  const [posting, ...others] = jobPostings(html);
  expect(others).toEqual([]);
  expect(posting).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: 'Senior Frontend Developer (React or Angular)',
    employmentType: 'FULL_TIME',
    url: `${ORIGIN}/careers/${SEEDED.senior}`,
    hiringOrganization: {
      '@type': 'Organization',
      name: 'Deccan Stack Technologies Pvt. Ltd.',
      sameAs: `${ORIGIN}/`,
    },
    jobLocation: {
      '@type': 'Place',
      address: { addressLocality: 'Hyderabad', addressRegion: 'Telangana', addressCountry: 'IN' },
    },
    identifier: { '@type': 'PropertyValue', value: SEEDED.senior },
    directApply: true,
  });
  expect(posting!.description).toContain('<p>Lead the frontend of client portals');
  expect(Date.parse(posting!.datePosted as string)).not.toBeNaN();
});

test('a closed opening: 410, noindex in the page and the header, a closed notice, no JSON-LD, no email to apply', async () => {
  const opening = await insertOpening(ctx, { title: 'Closed Role' });
  await updateOpening(ctx, opening.slug, { status: 'closed' });
  const response = await page(`/careers/${opening.slug}`);
  expect(response.statusCode).toBe(410);
  expect(response.headers['x-robots-tag']).toBe('noindex');
  const html = response.body;
  expect(html).toContain('<meta name="robots" content="noindex"');
  expect(html).toContain('<h2>This role is closed</h2>');
  expect(html).toContain('<a href="/careers">See the roles open now</a>');
  expect(html).toContain(`data-careers-slot="apply"></div>`);
  expect(jobPostings(html)).toEqual([]);
  expect(pageData(html)).toMatchObject({ kind: 'opening', closed: true });
});

test('an address no opening has, and a draft, answer 404 as any unknown path does', async () => {
  const draft = await insertOpening(ctx, { status: 'draft', publishedAt: null });
  const unknown = await page('/no-such-page');
  for (const slug of ['no-such-opening', draft.slug]) {
    const response = await page(`/careers/${slug}`);
    expect(response.statusCode).toBe(404);
    expect(response.body).toBe(unknown.body);
  }
  // Deeper than a slug is not an opening's address either.
  expect((await page(`/careers/${SEEDED.senior}/more`)).statusCode).toBe(404);
});

test("markup in staff's text stays text, in the page, its head, the rows and the JSON-LD", async () => {
  const hostile = '<img src=x onerror="alert(1)"></script><script>alert(2)</script>';
  const opening = await insertOpening(ctx, {
    title: `Tester ${hostile}`,
    description: `About ${hostile}\n\n- item ${hostile}`,
    requirements: `- </script><!-- ${hostile}`,
  });
  const html = (await page(`/careers/${opening.slug}`)).body;
  expect(html).not.toContain('<img src=x');
  expect(html).not.toContain('<script>alert');
  expect(html).not.toContain('<!-- ');
  expect(html).toContain('<h1>Tester &lt;img src=x onerror=&quot;alert(1)&quot;&gt;&lt;/script&gt;');
  expect(html).toContain('<title>Tester &lt;img');
  // Every script element ends where the server meant it to: the rows and the JSON-LD parse whole.
  expect(pageData(html)).toMatchObject({ opening: { title: `Tester ${hostile}` } });
  expect(jobPostings(html)[0]).toMatchObject({ title: `Tester ${hostile}` });
  expect(jobPostings(html)[0]!.description).toContain('<p>About &lt;img src=x');
  const list = (await page('/careers')).body;
  expect(list).toContain('Tester &lt;img src=x');
  expect(list).not.toContain('<img src=x');
});

test('a page is never served stale: a change to an opening shows on the next request', async () => {
  const opening = await insertOpening(ctx, { title: 'First Title' });
  expect((await page(`/careers/${opening.slug}`)).body).toContain('<h1>First Title</h1>');
  expect((await page('/careers')).body).toContain('First Title');
  await updateOpening(ctx, opening.slug, { title: 'Second Title' });
  expect((await page(`/careers/${opening.slug}`)).body).toContain('<h1>Second Title</h1>');
  expect((await page('/careers')).body).toContain('Second Title');
  await updateOpening(ctx, opening.slug, { status: 'closed' });
  expect((await page('/careers')).body).not.toContain('Second Title');
  expect((await page(`/careers/${opening.slug}`)).statusCode).toBe(410);
});

test('a remote opening has no place of work in its JSON-LD but a remote location type and the applicant country', async () => {
  const opening = await insertOpening(ctx, {
    workMode: 'remote',
    city: 'Anywhere',
    salaryMin: 60_000,
    salaryMax: 90_000,
    salaryPeriod: 'month',
    closesOn: '2099-12-31',
  });
  const [posting] = jobPostings((await page(`/careers/${opening.slug}`)).body);
  expect(posting).not.toHaveProperty('jobLocation');
  expect(posting).toMatchObject({
    jobLocationType: 'TELECOMMUTE',
    applicantLocationRequirements: { '@type': 'Country', name: 'India' },
    validThrough: '2099-12-31T23:59:59+05:30',
    baseSalary: {
      '@type': 'MonetaryAmount',
      currency: 'INR',
      value: { '@type': 'QuantitativeValue', minValue: 60_000, maxValue: 90_000, unitText: 'MONTH' },
    },
  });
});
