// Loaded only when there is a language to offer (suggested-language.ts): an English page's first load
// carries none of it. It stands apart from the page, fixed in a corner, so nothing on the page moves.
import { createRoot } from 'react-dom/client';
import { LANGUAGE_NAMES, type Language } from 'shared/i18n/languages';
import { pathInLanguage } from 'shared/i18n/language-path';
import { rememberLanguage } from 'shared/i18n/remembered-language';
import './language-suggestion.css';

/** The offer, written in the language offered: whoever gets it reads that language. */
const OFFER: Record<Exclude<Language, 'en'>, string> = {
  te: 'ఈ పేజీని తెలుగులో చదవండి',
  hi: 'यह पेज हिन्दी में पढ़ें',
  ta: 'இந்தப் பக்கத்தைத் தமிழில் படியுங்கள்',
  kn: 'ಈ ಪುಟವನ್ನು ಕನ್ನಡದಲ್ಲಿ ಓದಿ',
  ml: 'ഈ പേജ് മലയാളത്തിൽ വായിക്കുക',
};

function LanguageSuggestion({
  language,
  onClose,
}: {
  language: Exclude<Language, 'en'>;
  onClose: () => void;
}) {
  return (
    <aside className="language-suggestion" aria-label={`${LANGUAGE_NAMES[language]} / Language`}>
      <a
        href={pathInLanguage(language, window.location.pathname)}
        lang={language}
        hrefLang={language}
        onClick={() => rememberLanguage(language)}
      >
        {OFFER[language]}
      </a>
      <button
        type="button"
        className="language-suggestion__close"
        aria-label="Stay in English"
        onClick={() => {
          rememberLanguage('en');
          onClose();
        }}
      >
        ×
      </button>
    </aside>
  );
}

export function showLanguageSuggestion(language: Exclude<Language, 'en'>, doc: Document = document) {
  const host = doc.createElement('div');
  doc.body.appendChild(host);
  const root = createRoot(host);
  root.render(
    <LanguageSuggestion
      language={language}
      onClose={() => {
        root.unmount();
        host.remove();
      }}
    />,
  );
}
