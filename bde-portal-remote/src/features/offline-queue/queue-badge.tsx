import { useCallback, useEffect, useRef } from 'react';
import { api } from 'shared/api/base-api';
import { Link } from 'shared/routing/router';
import { useAppDispatch } from 'shared/store/hooks';
import { PORTAL_SECTIONS, portalPath } from '../../app/portal-sections';
import { useBdeText } from '../../i18n/bde-text';
import { QUEUE_PANEL_ID } from './queue-panel';
import { useOfflineQueue, useQueueReplay } from './use-offline-queue';
import './offline-queue.css';

/**
 * In the portal's bar: sends what was saved offline (now, and when the connection returns) and says
 * how many wait or failed, leading to the list on the Tasks page. Nothing shows while the queue is empty.
 */
export function QueueBadge() {
  const t = useBdeText();
  const dispatch = useAppDispatch();
  const sends = useOfflineQueue();
  const refresh = useCallback(() => dispatch(api.util.invalidateTags(['Business'])), [dispatch]);
  useQueueReplay(refresh);
  // Sent by the worker too (Background Sync): fewer waiting means the figures have changed.
  const waitingBefore = useRef(0);
  const waiting = sends.filter((send) => send.state === 'pending').length;
  const failed = sends.length - waiting;
  useEffect(() => {
    if (waiting < waitingBefore.current) refresh();
    waitingBefore.current = waiting;
  }, [waiting, refresh]);
  if (!sends.length) return null;
  return (
    <Link
      to={`${portalPath(PORTAL_SECTIONS.tasks)}#${QUEUE_PANEL_ID}`}
      className={`offline-queue-badge${failed ? ' offline-queue-badge--failed' : ''}`}
    >
      {[
        waiting ? t('Waiting to be sent: {{count}}', { count: waiting }) : '',
        failed ? t('Not sent: {{count}}', { count: failed }) : '',
      ]
        .filter(Boolean)
        .join(' · ')}
    </Link>
  );
}
