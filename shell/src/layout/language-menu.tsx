import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation } from 'shared/routing/router';
import { LANGUAGE_NAMES, LANGUAGES } from 'shared/i18n/languages';
import { pathInLanguage } from 'shared/i18n/language-path';
import { rememberLanguage } from 'shared/i18n/remembered-language';
import { usePageLanguage } from 'shared/i18n/text';
import { useShellText } from '../i18n/shell-text';

/**
 * The same page in each language, each named in its own script. Each is a plain link: the other
 * language's page is its own pre-rendered document, so a crawler and a visitor without scripts reach it.
 */
export function LanguageMenu() {
  const t = useShellText();
  const language = usePageLanguage();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const toggle = useRef<HTMLButtonElement>(null);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    toggle.current?.focus();
  }

  return (
    <div className="language-menu" onKeyDown={onKeyDown}>
      <button
        ref={toggle}
        type="button"
        className="language-menu__toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        <span className="visually-hidden">{t('language.label')}: </span>
        <span lang={language}>{LANGUAGE_NAMES[language]}</span>
      </button>
      <ul id={listId} className="language-menu__list" hidden={!open}>
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
    </div>
  );
}
