// Checks an app's translation files against each other and against its source (issue 42): a key
// missing in a language, a key no source names, a key the source names that English lacks, and an
// interpolation (`{{name}}`) that differs between languages are each a problem, named.
import fs from 'node:fs';
import path from 'node:path';

export type Resources = Record<string, string>;

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

/**
 * @param resources each language's texts, English's under `en`
 * @param sources   the app's source files (not its tests), as text
 * @param used      how a source names a key: `t('key')`, or a literal in a list of keys
 */
export function translationProblems(resources: Record<string, Resources>, sources: string[]): string[] {
  const problems: string[] = [];
  const english = resources.en;
  if (!english) return ['no English texts (en.json)'];
  // The keys are the English texts themselves: an English page needs no file.
  for (const [key, text] of Object.entries(english))
    if (key !== text) problems.push(`en: "${key}" is not its own English text`);
  for (const [language, texts] of Object.entries(resources)) {
    if (language === 'en') continue;
    for (const key of Object.keys(english)) {
      if (!(key in texts)) problems.push(`${language}: missing "${key}"`);
      else if (placeholders(texts[key]!).join() !== placeholders(english[key]!).join())
        problems.push(
          `${language}: "${key}" interpolates {${placeholders(texts[key]!)}}, English {${placeholders(english[key]!)}}`,
        );
      else if (texts[key]!.trim() === '') problems.push(`${language}: "${key}" is empty`);
    }
    for (const key of Object.keys(texts))
      if (!(key in english)) problems.push(`${language}: "${key}" is not an English key`);
  }
  const code = sources.join('\n');
  for (const key of Object.keys(english))
    if (!code.includes(`'${key}'`) && !code.includes(`"${key}"`)) problems.push(`unused key "${key}"`);
  for (const match of code.matchAll(/\bt\(\s*'([^']+)'/g))
    if (!(match[1]! in english)) problems.push(`the source names "${match[1]}", which en.json lacks`);
  return problems;
}

/** The source files of a folder, tests and type tests left out; a file given itself is read as it is. */
export function sourceFiles(place: string): string[] {
  if (fs.statSync(place).isFile()) return [fs.readFileSync(place, 'utf8')];
  return fs
    .readdirSync(place, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.(test|type-test)\.tsx?$/.test(file))
    .map((file) => fs.readFileSync(path.join(place, file), 'utf8'));
}

/** Each language's file in an app's i18n folder (`<lang>.json`). */
export function readResources(dir: string): Record<string, Resources> {
  return Object.fromEntries(
    fs
      .readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .map((file) => [
        path.basename(file, '.json'),
        JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')),
      ]),
  );
}
