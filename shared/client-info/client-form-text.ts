// The client-information form's words, in the page's language: the form is drawn on the public page
// (/clientInfo) and in the BDE portal, where it also works offline. Keys are the English texts; each
// app that draws the form bundles this file, each other language a chunk of its build.
import { registerNamespace, useText } from 'shared/i18n/text';

export const CLIENT_FORM_NAMESPACE = 'clientForm';

const languages = {
  te: () => import(/* webpackChunkName: "client-form-te" */ './i18n/te.json'),
  hi: () => import(/* webpackChunkName: "client-form-hi" */ './i18n/hi.json'),
  ta: () => import(/* webpackChunkName: "client-form-ta" */ './i18n/ta.json'),
  kn: () => import(/* webpackChunkName: "client-form-kn" */ './i18n/kn.json'),
  ml: () => import(/* webpackChunkName: "client-form-ml" */ './i18n/ml.json'),
};

registerNamespace(CLIENT_FORM_NAMESPACE, async (language) => (await languages[language]()).default);

/** The client form's words in the page's language. */
export function useClientFormText() {
  return useText(CLIENT_FORM_NAMESPACE);
}
