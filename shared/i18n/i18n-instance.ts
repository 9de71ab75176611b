// The site's one i18next instance. It is loaded only for a page in another language than English (an
// English page draws its bundled English texts without it: i18next would add ~16 KB to the first load
// of `/`). Only text.tsx, a federation singleton, imports this module, and only this module imports
// i18next (webpack.common.js, scripts/i18n-share.test.ts): the shell and every remote hold this very
// instance; a second copy is reported at once.
import i18next, { type i18n } from 'i18next';
import { DEFAULT_LANGUAGE, type Language } from './languages';
import type { LoadTexts, Translate } from './text';

/** Where the instance is left on the page, so a second copy of this module can be told apart. */
export const INSTANCE_KEY = '__siteI18n';

const holder = globalThis as typeof globalThis & { [INSTANCE_KEY]?: i18n };

function createI18n(): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    initAsync: false,
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    resources: {},
    // Flat keys ("nav.home"), and React escapes what it draws.
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}

let instance: i18n | undefined;

/** The site's i18next instance, made on first use. */
export function i18nInstance(): i18n {
  if (instance) return instance;
  instance = createI18n();
  // `window` read through globalThis: the API's program (no DOM library) reaches this module too.
  const inPage = 'window' in globalThis;
  const onPage = inPage ? holder[INSTANCE_KEY] : undefined;
  if (onPage && onPage !== instance)
    console.error('[i18n] two copies of shared/i18n/i18n-instance on one page: translations will split');
  else if (inPage) holder[INSTANCE_KEY] = instance;
  return instance;
}

/**
 * Loads every registered namespace of a language into the instance; the translate function of a
 * namespace in that language (a text it lacks is its key, the English text).
 */
export async function loadLanguage(
  language: Exclude<Language, 'en'>,
  namespaces: ReadonlyMap<string, LoadTexts>,
): Promise<(namespace: string) => Translate> {
  const i18n = i18nInstance();
  await Promise.all(
    [...namespaces].map(async ([name, load]) => {
      if (!i18n.hasResourceBundle(language, name))
        i18n.addResourceBundle(language, name, await load(language));
    }),
  );
  return (name) => {
    const t = i18n.getFixedT(language, name);
    return (key, values) => t(key, values ?? {});
  };
}
