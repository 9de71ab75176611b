// The marketing pages' texts. Their keys are the English texts themselves (en.json lists them, for
// the checks), so an English page needs no file at all; each other language is a chunk of this
// remote's build, loaded only for a page in that language.
import { registerNamespace, useText } from 'shared/i18n/text';

export const MARKETING_NAMESPACE = 'marketing';

const languages = {
  te: () => import('./te.json'),
  hi: () => import('./hi.json'),
  ta: () => import('./ta.json'),
  kn: () => import('./kn.json'),
  ml: () => import('./ml.json'),
};

registerNamespace(MARKETING_NAMESPACE, async (language) => (await languages[language]()).default);

/** The marketing pages' texts in the page's language. */
export function useMarketingText() {
  return useText(MARKETING_NAMESPACE);
}
