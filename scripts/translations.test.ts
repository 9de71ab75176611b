// Every app's translations are complete, used and interpolate alike in all six languages (issue 42).
import path from 'node:path';
import { describe, expect, test } from '@jest/globals';
import { LANGUAGES } from '../shared/i18n/languages';
import { readResources, sourceFiles, translationProblems } from './translation-check';

const ROOT = path.resolve(__dirname, '..');
/** Each app with translations of its own: its source folder and its i18n folder. */
const APPS = [{ app: 'shell', src: 'shell/src', i18n: 'shell/src/i18n' }];

describe.each(APPS)('$app', ({ src, i18n }) => {
  const resources = readResources(path.join(ROOT, i18n));

  test('has a file for each of the six languages', () => {
    expect(Object.keys(resources).sort()).toEqual([...LANGUAGES].sort());
  });

  test('no key missing, unused or unknown, no interpolation that differs', () => {
    expect(translationProblems(resources, sourceFiles(path.join(ROOT, src)))).toEqual([]);
  });
});

describe('translationProblems', () => {
  const en = { greet: 'Hello {{name}}', bye: 'Bye' };
  const source = "t('greet', { name }); t('bye');";

  test('passes complete, used texts', () => {
    expect(translationProblems({ en, te: { greet: 'నమస్తే {{name}}', bye: 'సెలవు' } }, [source])).toEqual([]);
  });

  test('names a missing key, a differing interpolation and an unknown key', () => {
    expect(translationProblems({ en, te: { greet: 'నమస్తే {{user}}', extra: 'x' } }, [source])).toEqual([
      'te: "greet" interpolates {user}, English {name}',
      'te: missing "bye"',
      'te: "extra" is not an English key',
    ]);
  });

  test('names an unused key and a key the source uses that English lacks', () => {
    expect(translationProblems({ en }, ["t('greet'); t('hello');"])).toEqual([
      'unused key "bye"',
      'the source names "hello", which en.json lacks',
    ]);
  });
});
