// Build-time renderer: the shell's part of every page that is pre-rendered (header, footer, the
// shell's own sign-in page) with an empty outlet where a remote's page goes. The remotes pre-render
// their pages in their own builds; the server puts them in at request time.
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { ROUTES, pageTitle, type RouteInfo } from 'shared/contract/routes';
import { pageDescription } from 'shared/contract/pages/descriptions';
import { titleIn } from 'shared/contract/pages/titles';
import { createAppStore } from 'shared/store/create-store';
import { languageBase } from 'shared/i18n/language-path';
import { LANGUAGES, type Language } from 'shared/i18n/languages';
import { loadPageText } from 'shared/i18n/text';
import { AppTree } from '../src/app';
import { REMOTE_ROUTES } from '../src/routing/app-routes';

export { SITE_ORIGIN_PLACEHOLDER } from 'shared/contract/routes';
export { inlineStyles, writePageHead } from 'shared/contract/page-head';
export { HELD_EVENTS_SCRIPT, PAGE_LOADER_SCRIPT, PAGE_SCRIPTS_ID } from 'shared/contract/page-loader';

export { LANGUAGES };
export { alternateLinks, htmlLang, ogLocale, pathInLanguage } from 'shared/contract/page-languages';
export { SCRIPT_FONTS_MANIFEST, scriptFontHead, scriptFontSources } from 'shared/contract/script-fonts';
export { structuredDataHead } from 'shared/content/organization-data';

export interface PrerenderPage {
  path: string;
  /** The page's title as its registry states it (English). */
  title: string;
  indexable: boolean;
}

const page = (route: RouteInfo): PrerenderPage => ({
  path: route.path,
  title: route.title,
  indexable: route.indexable,
});

/** The page's head in `language`: the full document title, as the browser sets it, and the description. */
export function headIn(language: Language, { path, title, indexable }: PrerenderPage) {
  return {
    title: pageTitle(titleIn(language, title)),
    description: pageDescription(path, language),
    indexable,
  };
}

/** Every page a visitor may open without signing in: the remotes' pages (not the portals) and sign-in. */
export const PAGES: PrerenderPage[] = [
  ...REMOTE_ROUTES.filter(({ route }) => !('prefix' in route && route.prefix)).map(({ route }) =>
    page(route),
  ),
  page(ROUTES.login),
];

/**
 * The shell's HTML of the page. A first pass waits for its lazily loaded parts (the sign-in page);
 * once loaded they render at once, so the second pass writes them inline, with no script.
 */
export async function renderPage(path: string, language: Language = 'en'): Promise<string> {
  const text = await loadPageText(language);
  const Router = ({ children, basename }: { children: ReactNode; basename?: string }) => (
    <StaticRouter location={`${languageBase(language)}${path}`} basename={basename}>
      {children}
    </StaticRouter>
  );
  const tree = () => <AppTree store={createAppStore()} text={text} router={Router} />;
  const { prelude } = await prerenderToNodeStream(tree());
  for await (const chunk of prelude) void chunk;
  const html = renderToString(tree());
  if (/<!--\$[!?]-->/.test(html))
    throw new Error(`prerender: part of ${path} could not be drawn at build time`);
  return html;
}
