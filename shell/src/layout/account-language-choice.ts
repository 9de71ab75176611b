import { saveAccountLanguage } from './save-account-language';
import type { Language } from 'shared/i18n/languages';
import { openDocument } from 'shared/i18n/open-document';
import type { AppDispatch } from 'shared/store/create-store';

/** How long a signed-in choice waits for the account to save it before the page is left anyway. */
export const SAVE_WAIT_MS = 4000;

/**
 * A language chosen in the header while signed in is saved with the account too, so the next device
 * follows it (issue 42); then `href`, the page in that language, is opened. The call would not outlive
 * this page, so the page waits for it, a while at most: a failed or slow save never keeps anyone here.
 * Without `href` (the link opened elsewhere, in a new tab) the save goes on in the background.
 */
export async function keepAccountLanguage(dispatch: AppDispatch, language: Language, href: string | null) {
  const saved = dispatch(saveAccountLanguage(language)).catch(() => false);
  if (href === null) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([saved, new Promise((resolve) => (timer = setTimeout(resolve, SAVE_WAIT_MS)))]);
  clearTimeout(timer);
  openDocument(href);
}
