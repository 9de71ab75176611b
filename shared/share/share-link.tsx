/** @jsxRuntime automatic */
// The pragma above: the API renders the careers views (which use this) with tsx.
import type { MouseEvent, ReactNode } from 'react';
import { whatsAppShareUrl } from '../contract/whatsapp';

// Written for the server too (whose types know no DOM): the browser's parts as far as this file uses them.
interface Browser {
  navigator?: { share?: (data: { title: string; text: string; url: string }) => Promise<void> };
  location?: { origin: string };
  open?: (url: string, target: string, features: string) => unknown;
}
const browser = globalThis as Browser;

/** The site's origin in the browser; on the server, the placeholder it fills in as it serves the page. */
export function pageOrigin(placeholder: string): string {
  return browser.location?.origin ?? placeholder;
}

interface ShareLinkProps {
  /** What is said about the page, in the page's language. */
  text: string;
  /** The absolute address shared. */
  url: string;
  title: string;
  className?: string;
  children: ReactNode;
}

/**
 * Shares `url` with `text`: the phone's own share sheet (the Web Share API) where it has one, else
 * WhatsApp's share page, which is also what the link opens before the page's script runs. Stateless:
 * drawn alike by the server and the page.
 */
export function ShareLink({ text, url, title, className, children }: ShareLinkProps) {
  const fallback = whatsAppShareUrl(`${text} ${url}`);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const share = browser.navigator?.share;
    if (typeof share !== 'function') return;
    event.preventDefault();
    share.call(browser.navigator, { title, text, url }).catch((error: unknown) => {
      // Closing the sheet is the person's choice; a sheet that cannot open gives way to WhatsApp's page.
      if ((error as { name?: string } | null)?.name !== 'AbortError')
        browser.open?.(fallback, '_blank', 'noopener,noreferrer');
    });
  };
  return (
    <a className={className} href={fallback} target="_blank" rel="noopener noreferrer" onClick={onClick}>
      {children}
    </a>
  );
}
