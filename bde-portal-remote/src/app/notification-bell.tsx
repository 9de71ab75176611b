import { useState } from 'react';
import type { BdeNotification } from 'shared/contract/bde-inbox-responses';
import { formatDateTimeIst } from 'shared/format/date';
import { usePageLanguage } from 'shared/i18n/text';
import { Link } from 'shared/routing/router';
import { disclosureProps } from 'shared/disclosure/use-disclosure';
import { useBdeNotificationsQuery, useMarkNotificationsReadMutation } from '../features/messages/inbox-api';
import { useGentlePolling } from '../features/messages/use-gentle-polling';
import { useBdeText } from '../i18n/bde-text';
import { noticeText } from './notice-text';

const BELL =
  'M12 3a6 6 0 0 0-6 6v3.6L4.3 15.4A1 1 0 0 0 5.2 17h13.6a1 1 0 0 0 .9-1.6L18 12.6V9a6 6 0 0 0-6-6Zm0 19a3 3 0 0 0 3-3H9a3 3 0 0 0 3 3Z';

function NotificationItem({
  item,
  fresh,
  onFollow,
}: {
  item: BdeNotification;
  fresh: boolean;
  onFollow: () => void;
}) {
  const t = useBdeText();
  const language = usePageLanguage();
  const words = (
    <>
      <span className="notification__text">
        {fresh && <span className="notification__new">{t('New: ')}</span>}
        {noticeText(item, language, t)}
      </span>
      <time className="notification__when" dateTime={item.createdAt}>
        {formatDateTimeIst(item.createdAt, language)}
      </time>
    </>
  );
  return (
    <li className={fresh ? 'notification notification--fresh' : 'notification'}>
      {item.link ? (
        <Link to={item.link} className="notification__link" onClick={onFollow}>
          {words}
        </Link>
      ) : (
        words
      )}
    </li>
  );
}

/**
 * The bell: the unread count on it, the newest notifications in its popover, each leading where it
 * says. Opening it marks them read; those unread when it opened stay marked "New" while it is open.
 */
export function NotificationBell({ bdeCode }: { bdeCode: string }) {
  const t = useBdeText();
  const polling = useGentlePolling();
  const { data } = useBdeNotificationsQuery(bdeCode, polling);
  const [markRead] = useMarkNotificationsReadMutation();
  const [open, setOpen] = useState(false);
  const [freshIds, setFreshIds] = useState<ReadonlySet<number>>(new Set());
  const panelId = `${bdeCode}-notifications`;
  const unread = data?.unread ?? 0;
  const items = data?.items ?? [];

  function toggle() {
    if (open) {
      setOpen(false);
      return;
    }
    setFreshIds(new Set(items.filter((item) => !item.readAt).map((item) => item.id)));
    setOpen(true);
    if (unread > 0 && items.length) void markRead({ bdeCode, upTo: items[0].id });
  }

  const label = unread ? t('Notifications, {{unread}} unread', { unread }) : t('Notifications');
  return (
    <div className="portal-header__bell">
      <button
        type="button"
        className="icon-button"
        {...disclosureProps(open, panelId, toggle)}
        onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path d={BELL} fill="currentColor" />
        </svg>
        <span className="visually-hidden">{label}</span>
        {unread > 0 && (
          <span className="icon-badge__count" aria-hidden="true">
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </button>
      <div
        id={panelId}
        className="portal-header__popover notification-popover"
        hidden={!open}
        onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}
      >
        <h2 className="notification-popover__title">{t('Notifications')}</h2>
        {items.length === 0 ? (
          <p>{t('You have no notifications yet.')}</p>
        ) : (
          <ul className="notification-list">
            {items.map((item) => (
              <NotificationItem
                key={item.id}
                item={item}
                fresh={freshIds.has(item.id)}
                onFollow={() => setOpen(false)}
              />
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
