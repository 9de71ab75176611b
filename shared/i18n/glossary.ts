// The product's terms in each language, written one way on every screen and in every email (issue 42).
// `scripts/glossary.test.ts` fails on a translation whose English text uses a term and whose words do
// not hold the term's stem in that language. The stems are the word without the endings each
// language adds (Tamil கமிஷனை, Telugu కమీషన్‌లు…). Acronyms stay as they are in every language.
import type { Language } from './languages';

export interface GlossaryTerm {
  /** Where the term stands in an English text. */
  english: RegExp;
  /** The word written in each language (for people), and the stem a translation must hold (for the check). */
  words: Record<Exclude<Language, 'en'>, { word: string; stem: string }>;
}

const same = (word: string) => ({ word, stem: word });

export const ACRONYMS = ['BDE', 'TDS', 'PAN', 'UPI', 'IFSC', 'UTR', 'GST'] as const;

export const GLOSSARY: Record<string, GlossaryTerm> = {
  commission: {
    english: /\bcommissions?\b/i,
    words: {
      te: { word: 'కమీషన్', stem: 'కమీష' },
      hi: same('कमीशन'),
      ta: { word: 'கமிஷன்', stem: 'கமிஷ' },
      kn: { word: 'ಕಮಿಷನ್', stem: 'ಕಮಿಷ' },
      ml: { word: 'കമ്മീഷൻ', stem: 'കമ്മീഷ' },
    },
  },
  lead: {
    // A client lead, not the verb ("does not lead to").
    english: /\bleads?\b(?! to\b)/i,
    words: {
      te: { word: 'లీడ్', stem: 'లీడ' },
      hi: same('लीड'),
      ta: { word: 'லீட்', stem: 'லீட' },
      kn: { word: 'ಲೀಡ್', stem: 'ಲೀಡ' },
      ml: { word: 'ലീഡ്', stem: 'ലീഡ' },
    },
  },
  proposal: {
    english: /\bproposals?\b/i,
    words: {
      te: { word: 'ప్రపోజల్', stem: 'ప్రపోజల' },
      hi: same('प्रस्ताव'),
      ta: { word: 'முன்மொழிவு', stem: 'முன்மொழிவ' },
      kn: { word: 'ಪ್ರಸ್ತಾವನೆ', stem: 'ಪ್ರಸ್ತಾವನ' },
      ml: { word: 'പ്രൊപ്പോസൽ', stem: 'പ്രൊപ്പോസ' },
    },
  },
  payout: {
    english: /\bpayouts?\b/i,
    words: {
      te: { word: 'చెల్లింపు', stem: 'చెల్లింప' },
      hi: same('भुगतान'),
      ta: { word: 'பணப் பட்டுவாடா', stem: 'பட்டுவாடா' },
      kn: { word: 'ಪಾವತಿ', stem: 'ಪಾವತಿ' },
      ml: { word: 'പേഔട്ട്', stem: 'പേഔട്ട' },
    },
  },
};
