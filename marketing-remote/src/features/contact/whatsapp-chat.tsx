import { useEffect, useRef } from 'react';
import { loadSiteConfig } from 'shared/api/site-config';
import { SERVER_DRAWN_CHILDREN } from 'shared/contract/server-drawn-children';
import { WHATSAPP_CHAT_SLOT_ATTRIBUTE } from 'shared/contract/whatsapp';
import { whatsAppChatLink } from 'shared/contract/whatsapp-chat';
import { usePageLanguage } from 'shared/i18n/text';

/**
 * Click-to-chat with the company on WhatsApp when a number is configured. In a page the server
 * composed the link is already there (written as the footer's is); after a move within the site the
 * page puts it in once the setting is known.
 */
export function WhatsAppChat() {
  const slot = useRef<HTMLParagraphElement>(null);
  const language = usePageLanguage();
  useEffect(() => {
    const place = slot.current;
    if (!place || place.firstChild) return;
    let mounted = true;
    void loadSiteConfig().then((config) => {
      if (mounted && config?.whatsAppNumber && !place.firstChild)
        place.innerHTML = whatsAppChatLink(config.whatsAppNumber, language);
    });
    return () => {
      mounted = false;
    };
  }, [language]);
  return (
    <p
      ref={slot}
      className="contact-whatsapp"
      {...{ [WHATSAPP_CHAT_SLOT_ATTRIBUTE]: '' }}
      dangerouslySetInnerHTML={SERVER_DRAWN_CHILDREN}
      suppressHydrationWarning
    />
  );
}
