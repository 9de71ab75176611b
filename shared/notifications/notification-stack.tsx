import { useEffect } from 'react';
import { useSharedText } from 'shared/i18n/shared-text';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { dismiss, selectNotifications, type Notification } from './notifications-slice';
import './notification-stack.css';

const VISIBLE_MS = 6000;

/**
 * A message is said in the page's language: the SPEC's messages (shared/contract/messages.ts) are
 * dispatched in English, as the catalogue has them, and translated here; a text no catalogue holds (an
 * app's own, already translated) is shown as it is.
 */
function NotificationItem({ notification }: { notification: Notification }) {
  const t = useSharedText();
  const dispatch = useAppDispatch();
  useEffect(() => {
    const timer = setTimeout(() => dispatch(dismiss(notification.id)), VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [dispatch, notification.id]);
  return (
    <li className={`notification notification--${notification.kind}`}>
      <span>{t(notification.text)}</span>
      <button
        type="button"
        className="notification__close"
        aria-label={t('Dismiss message')}
        onClick={() => dispatch(dismiss(notification.id))}
      >
        ×
      </button>
    </li>
  );
}

/**
 * One live region: a div (a list may not take the alert or status role), holding a plain list
 * while it has messages. The region exists from the first render, empty, so screen readers pick up
 * what is added later.
 */
function LiveRegion({
  role,
  label,
  items,
}: {
  role: 'alert' | 'status';
  label: string;
  items: Notification[];
}) {
  return (
    <div role={role} aria-label={label}>
      {items.length > 0 && (
        <ul className="notification-list">
          {items.map((n) => (
            <NotificationItem key={n.id} notification={n} />
          ))}
        </ul>
      )}
    </div>
  );
}

/** Two live regions: errors are announced assertively, the rest politely. */
export function NotificationStack() {
  const t = useSharedText();
  const notifications = useAppSelector(selectNotifications);
  const errors = notifications.filter((n) => n.kind === 'error');
  const others = notifications.filter((n) => n.kind !== 'error');
  return (
    <div className="notification-stack">
      <LiveRegion role="alert" label={t('Errors')} items={errors} />
      <LiveRegion role="status" label={t('Messages')} items={others} />
    </div>
  );
}
