import { useLocation } from 'shared/routing/router';
import { LANGUAGE_NAMES, LANGUAGES } from 'shared/i18n/languages';
import { pathInLanguage } from 'shared/i18n/language-path';
import { rememberLanguage } from 'shared/i18n/remembered-language';
import { usePageLanguage } from 'shared/i18n/text';
import { useShellText } from '../i18n/shell-text';

/**
 * The same page in each language, each named in its own script. A disclosure that works before any
 * script (and costs none); each choice is a plain link, since the other language's page is its own
 * pre-rendered document, which a crawler and a visitor without scripts reach too.
 */
export function LanguageMenu() {
  const t = useShellText();
  const language = usePageLanguage();
  const { pathname } = useLocation();
  return (
    <details className="language-menu">
      <summary className="language-menu__toggle">
        <span className="visually-hidden">{t('Language')}: </span>
        <span lang={language}>{LANGUAGE_NAMES[language]}</span>
      </summary>
      <ul className="language-menu__list">
        {LANGUAGES.map((code) => (
          <li key={code}>
            <a
              href={pathInLanguage(code, pathname)}
              lang={code}
              hrefLang={code}
              aria-current={code === language ? 'page' : undefined}
              onClick={() => rememberLanguage(code)}
            >
              {LANGUAGE_NAMES[code]}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
