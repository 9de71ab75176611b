import type { Language } from 'shared/contract/account-language';
import { WHATSAPP_CHAT_SLOT_ATTRIBUTE } from 'shared/contract/whatsapp';
import { whatsAppChatLink } from 'shared/contract/whatsapp-chat';

/** Every empty place, `<p … data-whatsapp-chat=""></p>`: its opening tag is group 1, its name group 2. */
const EMPTY_WHATSAPP_CHAT_SLOTS = new RegExp(
  `(<(p|span)\\b[^>]*\\s${WHATSAPP_CHAT_SLOT_ATTRIBUTE}=""[^>]*>)</\\2>`,
  'g',
);

/**
 * The page with the company's WhatsApp chat link written into its places (the footer's, the contact
 * page's), in the page's language; as it is when no number is configured.
 */
export function withWhatsAppChat(html: string, number: string | undefined, language: Language): string {
  if (!number) return html;
  const link = whatsAppChatLink(number, language);
  return html.replace(
    EMPTY_WHATSAPP_CHAT_SLOTS,
    (_slot, open: string, tag: string) => `${open}${link}</${tag}>`,
  );
}
