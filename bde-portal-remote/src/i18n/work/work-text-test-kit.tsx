// Test helpers for the work screens in another language: the screen drawn as a page in that language
// shows it (signed in as the portal's test BDE), and the English texts of en.json and shared's still on it.
import type { ReactElement } from 'react';
import { api } from 'shared/api/base-api';
import type { AuthState } from 'shared/auth/auth-slice';
import type { Language } from 'shared/i18n/languages';
import sharedEnglish from 'shared/i18n/shared/en.json';
import { loadPageText } from 'shared/i18n/text';
import type { AppStore } from 'shared/store/create-store';
import { renderWithProviders } from 'shared/test/render-with-providers';
import { SIGNED_IN } from '../../app/portal-test-kit';
import '../bde-text';
import english from './en.json';
import hi from './hi.json';
import kn from './kn.json';
import ml from './ml.json';
import ta from './ta.json';
import te from './te.json';

const TRANSLATIONS: Record<Exclude<Language, 'en'>, Record<string, string>> = { te, hi, ta, kn, ml };

// RTK Query's cache timers would keep Jest alive after the tests: each store's API state is reset.
const stores: AppStore[] = [];
afterEach(() => {
  for (const store of stores.splice(0)) store.dispatch(api.util.resetApiState());
});

/** Renders a work screen on a page in `language` (its texts loaded first, as the shell loads them). */
export async function renderIn(
  language: Exclude<Language, 'en'>,
  ui: ReactElement,
  { route = '/', auth = SIGNED_IN }: { route?: string; auth?: Partial<AuthState> } = {},
) {
  const result = renderWithProviders(ui, { route, auth, text: await loadPageText(language) });
  stores.push(result.store);
  return result;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * What a reader meets on the screen: the text, and the names and hints given in attributes, the
 * message stack drawn beside it included (shared's words, in the page's language too).
 */
function shownText(container: HTMLElement): string {
  const attributes = ['aria-label', 'aria-valuetext', 'placeholder', 'title'];
  const named = [...container.querySelectorAll('*')].flatMap((element) =>
    attributes.map((name) => element.getAttribute(name) ?? ''),
  );
  return [container.textContent ?? '', ...named].join('\n');
}

/** Written alike in every language. */
const ACRONYMS = /\b(?:BDE|TDS|PAN|UTR|PDF|CSV|UI\/UX)\b/;

/**
 * The English texts (en.json's and shared's, the words around their `{{values}}` and acronyms) shown
 * as whole words in the container; none is expected once the page is in another language. A text the
 * language writes as English does (TDS, UTR) is left out.
 */
export function englishLeft(container: HTMLElement, language: Exclude<Language, 'en'>): string[] {
  const shown = shownText(container);
  const translated = TRANSLATIONS[language];
  const texts = new Set([
    ...Object.keys(english).filter((key) => translated[key] !== key),
    ...Object.keys(sharedEnglish),
  ]);
  return [...texts]
    .flatMap((key) => key.split(/\{\{\s*\w+\s*\}\}/))
    .flatMap((part) => part.split(ACRONYMS))
    .map((part) => part.trim())
    .filter((part) => /[A-Za-z]{2}/.test(part))
    .filter((part) => new RegExp(`(^|[^A-Za-z])${escape(part)}($|[^A-Za-z])`).test(shown));
}
