// The shell's own texts (header, navigation, footer, skip link, Retry): English bundled, each other
// language a chunk of the shell's build, loaded only for a page in that language.
import { registerNamespace, useText } from 'shared/i18n/text';
import en from './en.json';

export const SHELL_NAMESPACE = 'shell';

const languages = {
  te: () => import('./te.json'),
  hi: () => import('./hi.json'),
  ta: () => import('./ta.json'),
  kn: () => import('./kn.json'),
  ml: () => import('./ml.json'),
};

registerNamespace(SHELL_NAMESPACE, en, async (language) => (await languages[language]()).default);

/** The shell's texts in the page's language. */
export function useShellText() {
  return useText(SHELL_NAMESPACE);
}
