import { useEffect } from 'react';
import type { BdeMessage, BdeMessagesResponse } from 'shared/contract/bde-inbox-responses';
import { formatDateTimeIst } from 'shared/format/date';
import { OwnCode } from '../../app/own-code';
import { QueryView } from '../../ui/query-view';
import { useBdeMessagesQuery, useMarkMessagesReadMutation } from './inbox-api';
import { MessageForm } from './message-form';
import { useGentlePolling } from './use-gentle-polling';
import './messages.css';

function MessageItem({ message }: { message: BdeMessage }) {
  const fromOffice = message.from === 'office';
  return (
    <li className={fromOffice ? 'message message--office' : 'message message--own'}>
      <p className="message__meta">
        <strong>{fromOffice ? 'The office' : 'You'}</strong>{' '}
        <time dateTime={message.createdAt}>{formatDateTimeIst(message.createdAt)}</time>
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
  const query = useBdeMessagesQuery(bdeCode, useGentlePolling());
  useMarkShownRead(bdeCode, query.data);
  return (
    <QueryView query={query} what="your messages">
      {({ items }) =>
        items.length ? (
          <ol className="message-list" aria-label="Conversation with the office, oldest first">
            {items.map((message) => (
              <MessageItem key={message.id} message={message} />
            ))}
          </ol>
        ) : (
          <p>No messages yet. Write to the office below: they reply here.</p>
        )
      }
    </QueryView>
  );
}

/** /bdedetails/messages: the conversation with the office, and a reply. */
export function MessagesPage() {
  return (
    <OwnCode>
      {(bdeCode) => (
        <section className="card portal-panel" aria-labelledby="messages-title">
          <h2 id="messages-title">Messages</h2>
          <Conversation bdeCode={bdeCode} />
          <h3>Write to the office</h3>
          <MessageForm bdeCode={bdeCode} />
        </section>
      )}
    </OwnCode>
  );
}
