// Build-time renderer: prerenders each public page with the shell's own tree and the marketing remote's
// own components (imported directly here, not through federation), so the HTML is there before JS.
import type { ComponentType, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { pageTitle } from 'shared/contract/routes';

export { SITE_ORIGIN_PLACEHOLDER } from 'shared/contract/routes';
export { PAGE_LOADER_SCRIPT, PAGE_SCRIPTS_ID } from 'shared/contract/page-loader';
import { createAppStore } from 'shared/store/create-store';
import AboutPage from '../../marketing-remote/src/exposed/about-page';
import CareersPage from '../../marketing-remote/src/exposed/careers-page';
import ClientInfoPage from '../../marketing-remote/src/exposed/client-info-page';
import ContactPage from '../../marketing-remote/src/exposed/contact-page';
import HomePage from '../../marketing-remote/src/exposed/home-page';
import PrivacyPage from '../../marketing-remote/src/exposed/privacy-page';
import ServicesPage from '../../marketing-remote/src/exposed/services-page';
import TechnologyPage from '../../marketing-remote/src/exposed/technology-page';
import TermsPage from '../../marketing-remote/src/exposed/terms-page';
import { AppTree } from '../src/app';
import { PreloadedModules } from '../src/federation/preloaded-modules';
import type { RemoteModule } from '../src/federation/remote-modules';
import { REMOTE_ROUTES } from '../src/routing/app-routes';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const MARKETING_MODULES: Record<`marketing/${RemoteModule<'marketing'>}`, ComponentType<any>> = {
  'marketing/HomePage': HomePage,
  'marketing/AboutPage': AboutPage,
  'marketing/ServicesPage': ServicesPage,
  'marketing/TechnologyPage': TechnologyPage,
  'marketing/CareersPage': CareersPage,
  'marketing/ContactPage': ContactPage,
  'marketing/TermsPage': TermsPage,
  'marketing/PrivacyPage': PrivacyPage,
  'marketing/ClientInfoPage': ClientInfoPage,
};

export interface PrerenderPage {
  path: string;
  /** The full document title, as the browser sets it. */
  title: string;
  description: string;
  /** The marketing module the page shows, for its stylesheet links. */
  module: string;
}

/** Every public marketing page that search engines see. */
export const PAGES: PrerenderPage[] = REMOTE_ROUTES.filter(
  ({ route, remote }) => remote === 'marketing' && route.indexable,
).map(({ route, module }) => ({
  path: route.path,
  title: pageTitle(route.title),
  description: route.description,
  module,
}));

/**
 * The page's HTML with every part in place. A first pass waits for the lazily loaded parts (a page's
 * form, say); once loaded they render at once, so the second pass writes them inline, with no script.
 */
export async function renderPage(path: string): Promise<string> {
  const Router = ({ children }: { children: ReactNode }) => (
    <StaticRouter location={path}>{children}</StaticRouter>
  );
  const page = () => (
    <PreloadedModules.Provider value={MARKETING_MODULES}>
      <AppTree store={createAppStore()} router={Router} />
    </PreloadedModules.Provider>
  );
  const { prelude } = await prerenderToNodeStream(page());
  for await (const chunk of prelude) void chunk;
  const html = renderToString(page());
  if (/<!--\$[!?]-->/.test(html))
    throw new Error(`prerender: part of ${path} could not be drawn at build time`);
  return html;
}
