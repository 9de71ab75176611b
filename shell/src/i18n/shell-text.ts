// The shell's own texts (header, navigation, footer, skip link, Retry). Their keys are the English
// texts themselves (en.json lists them, for the checks), so an English page needs no file at all;
// each other language is a chunk of the shell's build, loaded only for a page in that language.
import { registerNamespace, useText } from 'shared/i18n/text';

export const SHELL_NAMESPACE = 'shell';

const languages = {
  te: () => import('./te.json'),
  hi: () => import('./hi.json'),
  ta: () => import('./ta.json'),
  kn: () => import('./kn.json'),
  ml: () => import('./ml.json'),
};

registerNamespace(SHELL_NAMESPACE, async (language) => (await languages[language]()).default);

/** The shell's texts in the page's language. */
export function useShellText() {
  return useText(SHELL_NAMESPACE);
}
