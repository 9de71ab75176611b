// One word for each of the product's terms in each language, on every screen and in every email
// (issue 42): every translation file of the repository is read against shared/i18n/glossary.ts.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@jest/globals';
import { VALIDATION_EN } from '../shared/contract/validation-en';
import { ACRONYMS, GLOSSARY } from '../shared/i18n/glossary';

const ROOT = path.resolve(__dirname, '..');
const TRANSLATED = ['te', 'hi', 'ta', 'kn', 'ml'] as const;
const SKIP = new Set(['node_modules', 'dist', 'dist-prerender', 'coverage', 'test-results']);

/** Every `<language>.json` of a translated language in the apps' sources, with its folder. */
function translationFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('.') || SKIP.has(entry.name)) return [];
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return translationFiles(file);
    return TRANSLATED.some((language) => entry.name === `${language}.json`) ? [file] : [];
  });
}

const FILES = ['shell', 'marketing-remote', 'user-portal-remote', 'bde-portal-remote', 'shared', 'api/src']
  .filter((dir) => fs.existsSync(path.join(ROOT, dir)))
  .flatMap((dir) => translationFiles(path.join(ROOT, dir)));

const read = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;

/** The English a translation renders: its folder's en.json, the validation messages' map, or its key. */
function englishOf(file: string): (key: string) => string {
  const en = path.join(path.dirname(file), 'en.json');
  const english = fs.existsSync(en) ? read(en) : {};
  const validation = VALIDATION_EN as Record<string, string>;
  return (key) => english[key] ?? validation[key] ?? key;
}

test('the translation files are found', () => {
  expect(FILES.length).toBeGreaterThanOrEqual(20);
});

test('each product term is written with the glossary’s word, and acronyms are kept', () => {
  const problems: string[] = [];
  for (const file of FILES) {
    const language = path.basename(file, '.json') as (typeof TRANSLATED)[number];
    const english = englishOf(file);
    for (const [key, text] of Object.entries(read(file))) {
      const source = english(key);
      for (const [term, { english: pattern, words }] of Object.entries(GLOSSARY))
        if (pattern.test(source) && !text.includes(words[language].stem))
          problems.push(`${path.relative(ROOT, file)}: "${key}" has no ${term} (${words[language].word})`);
      for (const acronym of ACRONYMS)
        if (new RegExp(`\\b${acronym}\\b`).test(source) && !text.includes(acronym))
          problems.push(`${path.relative(ROOT, file)}: "${key}" drops ${acronym}`);
    }
  }
  expect(problems).toEqual([]);
});
