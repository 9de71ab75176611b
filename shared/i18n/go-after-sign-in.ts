import { pathForAccountLanguage } from './account-language';
import type { Language } from './languages';
import { rememberLanguage } from './remembered-language';
import { openDocument } from './open-document';

/**
 * Whether the page after a sign-in is another document: the account's saved language is not the
 * page's. Nothing the page would fetch for it is worth starting then.
 */
export function leavesForAccountLanguage(accountLanguage: Language | undefined, pageLanguage: Language) {
  return accountLanguage !== undefined && accountLanguage !== pageLanguage;
}

/**
 * After a sign-in, the next page (`path`, the router's address, without a language prefix) opens in
 * the language saved with the account, so it follows the person to any device (issue 42), and the
 * header's language menu remembers it as their choice. In the page's own language the router moves
 * (`navigate`); in another, that language's document replaces this one. An answer without a
 * language changes nothing.
 */
export function goAfterSignIn(
  accountLanguage: Language | undefined,
  pageLanguage: Language,
  path: string,
  navigate: (path: string) => void,
) {
  if (accountLanguage) rememberLanguage(accountLanguage);
  if (leavesForAccountLanguage(accountLanguage, pageLanguage))
    openDocument(pathForAccountLanguage(accountLanguage!, path), { replace: true });
  else navigate(path);
}
