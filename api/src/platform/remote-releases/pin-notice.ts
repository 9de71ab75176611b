import { RELEASE_REMOTE_LABELS, type ReleaseRemote } from 'shared/contract/releases';
import { escapeHtml } from 'shared/contract/page-head';
import { INDIA_OFFSET_MS } from '../../lib/india-time';
import type { VisitorEntries } from './visitor-release-service';

/** Where a pinned browser is told to unpin (the back office's releases screen). */
export const RELEASES_SCREEN = '/staff/releases';

const STYLE =
  'position:fixed;left:0;right:0;bottom:0;z-index:2147483000;margin:0;padding:.5rem 1rem;' +
  'background:#fde68a;color:#1f2937;font:600 14px/1.4 system-ui,sans-serif;text-align:center;' +
  'box-shadow:0 -1px 4px rgba(0,0,0,.25)';

const timeInIndia = (at: number) => new Date(at + INDIA_OFFSET_MS).toISOString().slice(11, 16);

/**
 * The notice a pinned browser shows on every page, outside the page's root (React never sees it, so
 * hydration is untouched): which releases, until when, and where to unpin. Null when nothing is pinned.
 */
export function pinNotice({ pins, choices }: Pick<VisitorEntries, 'pins' | 'choices'>): string | null {
  if (!pins) return null;
  const pinned = (Object.entries(pins.releases) as Array<[ReleaseRemote, string]>).filter(
    ([remote]) => choices[remote] === 'pinned',
  );
  if (!pinned.length) return null;
  const list = pinned
    .map(([remote, release]) => `${RELEASE_REMOTE_LABELS[remote]} release ${release}`)
    .join(', ');
  return (
    `<aside class="release-pin-notice" aria-label="Pinned releases" style="${STYLE}">` +
    `This browser is pinned to ${escapeHtml(list)} until ${timeInIndia(pins.expiresAt)} India time. ` +
    `<a href="${RELEASES_SCREEN}" style="color:#1e3a8a">Unpin in the back office</a></aside>`
  );
}

/** The page with the notice at the end of its body. */
export function withPinNotice(html: string, notice: string): string {
  const at = html.lastIndexOf('</body>');
  return at < 0 ? html + notice : html.slice(0, at) + notice + html.slice(at);
}
