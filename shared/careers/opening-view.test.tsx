import { renderToStaticMarkup } from 'react-dom/server';
import type { PublicOpening } from '../contract/careers-responses';
import { SAMPLE_OPENING } from '../test/sample-opening';
import { careersSlots } from './careers-slots';
import { OpeningList } from './opening-list';
import { OpeningDetails, OpeningEmail, OpeningFacts, OpeningIntro, OpeningText } from './opening-view';

const opening = (overrides: Partial<PublicOpening> = {}): PublicOpening => ({
  ...SAMPLE_OPENING,
  slug: 'backend-developer',
  title: 'Backend Developer',
  description: 'Build APIs.',
  requirements: '- Node.js',
  closesOn: null,
  publishedAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  englishFields: [],
  ...overrides,
});

const html = (element: React.ReactElement) => renderToStaticMarkup(element);

test('every word staff wrote is escaped: markup in the data stays text', () => {
  const hostile = '<script>alert("x")</script> & <img src=x onerror=alert(1)>';
  const escaped =
    '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;img src=x onerror=alert(1)&gt;';
  expect(html(<OpeningText text={`${hostile}\n\n- ${hostile}`} />)).toBe(
    `<p>${escaped}</p><ul class="tick-list"><li>${escaped}</li></ul>`,
  );
  const bad = opening({
    slug: 'a"b',
    title: hostile,
    city: hostile,
    description: hostile,
    requirements: hostile,
  });
  for (const markup of [
    html(<OpeningList openings={[bad]} />),
    html(<OpeningIntro opening={bad} />),
    html(<OpeningDetails opening={bad} closed={false} />),
    html(<OpeningDetails opening={bad} closed />),
  ]) {
    expect(markup).not.toMatch(/<script|<img/);
    expect(markup).toContain(escaped);
  }
  expect(html(<OpeningList openings={[bad]} />)).toContain('href="/careers/a%22b"');
});

test('the list: a card per opening with its heading, facts, summary and link, or a word that none is open', () => {
  expect(html(<OpeningList openings={[opening()]} />)).toBe(
    '<ul class="opening-list" role="list"><li class="card opening"><article aria-labelledby="opening-backend-developer">' +
      '<h3 id="opening-backend-developer" class="opening__title">Backend Developer</h3>' +
      '<dl class="opening__facts"><div><dt>Type</dt><dd>Full time</dd></div>' +
      '<div><dt>Location</dt><dd>Hyderabad (hybrid)</dd></div><div><dt>Experience</dt><dd>3 to 5 years</dd></div>' +
      '<div><dt>Salary</dt><dd>₹12,00,000 to ₹18,00,000 a year</dd></div></dl><p>Build APIs.</p>' +
      '<a class="button button--primary" href="/careers/backend-developer">See the role and apply' +
      '<span class="visually-hidden"> for Backend Developer</span></a>' +
      `<a class="button opening__share" href="https://wa.me/?text=${encodeURIComponent(
        `We are hiring: Backend Developer at Deccan Stack. ${window.location.origin}/careers/backend-developer`,
      )}" target="_blank" rel="noopener noreferrer">Share this role` +
      '<span class="visually-hidden"> for Backend Developer</span></a></article></li></ul>',
  );
  expect(html(<OpeningList openings={[]} />)).toMatch(
    /^<p class="opening-list__empty">No role is open right now\./,
  );
});

test('an opening: breadcrumb and title, facts and text under their headings, and email while open', () => {
  expect(html(<OpeningIntro opening={opening()} />)).toBe(
    '<div class="page-intro"><div class="container"><nav aria-label="Breadcrumb" class="breadcrumb"><ol>' +
      '<li><a href="/">Home</a></li><li><a href="/careers">Careers</a></li>' +
      '<li><span aria-current="page">Backend Developer</span></li></ol></nav>' +
      '<p class="page-intro__eyebrow">Full time</p><h1>Backend Developer</h1></div></div>',
  );
  expect(html(<OpeningIntro opening={opening()} titleAs="h2" />)).toContain('<h2>Backend Developer</h2>');
  const open = html(<OpeningDetails opening={opening()} closed={false} />);
  expect(open).toMatch(/^<dl class="opening__facts">/);
  expect(open).toContain(
    '<div class="prose"><h2 id="opening-about">About the role</h2><p>Build APIs.</p>' +
      '<h2>What we look for</h2><ul class="tick-list"><li>Node.js</li></ul></div>',
  );
  expect(html(<OpeningDetails opening={opening()} closed />)).toMatch(
    /^<div class="opening-closed"><h2>This role is closed<\/h2><p>It no longer takes applications\. <a href="\/careers">See the roles open now<\/a>\.<\/p><\/div><dl/,
  );
  expect(html(<OpeningEmail opening={opening()} closed={false} />)).toContain(
    '<a href="mailto:careers@deccanstack.in?subject=Application%3A%20Backend%20Developer">careers@deccanstack.in</a>',
  );
  expect(html(<OpeningEmail opening={opening()} closed />)).toBe('');
});

