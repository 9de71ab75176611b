import { useEffect } from 'react';
import type { BdeMessage, BdeMessagesResponse } from 'shared/contract/bde-inbox-responses';
import { OwnCode } from '../../app/own-code';
import { useBdeText } from '../../i18n/bde-text';
import { useWorkFormat } from '../../i18n/work/use-work-format';
import { QueryView } from '../../ui/query-view';
import { useBdeMessagesQuery, useMarkMessagesReadMutation } from './inbox-api';
import { MessageForm } from './message-form';
import { useGentlePolling } from './use-gentle-polling';
import './messages.css';

function MessageItem({ message }: { message: BdeMessage }) {
  const t = useBdeText();
  const { dateTime } = useWorkFormat();
  const fromOffice = message.from === 'office';
  return (
    <li className={fromOffice ? 'message message--office' : 'message message--own'}>
      <p className="message__meta">
        <strong>{fromOffice ? t('The office') : t('You')}</strong>{' '}
        <time dateTime={message.createdAt}>{dateTime(message.createdAt)}</time>
      </p>
      <p className="message__text">{message.text}</p>
    </li>
  );
}

/** Once shown, the office's messages up to the newest are read (the badge empties). */
function useMarkShownRead(bdeCode: string, data: BdeMessagesResponse | undefined) {
  const [markRead] = useMarkMessagesReadMutation();
  const newestUnread = data?.items.filter((item) => item.from === 'office' && !item.readAt).at(-1)?.id;
  useEffect(() => {
    if (newestUnread !== undefined) void markRead({ bdeCode, upTo: newestUnread });
  }, [bdeCode, newestUnread, markRead]);
}

function Conversation({ bdeCode }: { bdeCode: string }) {
  const t = useBdeText();
  const query = useBdeMessagesQuery(bdeCode, useGentlePolling());
  useMarkShownRead(bdeCode, query.data);
  return (
    <QueryView query={query} what={t('your messages')} logAs="your messages">
      {({ items }) =>
        items.length ? (
          <ol className="message-list" aria-label={t('Conversation with the office, oldest first')}>
            {items.map((message) => (
              <MessageItem key={message.id} message={message} />
            ))}
          </ol>
        ) : (
          <p>{t('No messages yet. Write to the office below: they reply here.')}</p>
        )
      }
    </QueryView>
  );
}

/** /bdedetails/messages: the conversation with the office, and a reply. */
export function MessagesPage() {
  const t = useBdeText();
  return (
    <OwnCode>
      {(bdeCode) => (
        <section className="card portal-panel" aria-labelledby="messages-title">
          <h2 id="messages-title">{t('Messages')}</h2>
          <Conversation bdeCode={bdeCode} />
          <h3>{t('Write to the office')}</h3>
          <MessageForm bdeCode={bdeCode} />
        </section>
      )}
    </OwnCode>
  );
}
