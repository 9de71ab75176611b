import type { Translate } from 'shared/i18n/text';
import { useBdeText } from '../../i18n/bde-text';
import { removeSend, type QueuedSend } from './queue-store';
import { replayQueue } from './replay';
import { useOfflineQueue } from './use-offline-queue';
import './offline-queue.css';

export const QUEUE_PANEL_ID = 'offline-queue';

function title(t: Translate, send: QueuedSend): string {
  if (send.what === 'follow-up') return t('Follow up with {{company}}', { company: send.label });
  if (send.what === 'client-form')
    return send.label ? t('Client form: {{company}}', { company: send.label }) : t('Client form');
  return send.label;
}

/** The Tasks page's list of what was saved on this phone: waiting to be sent, or refused and why. */
export function QueuePanel() {
  const t = useBdeText();
  const sends = useOfflineQueue();
  if (!sends.length) return null;
  return (
    <section id={QUEUE_PANEL_ID} className="offline-queue" aria-labelledby="offline-queue-title">
      <h3 id="offline-queue-title">{t('Saved on this phone')}</h3>
      <p>{t('What you recorded without a connection is sent when the connection returns.')}</p>
      <ul className="offline-queue__list">
        {sends.map((send) => (
          <li key={send.key} className={`offline-queue__item offline-queue__item--${send.state}`}>
            <span className="offline-queue__what">{title(t, send)}</span>
            {send.state === 'pending' ? (
              <span className="offline-queue__state">{t('Waiting to be sent')}</span>
            ) : (
              <>
                <span className="offline-queue__state">
                  {t('Not sent: {{reason}}', { reason: send.error })}
                </span>
                <button type="button" className="button" onClick={() => void removeSend(send.key)}>
                  {t('Discard')}
                  <span className="visually-hidden"> {title(t, send)}</span>
                </button>
              </>
            )}
          </li>
        ))}
      </ul>
      {sends.some((send) => send.state === 'pending') && (
        <button type="button" className="button" onClick={() => void replayQueue().catch(() => undefined)}>
          {t('Send now')}
        </button>
      )}
    </section>
  );
}
