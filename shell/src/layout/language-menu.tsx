import type { MouseEvent } from 'react';
import { useLocation } from 'shared/routing/router';
import { selectAuthUser } from 'shared/auth/auth-slice';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from 'shared/i18n/languages';
import { pathInLanguage } from 'shared/i18n/language-path';
import { rememberLanguage } from 'shared/i18n/remembered-language';
import { usePageLanguage } from 'shared/i18n/text';
import { openDocument } from 'shared/i18n/open-document';
import { useAppDispatch, useAppSelector } from 'shared/store/hooks';
import { useShellText } from '../i18n/shell-text';

/** A click that follows the link in this tab (not one opening it elsewhere). */
const inThisTab = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * The same page in each language, each named in its own script. A disclosure that works before any
 * script (and costs none); each choice is a plain link, since the other language's page is its own
 * pre-rendered document, which a crawler and a visitor without scripts reach too. Signed in, the
 * choice is also saved with the account (its code fetched only then), so the next device follows it.
 */
export function LanguageMenu() {
  const t = useShellText();
  const language = usePageLanguage();
  const { pathname } = useLocation();
  const signedIn = useAppSelector(selectAuthUser) !== null;
  const dispatch = useAppDispatch();

  function choose(event: MouseEvent, code: Language, href: string) {
    rememberLanguage(code);
    if (!signedIn || code === language) return;
    const leave = inThisTab(event);
    if (leave) event.preventDefault();
    import('./account-language-choice')
      .then(({ keepAccountLanguage }) => keepAccountLanguage(dispatch, code, leave ? href : null))
      .catch(() => leave && openDocument(href));
  }

  return (
    <details className="language-menu">
      <summary className="language-menu__toggle">
        <span className="visually-hidden">{t('Language')}: </span>
        <span lang={language}>{LANGUAGE_NAMES[language]}</span>
      </summary>
      <ul className="language-menu__list">
        {LANGUAGES.map((code) => {
          const href = pathInLanguage(code, pathname);
          return (
            <li key={code}>
              <a
                href={href}
                lang={code}
                hrefLang={code}
                aria-current={code === language ? 'page' : undefined}
                onClick={(event) => choose(event, code, href)}
              >
                {LANGUAGE_NAMES[code]}
              </a>
            </li>
          );
        })}
      </ul>
    </details>
  );
}
