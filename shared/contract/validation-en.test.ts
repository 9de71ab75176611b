import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { defaultLocale, isSchema, type Schema } from 'yup';
import { DOCUMENT_FIELDS, documentMessages } from './executive';
import { RESUME_MESSAGES } from './job-application';
import { MESSAGES } from './messages';
import { FOLLOW_UP_MESSAGES } from './bde-follow-up-schema';
import { SETTINGS_MESSAGES } from './bde-settings-schema';
import { DELETE_PASSWORD_WRONG } from './user-data-schema';
import { CURRENT_PASSWORD_REQUIRED, CURRENT_PASSWORD_WRONG } from './user-schema';
import { VALIDATION_EN, type ValidationKey } from './validation-en';
import { fillTemplate, matchTemplate, messageKeyOf } from './validation-message';

/** The back office stays English (DESIGN.md): its schemas' messages have no keys. */
const BACK_OFFICE = new Set([
  'opening-schema.ts',
  'releases-schema.ts',
  'remote-failure-schema.ts',
  'newsletter-subscription-schema.ts#newsletterIssueSchema',
  'bde-data-schema.ts#erasureDeclineSchema',
]);
const isBackOffice = (file: string, name: string) =>
  file.startsWith('staff-') || BACK_OFFICE.has(file) || BACK_OFFICE.has(`${file}#${name}`);

/** Field messages the server gives after the schema passed (a password that is wrong, a date past). */
const SERVER_MESSAGES = [
  CURRENT_PASSWORD_REQUIRED,
  CURRENT_PASSWORD_WRONG,
  DELETE_PASSWORD_WRONG,
  MESSAGES.signUpEmailTaken,
  MESSAGES.newsletterAlreadySubscribed,
  ...Object.values(SETTINGS_MESSAGES),
  ...Object.values(FOLLOW_UP_MESSAGES),
  ...Object.values(RESUME_MESSAGES),
  ...DOCUMENT_FIELDS.flatMap((field) => Object.values(documentMessages).map((message) => message(field))),
];

/** Keys whose messages only the API makes (api/src/partners/executives/registration-keys.test.ts). */
const API_ONLY_PREFIX = 'validation.registration.';

/** Yup's own wording ("${path} is a required field"): only for requests code makes, never typed. */
const YUP_DEFAULTS = new Set<unknown>(
  Object.values(defaultLocale).flatMap((group) => Object.values(group as Record<string, unknown>)),
);

interface SchemaInternals {
  tests: { OPTIONS: { message?: unknown } }[];
  internalTests: Record<string, { OPTIONS: { message?: unknown } }>;
  conditions: { fn: (values: unknown[], base: Schema) => Schema }[];
  spec: { optional: boolean; nullable: boolean };
  fields?: Record<string, Schema>;
  innerType?: Schema;
  clone(): Schema;
}

/** Every message a schema can give: its tests', each `when` branch's, its fields' and items'. */
function messagesOf(schema: Schema, found = new Set<unknown>()): Set<unknown> {
  const inside = schema as unknown as SchemaInternals;
  for (const test of inside.tests) found.add(test.OPTIONS.message);
  for (const [name, test] of Object.entries(inside.internalTests)) {
    if (name === 'optionality' && inside.spec.optional) continue;
    if (name === 'nullable' && inside.spec.nullable) continue;
    found.add(test.OPTIONS.message);
  }
  if (inside.conditions.length) {
    const base = inside.clone() as unknown as SchemaInternals;
    base.conditions = [];
    // No values meet `is` (every() of nothing is true); a fresh symbol meets none: both branches.
    for (const condition of inside.conditions)
      for (const values of [[], [Symbol('no value')]]) messagesOf(condition.fn(values, base as never), found);
  }
  for (const field of Object.values(inside.fields ?? {})) messagesOf(field, found);
  if (inside.innerType) messagesOf(inside.innerType, found);
  return found;
}

let schemaMessages: Map<unknown, string[]>;

