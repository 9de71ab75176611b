import type { Language } from './account-language';
import { escapeHtml } from './page-head';
import { whatsAppChatUrl } from './whatsapp';

/**
 * The link's words in each language: written here, not in an app's texts, because the server writes
 * them into every page (the API reads only shared/contract).
 */
export const WHATSAPP_CHAT_WORDS: Record<Language, { chat: string; newTab: string }> = {
  en: { chat: 'Chat with us on WhatsApp', newTab: ' (opens in a new tab)' },
  te: { chat: 'వాట్సాప్‌లో మాతో చాట్ చేయండి', newTab: ' (కొత్త ట్యాబ్‌లో తెరుచుకుంటుంది)' },
  hi: { chat: 'व्हाट्सऐप पर हमसे चैट करें', newTab: ' (नए टैब में खुलता है)' },
  ta: { chat: 'வாட்ஸ்அப்பில் எங்களுடன் அரட்டையடிக்கவும்', newTab: ' (புதிய தாவலில் திறக்கும்)' },
  kn: { chat: 'ವಾಟ್ಸಾಪ್‌ನಲ್ಲಿ ನಮ್ಮೊಂದಿಗೆ ಚಾಟ್ ಮಾಡಿ', newTab: ' (ಹೊಸ ಟ್ಯಾಬ್‌ನಲ್ಲಿ ತೆರೆಯುತ್ತದೆ)' },
  ml: { chat: 'വാട്‌സ്ആപ്പിൽ ഞങ്ങളുമായി ചാറ്റ് ചെയ്യുക', newTab: ' (പുതിയ ടാബിൽ തുറക്കും)' },
};

/** The chat link as HTML, in `language`. */
export function whatsAppChatLink(number: string, language: Language): string {
  const { chat: label, newTab } = WHATSAPP_CHAT_WORDS[language];
  return (
    `<a class="whatsapp-chat" href="${escapeHtml(whatsAppChatUrl(number))}" target="_blank" ` +
    `rel="noopener noreferrer">${escapeHtml(label)}<span class="visually-hidden">${escapeHtml(newTab)}</span></a>`
  );
}
