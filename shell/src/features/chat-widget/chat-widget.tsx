import { useEffect } from 'react';
import { loadChatWidget, whenInteractive } from './load-chat-widget';

/** The live chat: loaded after the page is interactive, and only when it is configured. */
export function ChatWidget() {
  useEffect(() => whenInteractive(() => void loadChatWidget()), []);
  return null;
}
