import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TRANSLATED_FIELDS } from 'shared/contract/opening-translation';
import { CAREERS_DATA_ID, type CareersPageData } from 'shared/contract/careers-view';
import type { RemotePagesManifest } from 'shared/contract/remote-pages';
import { SITE_ORIGIN_PLACEHOLDER } from 'shared/contract/routes';
import { openingTranslations } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/test-app';
import { insertOpening } from './openings-test-kit';

// The careers pages under a language's prefix (/te/careers/<slug>): the opening's texts in that
// language when staff wrote them, else its English ones marked lang="en", inside the page's own
// translated words.
jest.setTimeout(60_000);

const ORIGIN = 'https://www.deccanstack.example';
const shellDist = fs.mkdtempSync(path.join(os.tmpdir(), 'careers-languages-shell-'));
const marketingDist = fs.mkdtempSync(path.join(os.tmpdir(), 'careers-languages-marketing-'));

function write(dir: string, name: string, content: string) {
  fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
  fs.writeFileSync(path.join(dir, name), content);
}

/** The shell's part of a page in a language, as scripts/prerender.mjs writes it (its address in the head). */
const shellPage = (address: string, language: string) => {
  const url = `${SITE_ORIGIN_PLACEHOLDER}${address}`;
  return (
    `<!doctype html><html lang="${language === 'en' ? 'en-IN' : language}"><head><title>Careers</title><meta name="description" content="">` +
    '<meta name="robots" content="index, follow"><meta property="og:title" content="Careers">' +
    `<meta property="og:description" content=""><link rel="canonical" href="${url}"><meta property="og:url" content="${url}">` +
    '</head><body><div id="root"><main>' +
    '<div class="remote-outlet" data-remote-outlet="marketing/CareersPage"></div></main></div></body></html>'
  );
};
write(shellDist, 'index.html', '<!doctype html><html><head><title>shell</title></head><body></body></html>');
const slot = (name: string) => `<div class="careers-slot" data-careers-slot="${name}"></div>`;
const pages: RemotePagesManifest['pages'] = [];
for (const language of ['en', 'te', 'hi']) {
  const folder = language === 'en' ? '' : `${language}/`;
  const prefix = language === 'en' ? '' : `/${language}`;
  write(shellDist, `prerendered/${folder}careers.html`, shellPage(`${prefix}/careers`, language));
  write(shellDist, `prerendered/${folder}careers/_slug.html`, shellPage(`${prefix}/careers/:slug`, language));
  // The remote's own words in the page's language, around the places the server fills.
  write(marketingDist, `pages/${folder}careers.html`, `<h1>Careers in ${language}</h1>${slot('list')}`);
  write(
    marketingDist,
    `pages/${folder}careers/_slug.html`,
    `<p>Apply in ${language}</p>${slot('intro')}${slot('opening')}${slot('apply')}`,
  );
  for (const [routePath, file] of [
    ['/careers', `pages/${folder}careers.html`],
    ['/careers/:slug', `pages/${folder}careers/_slug.html`],
  ]) {
    pages.push({
      path: routePath!,
      module: 'CareersPage',
      language,
      part: false,
      hydrate: 'load',
      file: file!,
      title: 'Careers',
      description: 'Open roles.',
      indexable: true,
      css: [],
      js: ['remoteEntry.js'],
    });
  }
}
write(marketingDist, 'pages/manifest.json', JSON.stringify({ remote: 'marketing', version: 'v1', pages }));

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({
    config: { shellDist, remoteDists: { marketing: marketingDist }, publicOrigin: ORIGIN },
  });
});
afterAll(() => ctx.close());

const page = async (url: string) => {
  const response = await ctx.agent().get(url);
  expect(response.statusCode).toBe(200);
  return response.body;
};

function pageData(html: string): CareersPageData {
  const match = new RegExp(`<script type="application/json" id="${CAREERS_DATA_ID}">([^<]*)</script>`).exec(
    html,
  );
  return JSON.parse(match![1]!) as CareersPageData;
}

const jobPosting = (html: string) =>
  JSON.parse(/<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)![1]!) as Record<
    string,
    unknown
  >;

