import { useEffect, useState } from 'react';

/** How often the bell and the message badge ask again, while the tab is visible. */
export const INBOX_POLL_MS = 60_000;

/**
 * RTK Query's polling options for the inbox: every minute while the tab is shown, none while it is
 * hidden (a tab left in the background costs the server nothing).
 */
export function useGentlePolling(): { pollingInterval: number } {
  const [visible, setVisible] = useState(() => document.visibilityState !== 'hidden');
  useEffect(() => {
    const update = () => setVisible(document.visibilityState !== 'hidden');
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);
  return { pollingInterval: visible ? INBOX_POLL_MS : 0 };
}
