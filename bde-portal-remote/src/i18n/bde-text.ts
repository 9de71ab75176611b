// The BDE portal's own texts (namespace 'bdePortal', the remote's federation name). Keys are the
// English texts; each other language is a chunk of this remote's build, loaded only for a page in it.
// Three files a language: the account screens (account/), the work screens (work/) and the personal
// link's page (referral/).
import { registerNamespace, useText } from 'shared/i18n/text';

export const BDE_NAMESPACE = 'bdePortal';

const languages = {
  te: () =>
    Promise.all([
      import(/* webpackChunkName: "bde-te" */ './account/te.json'),
      import(/* webpackChunkName: "bde-te" */ './work/te.json'),
      import(/* webpackChunkName: "bde-te" */ './referral/te.json'),
    ]),
  hi: () =>
    Promise.all([
      import(/* webpackChunkName: "bde-hi" */ './account/hi.json'),
      import(/* webpackChunkName: "bde-hi" */ './work/hi.json'),
      import(/* webpackChunkName: "bde-hi" */ './referral/hi.json'),
    ]),
  ta: () =>
    Promise.all([
      import(/* webpackChunkName: "bde-ta" */ './account/ta.json'),
      import(/* webpackChunkName: "bde-ta" */ './work/ta.json'),
      import(/* webpackChunkName: "bde-ta" */ './referral/ta.json'),
    ]),
  kn: () =>
    Promise.all([
      import(/* webpackChunkName: "bde-kn" */ './account/kn.json'),
      import(/* webpackChunkName: "bde-kn" */ './work/kn.json'),
      import(/* webpackChunkName: "bde-kn" */ './referral/kn.json'),
    ]),
  ml: () =>
    Promise.all([
      import(/* webpackChunkName: "bde-ml" */ './account/ml.json'),
      import(/* webpackChunkName: "bde-ml" */ './work/ml.json'),
      import(/* webpackChunkName: "bde-ml" */ './referral/ml.json'),
    ]),
};

registerNamespace(BDE_NAMESPACE, async (language) => {
  const [account, work, referral] = await languages[language]();
  return { ...account.default, ...work.default, ...referral.default };
});

/** The BDE portal's texts in the page's language. */
export function useBdeText() {
  return useText(BDE_NAMESPACE);
}
