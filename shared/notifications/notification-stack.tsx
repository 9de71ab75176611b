import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { dismiss, selectNotifications, type Notification } from './notifications-slice';
import './notification-stack.css';

const VISIBLE_MS = 6000;

function NotificationItem({ notification }: { notification: Notification }) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    const timer = setTimeout(() => dispatch(dismiss(notification.id)), VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [dispatch, notification.id]);
  return (
    <li className={`notification notification--${notification.kind}`}>
      <span>{notification.text}</span>
      <button
        type="button"
        className="notification__close"
        aria-label="Dismiss message"
        onClick={() => dispatch(dismiss(notification.id))}
      >
        ×
      </button>
    </li>
  );
}

/**
 * Two live regions: errors are announced assertively, the rest politely. Both exist from the
 * first render so screen readers pick up what is added later.
 */
export function NotificationStack() {
  const notifications = useAppSelector(selectNotifications);
  const errors = notifications.filter((n) => n.kind === 'error');
  const others = notifications.filter((n) => n.kind !== 'error');
  return (
    <div className="notification-stack">
      <ul role="alert" aria-label="Errors" className="notification-list">
        {errors.map((n) => (
          <NotificationItem key={n.id} notification={n} />
        ))}
      </ul>
      <ul role="status" aria-label="Messages" className="notification-list">
        {others.map((n) => (
          <NotificationItem key={n.id} notification={n} />
        ))}
      </ul>
    </div>
  );
}
