// The texts of shared/'s own components (the forgotten-password form, the password field, the message
// stack…) and of the SPEC's messages they show (shared/contract/messages.ts, password-reset.ts), which
// stay English in the catalogue (the API answers English) and are translated where they are shown. Keys
// are the English texts; each app bundles this file, and each other language is a chunk of its build.
import { registerNamespace, useText } from 'shared/i18n/text';

export const SHARED_NAMESPACE = 'shared';

const languages = {
  te: () => import(/* webpackChunkName: "shared-te" */ './shared/te.json'),
  hi: () => import(/* webpackChunkName: "shared-hi" */ './shared/hi.json'),
  ta: () => import(/* webpackChunkName: "shared-ta" */ './shared/ta.json'),
  kn: () => import(/* webpackChunkName: "shared-kn" */ './shared/kn.json'),
  ml: () => import(/* webpackChunkName: "shared-ml" */ './shared/ml.json'),
};

registerNamespace(SHARED_NAMESPACE, async (language) => (await languages[language]()).default);

/** shared/'s texts in the page's language. */
export function useSharedText() {
  return useText(SHARED_NAMESPACE);
}
