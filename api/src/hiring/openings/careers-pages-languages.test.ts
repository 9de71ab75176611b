import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TRANSLATED_FIELDS } from 'shared/contract/opening-translation';
import english from 'shared/careers/i18n/en.json';
import hindi from 'shared/careers/i18n/hi.json';
import telugu from 'shared/careers/i18n/te.json';
import { CAREERS_DATA_ID, type CareersPageData } from 'shared/contract/careers-view';
import type { RemotePagesManifest } from 'shared/contract/remote-pages';
import { SITE_ORIGIN_PLACEHOLDER } from 'shared/contract/routes';
import { eq } from 'drizzle-orm';
import { openingTranslations, openings } from '../../db/schema';
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

/** The header's links to the page in each language, as the shell draws them at build time. */
const languageMenu = (path: string) =>
  `<nav><a href="${path}">English</a><a href="/te${path}">తెలుగు</a>` + `<a href="/hi${path}">हिन्दी</a></nav>`;

/** The shell's part of a page in a language, as scripts/prerender.mjs writes it (its address in the head). */
const shellPage = (address: string, language: string) => {
  const url = `${SITE_ORIGIN_PLACEHOLDER}${address}`;
  return (
    `<!doctype html><html lang="${language === 'en' ? 'en-IN' : language}"><head><title>Careers</title><meta name="description" content="">` +
    '<meta name="robots" content="index, follow"><meta property="og:title" content="Careers">' +
    `<meta property="og:description" content=""><link rel="canonical" href="${url}"><meta property="og:url" content="${url}">` +
    '</head><body><div id="root">' +
    languageMenu(address.replace(/^\/(te|hi)(?=\/)/, '')) +
    '<main>' +
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

/** A text of the careers views in a language, as its file gives it. */
const CAREERS_TEXTS: Record<string, Record<string, string>> = { te: telugu, hi: hindi };
const say = (language: string, key: keyof typeof english, values: Record<string, string> = {}) =>
  CAREERS_TEXTS[language]![key]!.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name]!);

/**
 * The words in the page's language a visitor or a screen reader meets in the server's slots (their
 * text and labels): an opening's texts left in English, marked lang="en", are left out.
 */
function slotWords(html: string): string {
  const slots = [
    ...html.matchAll(
      /data-careers-slot="\w+">([\s\S]*?)<\/div><(?:div class="careers-slot"|\/div><\/main>)/g,
    ),
  ];
  const markup = slots
    .map((slot) => slot[1])
    .join('\n')
    .replace(/<(\w+)[^>]*\slang="en"[^>]*>[\s\S]*?<\/\1>/g, ' ');
  const labels = [...markup.matchAll(/aria-label="([^"]*)"/g)].map((label) => label[1]);
  return [markup.replace(/<[^>]*>/g, ' '), ...labels].join('\n');
}

/** The English words of the careers views (each stretch between placeholders) found in `text`. */
const englishChrome = (text: string) =>
  Object.keys(english)
    .flatMap((key) => key.split(/\{\{\w+\}\}/))
    .map((part) => part.trim())
    .filter((part) => /\p{L}/u.test(part))
    .filter((part) =>
      new RegExp(`(?<!\\p{L})${part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?!\\p{L})`, 'u').test(text),
    );

/** The `<link rel="alternate" hreflang>` of the page: each language's address. */
const alternates = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map(([, lang, href]) => [
      lang,
      href,
    ]),
  );

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
  expect(html).toContain(`<dd>${say('te', '{{city}} (hybrid)', { city: TELUGU.city })}</dd>`);
  expect(html).toContain(`<p>${TELUGU.description}</p>`);
  expect(html).toContain('<li>Node.js లో రెండు సంవత్సరాలు</li>');
  expect(html).not.toMatch(/\slang="en"/);
  expect(html).not.toContain('Backend Developer');
  expect(html).toContain(`<title>${TELUGU.title} | Deccan Stack</title>`);
  // Its own address in Telugu, never the template's.
  expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/te/careers/${opening.slug}">`);
  // The header's language links name this opening too (hydration keeps the server's attributes).
  expect(html).toContain(`<a href="/careers/${opening.slug}">English</a>`);
  expect(html).toContain(`<a href="/hi/careers/${opening.slug}">`);
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
  expect(html).toContain(
    `<dd><span lang="en">Hyderabad</span> ${say('hi', '{{city}} (hybrid)', { city: '' }).trim()}</dd>`,
  );
  expect(html).toContain(`<h2 id="opening-about">${say('hi', 'About the role')}</h2>`);
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
  expect(english).not.toMatch(/\slang="en"/);
  expect(english).not.toContain(TELUGU.title);
  expect(english).toContain(`<link rel="canonical" href="${ORIGIN}/careers/${opening.slug}">`);
  // Its own words as they always were, at the English addresses.
  expect(english).toContain('<h2 id="opening-about">About the role</h2>');
  expect(english).toContain('<dd>Hyderabad (hybrid)</dd>');
  expect(english).toContain('<li><a href="/careers">Careers</a></li>');
  expect(english).toContain(
    '<meta name="description" content="Full time, Hyderabad (hybrid). Own our APIs.">',
  );
  expect(alternates(english)['x-default']).toBe(`${ORIGIN}/careers/${opening.slug}`);
});

