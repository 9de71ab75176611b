import { withWhatsAppChat } from './whatsapp-chat';

const PAGE =
  '<footer><p class="site-footer__chat" data-whatsapp-chat=""></p></footer><span data-whatsapp-chat=""></span>';

test('without a configured number the places stay empty', () => {
  expect(withWhatsAppChat(PAGE, undefined, 'en')).toBe(PAGE);
});

test('every place gets the chat link, in English or the page language', () => {
  const english = withWhatsAppChat(PAGE, '919848021200', 'en');
  expect(english.match(/href="https:\/\/wa\.me\/919848021200"/g)).toHaveLength(2);
  expect(english).toContain(
    '>Chat with us on WhatsApp<span class="visually-hidden"> (opens in a new tab)</span></a></p>',
  );
  expect(english).toContain('</a></span>');
  expect(withWhatsAppChat(PAGE, '919848021200', 'hi')).toContain('व्हाट्सऐप पर हमसे चैट करें');
});

test('a place that already holds something is left as it is', () => {
  const filled = '<p data-whatsapp-chat=""><a href="/x">x</a></p>';
  expect(withWhatsAppChat(filled, '919848021200', 'en')).toBe(filled);
});
