// The words the careers views write themselves (headings, fact labels, the breadcrumb…), in the page's
// language: around an opening's own texts, which staff write in each language. Keys are the English
// texts; each app that draws the views bundles this file, each other language a chunk of its build.
// The server draws the same views with the same files (api/src/hiring/openings/careers-page-text.ts).
import { registerNamespace, useText } from 'shared/i18n/text';

export const CAREERS_NAMESPACE = 'careers';

const languages = {
  te: () => import(/* webpackChunkName: "careers-te" */ './i18n/te.json'),
  hi: () => import(/* webpackChunkName: "careers-hi" */ './i18n/hi.json'),
  ta: () => import(/* webpackChunkName: "careers-ta" */ './i18n/ta.json'),
  kn: () => import(/* webpackChunkName: "careers-kn" */ './i18n/kn.json'),
  ml: () => import(/* webpackChunkName: "careers-ml" */ './i18n/ml.json'),
};

registerNamespace(CAREERS_NAMESPACE, async (language) => (await languages[language]()).default);

/** The careers views' words in the page's language. */
export function useCareersText() {
  return useText(CAREERS_NAMESPACE);
}