const TELUGU = {
  title: 'బ్యాకెండ్ డెవలపర్',
  city: 'హైదరాబాద్',
  description: 'మా APIలను మీరే నడిపించండి.',
  requirements: '- Node.js లో రెండు సంవత్సరాలు',
};

async function translatedOpening() {
  const opening = await insertOpening(ctx, {
    title: 'Backend Developer',
    description: 'Own our APIs.',
    requirements: '- Two years of Node.js',
    workMode: 'hybrid',
  });
  await ctx.database.db
    .insert(openingTranslations)
    .values({ openingId: opening.id, language: 'te', ...TELUGU });
  return opening;
}

test('/te/careers/<slug> shows the Telugu texts staff wrote, in its own head and JSON-LD', async () => {
  const opening = await translatedOpening();
  const html = await page(`/te/careers/${opening.slug}`);
  expect(html).toContain('<p>Apply in te</p>');
  expect(html).toContain(`<h1>${TELUGU.title}</h1>`);
  expect(html).toContain(`<dd>${TELUGU.city} (hybrid)</dd>`);
  expect(html).toContain(`<p>${TELUGU.description}</p>`);
  expect(html).toContain('<li>Node.js లో రెండు సంవత్సరాలు</li>');
  expect(html).not.toContain('lang="en"');
  expect(html).not.toContain('Backend Developer');
  expect(html).toContain(`<title>${TELUGU.title} | Deccan Stack</title>`);
  // Its own address in Telugu, never the template's.
  expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/te/careers/${opening.slug}">`);
  expect(html).not.toContain(':slug');
  expect(jobPosting(html)).toMatchObject({
    title: TELUGU.title,
    url: `${ORIGIN}/te/careers/${opening.slug}`,
    description: expect.stringContaining(TELUGU.description) as string,
  });
  expect(pageData(html)).toMatchObject({
    path: `/careers/${opening.slug}`,
    opening: { ...TELUGU, englishFields: [] },
  });
});

test('in a language the opening lacks, its English texts inside the translated page, marked lang="en"', async () => {
  const opening = await translatedOpening();
  const html = await page(`/hi/careers/${opening.slug}`);
  expect(html).toContain('<p>Apply in hi</p>');
  expect(html).not.toContain('data-remote-outlet="marketing/CareersPage" lang="en"');
  expect(html).toContain('<h1 lang="en">Backend Developer</h1>');
  expect(html).toContain('<span aria-current="page" lang="en">Backend Developer</span>');
  expect(html).toContain('<dd><span lang="en">Hyderabad</span> (hybrid)</dd>');
  expect(html).toContain('<p lang="en">Own our APIs.</p>');
  expect(html).toContain('<ul class="tick-list" lang="en"><li>Two years of Node.js</li></ul>');
  expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/hi/careers/${opening.slug}">`);
  expect(jobPosting(html)).toMatchObject({
    title: 'Backend Developer',
    url: `${ORIGIN}/hi/careers/${opening.slug}`,
  });
  expect(pageData(html)).toMatchObject({ opening: { englishFields: [...TRANSLATED_FIELDS] } });

  // In English nothing is marked, and the Telugu texts are nowhere.
  const english = await page(`/careers/${opening.slug}`);
  expect(english).toContain('<h1>Backend Developer</h1>');
  expect(english).not.toContain('lang="en"');
  expect(english).not.toContain(TELUGU.title);
  expect(english).toContain(`<link rel="canonical" href="${ORIGIN}/careers/${opening.slug}">`);
});

test('/te/careers lists each opening in Telugu where it has it, the others in English marked lang="en"', async () => {
  const opening = await translatedOpening();
  const html = await page('/te/careers');
  expect(html).toContain('<h1>Careers in te</h1>');
  expect(html).toContain(`<h3 id="opening-${opening.slug}" class="opening__title">${TELUGU.title}</h3>`);
  expect(html).toMatch(/<h3 id="opening-[\w-]+" class="opening__title" lang="en">/);
  const data = pageData(html);
  const mine = data.kind === 'list' ? data.openings.find((item) => item.slug === opening.slug) : undefined;
  expect(mine).toMatchObject({ title: TELUGU.title, englishFields: [] });
});
