// The shell's own texts (header, navigation, footer, skip link, Retry). Their keys are the English
// texts themselves (en.json lists them, for the checks), so an English page needs no file at all;
// each other language is a chunk of the shell's build, loaded only for a page in that language.
import { registerNamespace, useText } from 'shared/i18n/text';

export const SHELL_NAMESPACE = 'shell';

// Each with the pages' titles (the registries' in shared/contract/pages/), which the shell sets as the
// document's title on every page; one chunk a language.
const languages = {
  te: () =>
    Promise.all([
      import(/* webpackChunkName: "shell-te" */ './te.json'),
      import(/* webpackChunkName: "shell-te" */ 'shared/contract/pages/titles/te.json'),
    ]),
  hi: () =>
    Promise.all([
      import(/* webpackChunkName: "shell-hi" */ './hi.json'),
      import(/* webpackChunkName: "shell-hi" */ 'shared/contract/pages/titles/hi.json'),
    ]),
  ta: () =>
    Promise.all([
      import(/* webpackChunkName: "shell-ta" */ './ta.json'),
      import(/* webpackChunkName: "shell-ta" */ 'shared/contract/pages/titles/ta.json'),
    ]),
  kn: () =>
    Promise.all([
      import(/* webpackChunkName: "shell-kn" */ './kn.json'),
      import(/* webpackChunkName: "shell-kn" */ 'shared/contract/pages/titles/kn.json'),
    ]),
  ml: () =>
    Promise.all([
      import(/* webpackChunkName: "shell-ml" */ './ml.json'),
      import(/* webpackChunkName: "shell-ml" */ 'shared/contract/pages/titles/ml.json'),
    ]),
};

registerNamespace(SHELL_NAMESPACE, async (language) => {
  const [own, titles] = await languages[language]();
  return { ...titles.default, ...own.default };
});

/** The shell's texts in the page's language. */
export function useShellText() {
  return useText(SHELL_NAMESPACE);
}
