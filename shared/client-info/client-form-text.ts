// The client-information form's words, in the page's language: the form is drawn on the public page
// (/clientInfo) and in the BDE portal, where it also works offline. Keys are the English texts; each
// app that draws the form bundles this file, each other language a chunk of its build (unnamed: a
// named chunk's name is spelled out in the remote's entry, which the home page downloads).
import { registerNamespace, useText } from 'shared/i18n/text';

export const CLIENT_FORM_NAMESPACE = 'clientForm';

const languages = {
  te: () => import('./i18n/te.json'),
  hi: () => import('./i18n/hi.json'),
  ta: () => import('./i18n/ta.json'),
  kn: () => import('./i18n/kn.json'),
  ml: () => import('./i18n/ml.json'),
};

registerNamespace(CLIENT_FORM_NAMESPACE, async (language) => (await languages[language]()).default);

/** The client form's words in the page's language. */
export function useClientFormText() {
  return useText(CLIENT_FORM_NAMESPACE);
}
