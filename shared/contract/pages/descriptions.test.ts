import fs from 'node:fs';
import path from 'node:path';
import { ROUTES, indexableRoutes, isDynamicRoute } from '../routes';
import { ENGLISH_DESCRIPTIONS, TRANSLATED_DESCRIPTIONS, pageDescription } from './descriptions';
import { TITLES, titleIn } from './titles';

test('every page search engines list describes itself; an unknown path has no description', () => {
  const pages = indexableRoutes().filter((route) => !isDynamicRoute(route));
  expect(pages.length).toBeGreaterThan(5);
  for (const route of pages)
    expect([route.path, pageDescription(route.path).length > 20]).toEqual([route.path, true]);
  expect(pageDescription('/aboutus')).toBe('Who we are, what we do, our mission and our registrations.');
  expect(pageDescription('/no-such-page')).toBe('');
});

function browserSources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return browserSources(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

test('no browser bundle carries the descriptions: only the pre-render and the server import them', () => {
  const root = path.resolve(__dirname, '../../..');
  const apps = ['shell', 'marketing-remote', 'user-portal-remote', 'bde-portal-remote', 'staff-remote'];
  const importers = apps
    .flatMap((app) => browserSources(path.join(root, app, 'src')))
    .filter((file) => fs.readFileSync(file, 'utf8').includes('pages/descriptions'));
  expect(importers).toEqual([]);
});

test('each description and title is written in every language, and nothing else is', () => {
  const titles = [...new Set(Object.values(ROUTES).map((route) => route.title))].filter(
    (title) => title !== ROUTES.staff.title,
  );
  // The back office stays English (issue 42).
  const descriptions = [
    ...new Set(ENGLISH_DESCRIPTIONS.filter((text) => text && text !== pageDescription(ROUTES.staff.path))),
  ];
  for (const language of ['te', 'hi', 'ta', 'kn', 'ml'] as const) {
    expect([language, Object.keys(TITLES[language]).sort()]).toEqual([language, titles.sort()]);
    expect([language, Object.keys(TRANSLATED_DESCRIPTIONS[language]).sort()]).toEqual([
      language,
      descriptions.sort(),
    ]);
    for (const text of [
      ...Object.values(TITLES[language]),
      ...Object.values(TRANSLATED_DESCRIPTIONS[language]),
    ])
      // No English left: at most an acronym (IT, BDE) in Latin letters.
      expect([language, text]).toEqual([language, expect.not.stringMatching(/^\s*$|[A-Za-z]{4,}/)]);
  }
  expect(pageDescription('/aboutus', 'te')).toBe('మేము ఎవరు, ఏమి చేస్తాం, మా లక్ష్యం మరియు మా రిజిస్ట్రేషన్లు.');
  expect(titleIn('ta', 'Careers')).toBe('வேலைவாய்ப்புகள்');
  expect(titleIn('en', 'Careers')).toBe('Careers');
});
