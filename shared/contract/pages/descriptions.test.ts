import fs from 'node:fs';
import path from 'node:path';
import { indexableRoutes, isDynamicRoute } from '../routes';
import { pageDescription } from './descriptions';

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