test('/te/careers/<slug>: the views’ own words in Telugu, none left in English, at Telugu addresses', async () => {
  const opening = await translatedOpening();
  const html = await page(`/te/careers/${opening.slug}`);
  expect(html).toContain(`<h2 id="opening-about">${say('te', 'About the role')}</h2>`);
  expect(html).toContain(`<h2>${say('te', 'What we look for')}</h2>`);
  expect(html).toContain(`<h2 id="opening-email">${say('te', 'Prefer email?')}</h2>`);
  expect(html).toContain(`<dt>${say('te', 'Type')}</dt><dd>${say('te', 'Full time')}</dd>`);
  expect(html).toContain(`<p class="page-intro__eyebrow">${say('te', 'Full time')}</p>`);
  expect(html).toContain(`<nav aria-label="${say('te', 'Breadcrumb')}" class="breadcrumb">`);
  expect(html).toContain(`<li><a href="/te/careers">${say('te', 'Careers')}</a></li>`);
  const words = slotWords(html);
  expect(words).toContain(TELUGU.description);
  expect(englishChrome(words)).toEqual([]);
  // The email's subject stays English: the company reads it.
  expect(html).toContain('?subject=Application%3A%20');
  // The JSON-LD's heading too.
  expect(jobPosting(html).description).toContain(`<h2>${say('te', 'What we look for')}</h2>`);
});

test('an opening’s page in each language names its address in all six and x-default; its description is the page’s', async () => {
  const opening = await translatedOpening();
  const address = (prefix: string) => `${ORIGIN}${prefix}/careers/${opening.slug}`;
  const expected = {
    en: address(''),
    te: address('/te'),
    hi: address('/hi'),
    ta: address('/ta'),
    kn: address('/kn'),
    ml: address('/ml'),
    'x-default': address(''),
  };
  for (const prefix of ['', '/te', '/hi'])
    expect(alternates(await page(`${prefix}/careers/${opening.slug}`))).toEqual(expected);

  const html = await page(`/te/careers/${opening.slug}`);
  const lead = say('te', '{{type}}, {{location}}.', {
    type: say('te', 'Full time'),
    location: say('te', '{{city}} (hybrid)', { city: TELUGU.city }),
  });
  expect(html).toContain(`<meta name="description" content="${lead} ${TELUGU.description}">`);
  expect(html).toContain(`<meta property="og:description" content="${lead} ${TELUGU.description}">`);
  expect(lead).not.toMatch(/[A-Za-z]/);

  // Closed, it is kept out of search engines and names no other address; its notice is in Telugu.
  await ctx.database.db.update(openings).set({ status: 'closed' }).where(eq(openings.id, opening.id));
  const closed = await ctx.agent().get(`/te/careers/${opening.slug}`);
  expect(closed.statusCode).toBe(410);
  expect(closed.body).toContain(`<h2>${say('te', 'This role is closed')}</h2>`);
  expect(closed.body).toContain(`<a href="/te/careers">${say('te', 'See the roles open now')}</a>`);
  expect(alternates(closed.body)).toEqual({});
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
  // The cards' own words in Telugu, their links to the Telugu pages.
  // (Without the markers React leaves between the texts it joins.)
  expect(html.replaceAll('<!-- -->', '')).toContain(
    `<a class="button button--primary" href="/te/careers/${opening.slug}">${say('te', 'See the role and apply')}` +
      `<span class="visually-hidden">${say('te', ' for {{title}}', { title: TELUGU.title })}</span></a>`,
  );
  expect(html).toContain(`<dt>${say('te', 'Location')}</dt>`);
  expect(englishChrome(slotWords(html))).toEqual([]);
});
