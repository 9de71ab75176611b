// WhatsApp is reached only by links (wa.me): no script, frame or request of theirs is on any page,
// so the Content-Security-Policy admits nothing for it.

/** A chat with `number` (country code and number, digits only). */
export function whatsAppChatUrl(number: string): string {
  return `https://wa.me/${number.replace(/\D/g, '')}`;
}

/** WhatsApp's own share page with `text` written in, for phones (and desktops) without a share sheet. */
export function whatsAppShareUrl(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}

/**
 * The footer's and the contact page's place for the chat link: empty as the page is built; the server
 * writes the link in when a number is configured (WHATSAPP_NUMBER), and the contact page puts it in
 * itself after a move within the site. Either way the same markup.
 */
export const WHATSAPP_CHAT_SLOT_ATTRIBUTE = 'data-whatsapp-chat';