test('each slot of a careers page holds its part for the rows', () => {
  const data = {
    path: '/careers/backend-developer',
    kind: 'opening' as const,
    opening: opening(),
    closed: false,
  };
  const slots = careersSlots(data);
  expect(Object.keys(slots)).toEqual(['intro', 'opening', 'apply']);
  expect(html(slots.opening!)).toBe(html(<OpeningDetails opening={opening()} closed={false} />));
  expect(Object.keys(careersSlots({ path: '/careers', kind: 'list', openings: [] }))).toEqual(['list']);
});

test('texts left in English on a page in another language are marked lang="en", and only those', () => {
  const english = opening({ englishFields: ['title', 'city', 'description', 'requirements'] });
  expect(html(<OpeningList openings={[english]} />)).toContain(
    '<h3 id="opening-backend-developer" class="opening__title" lang="en">Backend Developer</h3>',
  );
  expect(html(<OpeningList openings={[english]} />)).toContain(
    '<dd><span lang="en">Hyderabad</span> (hybrid)</dd></div>',
  );
  expect(html(<OpeningList openings={[english]} />)).toContain(
    '<p lang="en">Build APIs.</p><a class="button button--primary" href="/careers/backend-developer">See the role and apply' +
      '<span class="visually-hidden"> for <span lang="en">Backend Developer</span></span></a>',
  );
  expect(html(<OpeningIntro opening={english} />)).toContain(
    '<li><span aria-current="page" lang="en">Backend Developer</span></li></ol></nav>' +
      '<p class="page-intro__eyebrow">Full time</p><h1 lang="en">Backend Developer</h1>',
  );
  expect(html(<OpeningDetails opening={english} closed={false} />)).toContain(
    '<h2 id="opening-about">About the role</h2><p lang="en">Build APIs.</p>' +
      '<h2>What we look for</h2><ul class="tick-list" lang="en"><li>Node.js</li></ul>',
  );
  // Written in the page's language: nothing marked; nor a remote role's location, which names no city.
  const translated = opening({ title: 'బ్యాకెండ్ డెవలపర్', englishFields: [] });
  for (const markup of [
    html(<OpeningList openings={[translated]} />),
    html(<OpeningIntro opening={translated} />),
    html(<OpeningDetails opening={translated} closed={false} />),
  ]) {
    expect(markup).not.toContain('lang=');
  }
  expect(html(<OpeningFacts opening={{ ...english, workMode: 'remote' }} />)).toContain(
    '<dd>Remote, anywhere in India</dd>',
  );
});

describe('sharing an opening (issue 43)', () => {
  const shareHref = (markup: string) =>
    decodeURIComponent(/href="https:\/\/wa\.me\/\?text=([^"]+)"/.exec(markup)?.[1] ?? '');

  test("each card and an open opening's page share its address (the browser's origin) with the page's words", () => {
    const card = html(<OpeningList openings={[opening()]} />);
    expect(shareHref(card)).toBe(
      `We are hiring: Backend Developer at Deccan Stack. ${window.location.origin}/careers/backend-developer`,
    );
    expect(card).toContain('Share this role<span class="visually-hidden"> for ');
    const { intro } = careersSlots({ kind: 'opening', opening: opening(), closed: false } as never);
    expect(shareHref(html(intro!))).toContain('/careers/backend-developer');
  });

  test('a closed opening offers no share', () => {
    const { intro } = careersSlots({ kind: 'opening', opening: opening(), closed: true } as never);
    expect(html(intro!)).not.toContain('wa.me');
  });
});
