// Node only, at build time: draws one page of a remote as the browser will hydrate it in its island.
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { Provider } from 'react-redux';
import { islandIdPrefix } from '../contract/remote-pages';
import { pageTitle, type RouteInfo } from '../contract/routes';
import { pageDescription } from '../contract/pages/descriptions';
import { titleIn } from '../contract/pages/titles';
import { languageBase } from '../i18n/language-path';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../i18n/languages';
import { TextProvider, hasNamespace, loadPageText } from '../i18n/text';
import { createAppStore } from '../store/create-store';

export interface PrerenderedPage {
  route: RouteInfo;
  /** The exposed module (its name in exposes.json without `./`). */
  module: string;
  Page: ComponentType;
  /** Drawn inside another page (a sign-in form on /login), which keeps its own head. */
  part?: boolean;
  /**
   * When the browser takes it over: at once (the default), or at the first touch, click, key or focus
   * inside it. A form that is seen long before it is used need not cost its code at load.
   */
  hydrate?: 'load' | 'interaction';
}

/**
 * The languages a remote's pages are pre-rendered in: English, and each other one when the remote has
 * texts of its own (its namespace, named as the remote, registered as its page modules were loaded).
 */
export function textLanguages(remote: string): Language[] {
  return hasNamespace(remote) ? [...LANGUAGES] : [DEFAULT_LANGUAGE];
}

/**
 * The page's HTML for a visitor who is not signed in, in `language` (its addresses under the
 * language's prefix, as the shell's router gives them in the browser). A first pass waits for its
 * lazily loaded parts (a form, say); once loaded they render at once, so the second pass writes them
 * inline.
 */
export async function renderFragment(
  remote: string,
  { route, module, Page }: PrerenderedPage,
  language: Language = DEFAULT_LANGUAGE,
): Promise<string> {
  const store = createAppStore();
  const identifierPrefix = islandIdPrefix(remote, module);
  const text = await loadPageText(language);
  const base = languageBase(language);
  const tree = () => (
    <Provider store={store}>
      <TextProvider text={text}>
        <StaticRouter location={`${base}${route.path}`} basename={base || undefined}>
          <Page />
        </StaticRouter>
      </TextProvider>
    </Provider>
  );
  const { prelude } = await prerenderToNodeStream(tree(), { identifierPrefix });
  for await (const chunk of prelude) void chunk;
  const html = renderToString(tree(), { identifierPrefix });
  if (/<!--\$[!?]-->/.test(html))
    throw new Error(`prerender: part of ${route.path} could not be drawn at build time`);
  return html;
}

/** The page's head as its remote states it, in `language`: the server writes it into the composed page. */
export function pageHead({ route }: PrerenderedPage, language: Language = DEFAULT_LANGUAGE) {
  return {
    title: pageTitle(titleIn(language, route.title)),
    description: pageDescription(route.path, language),
    indexable: route.indexable,
  };
}
