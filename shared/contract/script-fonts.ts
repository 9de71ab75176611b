// Each Indian language's own script in self-hosted Noto Sans (issue 42): only that script's subset
// (fontsource's files), named by the build with a content hash, and only in that language's pages.
// English pages name no font at all: their Latin text stays in the system stack of shared/ui/base.css.
import type { Language } from '../i18n/languages';
import { escapeHtml } from './page-head';

export type ScriptLanguage = Exclude<Language, 'en'>;

/**
 * The weights the site's styles draw text in: body text at 400, and 600, 700 (headings) and 800. With
 * faces at 400 and 700 the browser draws 600 and 800 with the real 700 face (CSS Fonts' matching takes
 * the nearest heavier face above 500), never a synthesized bold, for one file less per page.
 */
export const SCRIPT_FONT_WEIGHTS = [400, 700] as const;
export type ScriptFontWeight = (typeof SCRIPT_FONT_WEIGHTS)[number];

interface ScriptFont {
  family: string;
  /** fontsource's name of the script's subset (`@fontsource/noto-sans-<subset>`). */
  subset: string;
  /** The subset's unicode-range, as the package's unicode.json gives it. */
  unicodeRange: string;
}

export const SCRIPT_FONTS: Readonly<Record<ScriptLanguage, ScriptFont>> = {
  te: {
    family: 'Noto Sans Telugu',
    subset: 'telugu',
    unicodeRange: 'U+0951-0952,U+0964-0965,U+0C00-0C7F,U+1CDA,U+1CF2,U+200C-200D,U+25CC',
  },
  hi: {
    family: 'Noto Sans Devanagari',
    subset: 'devanagari',
    unicodeRange:
      'U+0900-097F,U+1CD0-1CF9,U+200C-200D,U+20A8,U+20B9,U+20F0,U+25CC,U+A830-A839,U+A8E0-A8FF,U+11B00-11B09',
  },
  ta: {
    family: 'Noto Sans Tamil',
    subset: 'tamil',
    unicodeRange: 'U+0964-0965,U+0B82-0BFA,U+200C-200D,U+20B9,U+25CC',
  },
  kn: {
    family: 'Noto Sans Kannada',
    subset: 'kannada',
    unicodeRange:
      'U+0951-0952,U+0964-0965,U+0C80-0CF3,U+1CD0,U+1CD2-1CD3,U+1CDA,U+1CF2,U+1CF4,U+200C-200D,U+20B9,U+25CC,U+A830-A835',
  },
  ml: {
    family: 'Noto Sans Malayalam',
    subset: 'malayalam',
    unicodeRange:
      'U+0307,U+0323,U+0951-0952,U+0964-0965,U+0D00-0D7F,U+1CDA,U+1CF2,U+200C-200D,U+20B9,U+25CC,U+A830-A832',
  },
};

/** The build's list of the files (scripts/script-fonts.mjs), in the shell's dist/, for the server. */
export const SCRIPT_FONTS_MANIFEST = 'script-fonts.json';

/** Each language's served font files by weight (`/fonts/noto-sans-telugu-400.<hash>.woff2`), as the build names them. */
export type ScriptFontFiles = Partial<Record<ScriptLanguage, Record<ScriptFontWeight, string>>>;

/** The file the build copies for a language and weight, and the name (before its hash) it is served under. */
export interface ScriptFontSource {
  language: ScriptLanguage;
  weight: ScriptFontWeight;
  /** A module path inside the fontsource package (`@fontsource/noto-sans-telugu/files/…`). */
  source: string;
  name: string;
}

export function scriptFontSources(): ScriptFontSource[] {
  return (Object.keys(SCRIPT_FONTS) as ScriptLanguage[]).flatMap((language) => {
    const { subset } = SCRIPT_FONTS[language];
    return SCRIPT_FONT_WEIGHTS.map((weight) => ({
      language,
      weight,
      source: `@fontsource/noto-sans-${subset}/files/noto-sans-${subset}-${subset}-${weight}-normal.woff2`,
      name: `noto-sans-${subset}-${weight}`,
    }));
  });
}

/**
 * What a page in `language` adds to its head: its script's faces, a preload of the regular weight
 * (fonts are fetched in CORS mode, hence `crossorigin`) and its family ahead of the site's stack
 * (`--font` in shared/ui/base.css). Nothing for English, nor for a language the build named no files for.
 *
 * `font-display: optional`: the face is used only if it is there within the first ~100 ms (it is
 * preloaded, so on most first visits and on every later one, from the year-long cache); otherwise the
 * page keeps the system's font for the script until the next page. So text is never redrawn in
 * another face and nothing shifts. `swap` with metric overrides cannot promise that: the fallback it
 * would be tuned to is whatever font each phone has for the script, and a wider or narrower face
 * wraps lines differently however its ascent is matched.
 */
export function scriptFontHead(language: Language, files: ScriptFontFiles): string {
  if (language === 'en') return '';
  const urls = files[language];
  if (!urls) return '';
  const { family, unicodeRange } = SCRIPT_FONTS[language];
  const faces = SCRIPT_FONT_WEIGHTS.map(
    (weight) =>
      `@font-face{font-family:'${family}';font-style:normal;font-weight:${weight};font-display:optional;` +
      `src:url(${urls[weight]}) format('woff2');unicode-range:${unicodeRange}}`,
  ).join('');
  return (
    `<link rel="preload" href="${escapeHtml(urls[400])}" as="font" type="font/woff2" crossorigin>` +
    `<style>${faces}:root:lang(${language}) body{font-family:'${family}',var(--font)}</style>`
  );
}
