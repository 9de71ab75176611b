// The BDE portal's own texts (namespace 'bdePortal', the remote's federation name). Keys are the
// English texts; each other language is a chunk of this remote's build, loaded only for a page in it.
// Two files a language: the account screens (account/) and the work screens (work/).
import { registerNamespace, useText } from 'shared/i18n/text';

export const BDE_NAMESPACE = 'bdePortal';

const languages = {
  te: () =>
    Promise.all([
      import(/* webpackChunkName: "bde-te" */ './account/te.json'),
      import(/* webpackChunkName: "bde-te" */ './work/te.json'),
    ]),
  hi: () =>
    Promise.all([
      import(/* webpackChunkName: "bde-hi" */ './account/hi.json'),
      import(/* webpackChunkName: "bde-hi" */ './work/hi.json'),
    ]),
  ta: () =>
    Promise.all([
      import(/* webpackChunkName: "bde-ta" */ './account/ta.json'),
      import(/* webpackChunkName: "bde-ta" */ './work/ta.json'),
    ]),
  kn: () =>
    Promise.all([
      import(/* webpackChunkName: "bde-kn" */ './account/kn.json'),
      import(/* webpackChunkName: "bde-kn" */ './work/kn.json'),
    ]),
  ml: () =>
    Promise.all([
      import(/* webpackChunkName: "bde-ml" */ './account/ml.json'),
      import(/* webpackChunkName: "bde-ml" */ './work/ml.json'),
    ]),
};

registerNamespace(BDE_NAMESPACE, async (language) => {
  const [account, work] = await languages[language]();
  return { ...account.default, ...work.default };
});

/** The BDE portal's texts in the page's language. */
export function useBdeText() {
  return useText(BDE_NAMESPACE);
}
