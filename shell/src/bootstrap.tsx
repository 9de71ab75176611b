import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { languageOfPath } from 'shared/i18n/language-path';
import { rememberedLanguage } from 'shared/i18n/remembered-language';
import { loadPageText, type PageText } from 'shared/i18n/text';
import { createAppStore } from 'shared/store/create-store';
import { App } from './app';
import { suggestedLanguage } from './features/language-suggestion/suggested-language';
import { LiveMark } from './federation/live-mark';
import { loadRemotesConfig } from './federation/remote-loader';

// Start fetching /remotes.json at once; the first route's remote waits on it anyway.
void loadRemotesConfig().catch(() => undefined);

const store = createAppStore({ persist: true });
const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

function start(root: HTMLElement, text: PageText) {
  const app = (
    <LiveMark container={root}>
      <App store={store} text={text} />
    </LiveMark>
  );
  // Public pages arrive prerendered (at build time, for a visitor who is not signed in): hydrate
  // them as they are. A signed-in person's header differs, so their page is rendered afresh.
  if (root.firstElementChild && !store.getState().auth.authUser) {
    // As a transition, hydration yields to the browser every few milliseconds instead of holding the
    // main thread for the whole page: the page stays responsive while React hydrates it.
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else {
    createRoot(root).render(app);
  }
}

// The page's language is its address's (`/te/…`); its texts are loaded before the first render, so
// hydration finds the words the pre-render wrote. English is at hand.
const { language } = languageOfPath(window.location.pathname);
void loadPageText(language).then((text) => start(container, text));

// On an English page, someone who chose another language before (or whose browser asks for one of
// ours first) is offered this page in it. Offered, never redirected.
const offer = language === 'en' ? suggestedLanguage(rememberedLanguage(), navigator.languages) : null;
if (offer)
  void import('./features/language-suggestion/language-suggestion').then((m) =>
    m.showLanguageSuggestion(offer),
  );
