import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '../i18n/languages';
import {
  SCRIPT_FONTS,
  scriptFontHead,
  scriptFontSources,
  type ScriptFontFiles,
  type ScriptLanguage,
} from './script-fonts';

const ROOT = path.resolve(__dirname, '..', '..');
const OTHERS = LANGUAGES.filter((language) => language !== 'en') as ScriptLanguage[];

/** Files as the build names them: one per language and weight, each with its own hash. */
const FILES: ScriptFontFiles = Object.fromEntries(
  OTHERS.map((language, index) => [
    language,
    {
      400: `/fonts/noto-sans-${SCRIPT_FONTS[language].subset}-400.${String(index).repeat(10)}.woff2`,
      700: `/fonts/noto-sans-${SCRIPT_FONTS[language].subset}-700.${String(index + 5).repeat(10)}.woff2`,
    },
  ]),
);

test('an English page gets nothing: no font, no preload, no style', () => {
  expect(scriptFontHead('en', FILES)).toBe('');
});

test('a language the build named no files for gets nothing rather than a broken face', () => {
  expect(scriptFontHead('te', { hi: FILES.hi })).toBe('');
});

test.each(OTHERS)(
  'a %s page names its own script, its own files and nothing of another script',
  (language) => {
    const head = scriptFontHead(language, FILES);
    const { family, unicodeRange } = SCRIPT_FONTS[language];
    expect(head).toContain(`font-family:'${family}';font-style:normal;font-weight:400;`);
    expect(head).toContain(`src:url(${FILES[language]![400]}) format('woff2')`);
    expect(head).toContain(`src:url(${FILES[language]![700]}) format('woff2')`);
    expect(head.split(`unicode-range:${unicodeRange}}`)).toHaveLength(3);
    expect(head.match(/@font-face/g)).toHaveLength(2);
    expect(head.match(/font-display:optional/g)).toHaveLength(2);
    // The family first for the page's language, then the site's own stack (shared/ui/base.css).
    expect(head).toContain(`:root:lang(${language}) body{font-family:'${family}',var(--font)}`);
    // Only the regular weight is preloaded, in CORS mode as fonts are fetched (else it is fetched twice).
    expect(head.match(/rel="preload"/g)).toHaveLength(1);
    expect(head).toContain(
      `<link rel="preload" href="${FILES[language]![400]}" as="font" type="font/woff2" crossorigin>`,
    );
    for (const other of OTHERS.filter((o) => o !== language)) {
      const { family: otherFamily, subset, unicodeRange: otherRange } = SCRIPT_FONTS[other];
      expect(head).not.toContain(otherFamily);
      expect(head).not.toContain(subset);
      expect(head).not.toContain(otherRange);
    }
  },
);

test("each language's subset is the fontsource package's: its unicode-range and its files", () => {
  for (const language of OTHERS) {
    const { subset, unicodeRange } = SCRIPT_FONTS[language];
    const unicode = JSON.parse(
      fs.readFileSync(
        path.join(ROOT, 'node_modules', '@fontsource', `noto-sans-${subset}`, 'unicode.json'),
        'utf8',
      ),
    ) as Record<string, string>;
    expect(unicodeRange).toBe(unicode[subset]);
  }
  const sources = scriptFontSources();
  expect(sources).toHaveLength(OTHERS.length * 2);
  expect(sources).toContainEqual({
    language: 'te',
    weight: 400,
    source: '@fontsource/noto-sans-telugu/files/noto-sans-telugu-telugu-400-normal.woff2',
    name: 'noto-sans-telugu-400',
  });
  for (const { source } of sources) expect(fs.existsSync(path.join(ROOT, 'node_modules', source))).toBe(true);
});
