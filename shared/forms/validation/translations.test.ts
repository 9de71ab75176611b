import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { VALIDATION_EN } from '../../contract/validation-en';
import { placeholdersOf } from '../../contract/validation-message';
import { LANGUAGES, type Language } from '../../i18n/languages';

/** Each language's script, so a text left in English or pasted into the wrong file shows. */
const SCRIPTS: Record<Exclude<Language, 'en'>, RegExp> = {
  te: /[\u0C00-\u0C7F]/,
  hi: /[\u0900-\u097F]/,
  ta: /[\u0B80-\u0BFF]/,
  kn: /[\u0C80-\u0CFF]/,
  ml: /[\u0D00-\u0D7F]/,
};

/** What stays as written in every language: codes, formats, examples, file types, sizes, numbers. */
const LITERALS = /\.docx|https?:\/\/|@|\b[A-Z0-9]{2,}[A-Z0-9-]*\b|\b\d+\b/g;

const english = VALIDATION_EN as Record<string, string>;
const others = LANGUAGES.filter((language) => language !== 'en');
const texts = (language: string) =>
  JSON.parse(readFileSync(join(__dirname, `${language}.json`), 'utf8')) as Record<string, string>;
const sorted = (list: readonly string[]) => [...list].sort();

it('has a file for each language but English, whose texts are VALIDATION_EN itself', () => {
  expect(sorted(readdirSync(__dirname).filter((file) => file.endsWith('.json')))).toEqual(
    sorted(others.map((language) => `${language}.json`)),
  );
});

describe.each(others)('%s', (language) => {
  const translated = texts(language);

  it('has every key of VALIDATION_EN and no other', () => {
    const missing = Object.keys(english).filter((key) => !(key in translated));
    const unknown = Object.keys(translated).filter((key) => !(key in english));
    expect({ missing, unknown }).toEqual({ missing: [], unknown: [] });
  });

  it("keeps each text's placeholders, no more and no fewer", () => {
    const differ = Object.keys(english).filter(
      (key) =>
        key in translated &&
        sorted(placeholdersOf(translated[key])).join() !== sorted(placeholdersOf(english[key])).join(),
    );
    expect(differ).toEqual([]);
  });

  it('is written in its own script, keeping codes, examples and numbers as they are', () => {
    const problems = Object.entries(translated).flatMap(([key, text]) => {
      const kept = (english[key]?.match(LITERALS) ?? []).filter((literal) => !text.includes(literal));
      return [
        ...(SCRIPTS[language].test(text) ? [] : [`${key}: not in ${language}'s script`]),
        ...kept.map((literal) => `${key}: lost "${literal}"`),
      ];
    });
    expect(problems).toEqual([]);
  });
});
