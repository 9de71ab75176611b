import type { Language } from 'shared/contract/account-language';
import { EMPTY_WHATSAPP_CHAT_SLOTS, whatsAppChatLink } from 'shared/contract/whatsapp';

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
