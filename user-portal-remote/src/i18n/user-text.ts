// The user portal's texts (sign-in, sign-up, the new password, the dashboard and its screens), in the
// namespace named as the remote is (its federation name, shared/contract/pages/user-portal.ts). Keys
// are the English texts (en.json lists them, for the checks); each other language is a chunk of this
// remote's build, loaded only for a page in that language.
import { registerNamespace, useText } from 'shared/i18n/text';

export const USER_NAMESPACE = 'userPortal';

const languages = {
  te: () => import(/* webpackChunkName: "user-te" */ './te.json'),
  hi: () => import(/* webpackChunkName: "user-hi" */ './hi.json'),
  ta: () => import(/* webpackChunkName: "user-ta" */ './ta.json'),
  kn: () => import(/* webpackChunkName: "user-kn" */ './kn.json'),
  ml: () => import(/* webpackChunkName: "user-ml" */ './ml.json'),
};

registerNamespace(USER_NAMESPACE, async (language) => (await languages[language]()).default);

/** The user portal's texts in the page's language. */
export function useUserText() {
  return useText(USER_NAMESPACE);
}