beforeAll(async () => {
  schemaMessages = new Map();
  const files = readdirSync(__dirname).filter((file) => /-schema\.ts$/.test(file));
  for (const file of files) {
    const exports = (await import(`./${file}`)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(exports)) {
      if (!isSchema(value) || isBackOffice(file, name)) continue;
      for (const message of messagesOf(value as Schema)) {
        if (YUP_DEFAULTS.has(message)) continue;
        schemaMessages.set(message, [...(schemaMessages.get(message) ?? []), `${file}#${name}`]);
      }
    }
  }
});

/** The keys whose template can read as `text`, with the values that make it. */
const templatesFor = (text: string) =>
  (Object.entries(VALIDATION_EN) as [ValidationKey, string][]).flatMap(([key, template]) => {
    const values = matchTemplate(template, text);
    return values ? [{ key, template, values }] : [];
  });

describe('VALIDATION_EN', () => {
  it('reads every schema: the fields of objects, both branches of `when`, and items of arrays', () => {
    const texts = [...schemaMessages.keys()];
    expect(texts).toEqual(
      expect.arrayContaining([
        'Pin code must be 6 digits.',
        'Mobile number must be at least 10 digits.',
        'At most 300 characters.',
        'Say what happened.',
        'Choose the next date.',
        'Choose from the listed kinds.',
        'Agree to the privacy notice to send your application.',
      ]),
    );
    expect(texts).not.toContain('Keep the subject on one line.');
    expect(texts.length).toBeGreaterThan(60);
  });

  it('has exactly one template for each message a schema or the server can give, filled to the same text', () => {
    const problems = [...[...schemaMessages.keys()], ...SERVER_MESSAGES].flatMap((message) => {
      if (typeof message !== 'string') return [`not a text: ${String(message)}`];
      const found = templatesFor(message);
      if (found.length !== 1) return [`${found.length} templates for "${message}"`];
      const [{ template, values }] = found;
      return fillTemplate(template, values) === message ? [] : [`"${template}" does not give "${message}"`];
    });
    expect(problems).toEqual([]);
  });

  it('has no key that nothing gives', () => {
    const given = new Set(
      [...schemaMessages.keys(), ...SERVER_MESSAGES].map((message) => messageKeyOf(String(message))?.key),
    );
    const unused = Object.keys(VALIDATION_EN).filter(
      (key) => !given.has(key as ValidationKey) && !key.startsWith(API_ONLY_PREFIX),
    );
    expect(unused).toEqual([]);
  });

  it('finds the key and the values of a message again from its English text', () => {
    expect(messageKeyOf('At most 300 characters.')).toEqual({
      key: 'validation.text.tooLong',
      values: { max: '300' },
    });
    expect(messageKeyOf('Choose a district of Tamil Nadu.')).toEqual({
      key: 'validation.registration.districtNotInState',
      values: { state: 'Tamil Nadu' },
    });
    expect(messageKeyOf('This field is required.')).toEqual({ key: 'validation.required', values: {} });
  });

  it('finds no key for a text that is not one of its messages', () => {
    expect(messageKeyOf('This UTR is already recorded for another payout.')).toBeUndefined();
    expect(messageKeyOf('At most 50 characters')).toBeUndefined();
    expect(messageKeyOf('Keep the subject on one line.')).toBeUndefined();
  });

  it('refuses to fill a template without the values it needs', () => {
    expect(() => fillTemplate(VALIDATION_EN['validation.text.tooLong'], {})).toThrow('{{max}}');
  });
});

/** The browser's source files outside the tests. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

it('is never imported by the browser except when a page is not in English', () => {
  const root = join(__dirname, '../..');
  const browser = [
    'shared',
    'shell/src',
    'marketing-remote/src',
    'user-portal-remote/src',
    'bde-portal-remote/src',
    'staff-remote/src',
  ];
  const importers = browser
    .flatMap((dir) => sources(join(root, dir)))
    .filter((path) => /from '[^']*validation-(en|message)'/.test(readFileSync(path, 'utf8')))
    .map((path) => relative(root, path));
  // Only the matcher itself; the forms' hook loads it with import(), on a page in another language.
  expect(importers).toEqual(['shared/contract/validation-message.ts']);
});
