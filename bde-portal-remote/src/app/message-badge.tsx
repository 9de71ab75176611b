import { Link } from 'shared/routing/router';
import { useBdeMessagesQuery } from '../features/messages/inbox-api';
import { useGentlePolling } from '../features/messages/use-gentle-polling';
import { useBdeText } from '../i18n/bde-text';
import { PORTAL_SECTIONS, portalPath } from './portal-sections';

const ENVELOPE =
  'M3 5h18a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1Zm1 2.4V17h16V7.4l-8 5.3-8-5.3ZM5.6 7l6.4 4.3L18.4 7H5.6Z';

/** The envelope: the office's unread messages counted on it, leading to the conversation. */
export function MessageBadge({ bdeCode }: { bdeCode: string }) {
  const t = useBdeText();
  const { data } = useBdeMessagesQuery(bdeCode, useGentlePolling());
  const unread = data?.unread ?? 0;
  return (
    <Link to={portalPath(PORTAL_SECTIONS.messages)} className="icon-badge icon-button">
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path d={ENVELOPE} fill="currentColor" />
      </svg>
      <span className="visually-hidden">
        {unread ? t('Messages, {{unread}} unread', { unread }) : t('Messages')}
      </span>
      {unread > 0 && (
        <span className="icon-badge__count" aria-hidden="true">
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </Link>
  );
}
