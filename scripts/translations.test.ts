// Every app's translations are complete, used and interpolate alike in all six languages (issue 42).
import path from 'node:path';
import { describe, expect, test } from '@jest/globals';
import { LANGUAGES } from '../shared/i18n/languages';
import { readResources, sourceFiles, translationProblems } from './translation-check';

const ROOT = path.resolve(__dirname, '..');
/** Each app with translations of its own: its source folders (or files) and its i18n folder. */
const APPS: Array<{ app: string; src: string | string[]; i18n: string }> = [
  { app: 'shell', src: 'shell/src', i18n: 'shell/src/i18n' },
  {
    app: 'marketing',
    // Its pages, and the company's details they translate where they show them (the hours).
    src: ['marketing-remote/src', 'shared/content/company.ts'],
    i18n: 'marketing-remote/src/i18n',
  },
  { app: 'userPortal', src: 'user-portal-remote/src', i18n: 'user-portal-remote/src/i18n' },
  {
    app: 'shared',
    // Its components, and the catalogues of the SPEC's messages they translate where they show them.
    src: [
      'shared/forms/file-field.tsx',
      'shared/forms/file-head.ts',
      'shared/forms/required-fields-note.tsx',
      'shared/notifications',
      'shared/password-reset',
      'shared/ui',
      'shared/your-data',
      'shared/contract/messages.ts',
      'shared/contract/password-reset.ts',
    ],
    i18n: 'shared/i18n/shared',
  },
  {
    app: 'careers',
    // The careers views' own words, and those of the facts, the labels and the months they write.
    src: [
      'shared/careers',
      'shared/contract/careers-view.ts',
      'shared/contract/careers.ts',
      'shared/format/month.ts',
    ],
    i18n: 'shared/careers/i18n',
  },
  // The client-information form, on the public page and in the BDE portal.
  { app: 'clientForm', src: 'shared/client-info', i18n: 'shared/client-info/i18n' },
  {
    app: 'bde-account',
    src: [
      'bde-portal-remote/src/app',
      'bde-portal-remote/src/ui',
      'bde-portal-remote/src/exposed',
      'bde-portal-remote/src/features/register',
      'bde-portal-remote/src/features/sign-in',
      'bde-portal-remote/src/features/settings',
      'bde-portal-remote/src/features/profile',
      // The notification kinds' names and the notifications' words, translated where they are shown.
      'shared/contract/bde-inbox.ts',
      'shared/contract/bde-notice.ts',
    ],
    i18n: 'bde-portal-remote/src/i18n/account',
  },
  {
    app: 'bde-work',
    src: [
      'dashboard',
      'earnings',
      'leads',
      'follow-ups',
      'messages',
      'projects',
      'proposals',
      'downline',
      'analytics',
      'team',
      'offline',
      'offline-queue',
      'client-form',
    ]
      .map((feature) => `bde-portal-remote/src/features/${feature}`)
      .concat('bde-portal-remote/src/i18n/work'),
    i18n: 'bde-portal-remote/src/i18n/work',
  },
  {
    app: 'bde-referral',
    src: 'bde-portal-remote/src/features/referral-link',
    i18n: 'bde-portal-remote/src/i18n/referral',
  },
];

describe.each(APPS)('$app', ({ src, i18n }) => {
  const resources = readResources(path.join(ROOT, i18n));

  test('has a file for each of the six languages', () => {
    expect(Object.keys(resources).sort()).toEqual([...LANGUAGES].sort());
  });

  test('no key missing, unused or unknown, no interpolation that differs', () => {
    const sources = [src].flat().flatMap((place) => sourceFiles(path.join(ROOT, place)));
    expect(translationProblems(resources, sources)).toEqual([]);
  });
});

describe('translationProblems', () => {
  const en = { 'Hello {{name}}': 'Hello {{name}}', Bye: 'Bye' };
  const source = "t('Hello {{name}}', { name }); t('Bye');";

  test('passes complete, used texts', () => {
    expect(
      translationProblems({ en, te: { 'Hello {{name}}': 'నమస్తే {{name}}', Bye: 'సెలవు' } }, [source]),
    ).toEqual([]);
  });

  test('names a missing key, a differing interpolation and an unknown key', () => {
    expect(
      translationProblems({ en, te: { 'Hello {{name}}': 'నమస్తే {{user}}', extra: 'x' } }, [source]),
    ).toEqual([
      'te: "Hello {{name}}" interpolates {user}, English {name}',
      'te: missing "Bye"',
      'te: "extra" is not an English key',
    ]);
  });

  test('names an unused key, a key the source uses that English lacks, and a key not its own text', () => {
    expect(translationProblems({ en }, ["t('Hello {{name}}'); t('Hi');"])).toEqual([
      'unused key "Bye"',
      'the source names "Hi", which en.json lacks',
    ]);
    expect(translationProblems({ en: { greet: 'Hello' } }, ["t('greet')"])).toEqual([
      'en: "greet" is not its own English text',
    ]);
  });
});

// One namespace in two files (the BDE portal's account and work screens, merged when loaded): a text in
// both must read the same in both, or the second file would silently win.
test('the BDE portal’s two files give a text they share the same words', () => {
  const account = readResources(path.join(ROOT, 'bde-portal-remote/src/i18n/account'));
  const work = readResources(path.join(ROOT, 'bde-portal-remote/src/i18n/work'));
  const differ = Object.entries(account).flatMap(([language, texts]) =>
    Object.entries(texts)
      .filter(([key, text]) => key in (work[language] ?? {}) && work[language]![key] !== text)
      .map(([key]) => `${language}: "${key}"`),
  );
  expect(differ).toEqual([]);
});
