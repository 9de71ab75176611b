import { useEffect, useState } from 'react';
import type { Language } from 'shared/i18n/languages';
import { loadPageText, registerNamespace, usePageLanguage, useText } from 'shared/i18n/text';

/** The forms' field messages in each language but English, keyed as VALIDATION_EN (./validation/). */
export const VALIDATION_NAMESPACE = 'validation';

/** validation-message.ts's messageKeyOf: the key and values of an English message. */
type KeyOf = (message: string) => { key: string; values: Record<string, string> } | undefined;

let keyOf: KeyOf | undefined;
let keyOfLoading: Promise<unknown> | undefined;
/** The languages whose texts are known to be in the site's i18next instance. */
const loadedLanguages = new Set<Language>();

// The key map and its matchers are loaded only for a page in another language: an English page shows
// the schemas' own texts and carries none of it.
function loadKeyOf() {
  keyOfLoading ??= import('../contract/validation-message').then((module) => (keyOf = module.messageKeyOf));
  return keyOfLoading;
}

registerNamespace(VALIDATION_NAMESPACE, async (language) => {
  const [texts] = await Promise.all([import(`./validation/${language}.json`), loadKeyOf()]);
  loadedLanguages.add(language);
  return (texts as { default: Record<string, string> }).default;
});

/**
 * How a form shows a field message (a schema's or the API's, in English): as it is on an English page;
 * on another, its key's text in the page's language with the same values, or as it is when it has no
 * key or the language lacks it.
 */
export function useMessageText(): (message: string) => string {
  const language = usePageLanguage();
  const t = useText(VALIDATION_NAMESPACE);
  const loaded = keyOf !== undefined && loadedLanguages.has(language);
  const [, drawAgain] = useState(0);
  useEffect(() => {
    if (language === 'en' || loaded) return;
    // A form of a remote registers this namespace after the page's texts were loaded: load what is
    // missing (loadPageText skips the namespaces the instance has), then draw the messages again.
    let live = true;
    void Promise.all([loadKeyOf(), loadPageText(language)])
      .then(() => {
        loadedLanguages.add(language);
        if (live) drawAgain((count) => count + 1);
      })
      // Unreachable chunks (offline): the messages stay in English.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [language, loaded]);

  return (message) => {
    const keyed = language === 'en' ? undefined : keyOf?.(message);
    if (!keyed) return message;
    const text = t(keyed.key, keyed.values);
    return text === keyed.key ? message : text;
  };
}
