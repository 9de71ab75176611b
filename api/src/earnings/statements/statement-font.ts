import fs from 'node:fs';
import { create, type Font } from 'fontkit';

/**
 * Noto Sans, regular and bold, for the statement PDF: pdfkit's standard Helvetica has no rupee sign
 * (U+20B9). Whole TTFs read from node_modules, since the web subsets (@fontsource) keep ₹ and the basic
 * Latin letters in different files; pdfkit embeds only the glyphs a statement uses.
 *
 * Latin text only, never an Indic script: pdfkit (fontkit) does not shape Indic scripts, so conjuncts would
 * come out broken. The statement's headings stay English (accountants read them) whatever language the
 * portal is read in.
 */
const FILES = {
  regular: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
};

/** The names the statement's document registers the two faces under. */
export const STATEMENT_FONT = { regular: 'NotoSans', bold: 'NotoSans-Bold' } as const;

let fonts: Record<keyof typeof FILES, Font> | undefined;

/**
 * The two faces, read and parsed on first use and then kept: pdfkit takes a parsed font as it is (each
 * document still embeds its own subset), about ten times faster a statement than parsing the file anew.
 */
export function statementFonts(): Record<keyof typeof FILES, Font> {
  fonts ??= {
    regular: create(fs.readFileSync(require.resolve(FILES.regular))),
    bold: create(fs.readFileSync(require.resolve(FILES.bold))),
  };
  return fonts;
}
