import { errorBody } from 'shared/forms/call-errors';
import { isApiErrorBody } from 'shared/contract/api-error';
import type { MessageDetailResponse } from 'shared/contract/staff-inbox-responses';
import { notify } from 'shared/notifications/notifications-slice';
import { useAppDispatch } from 'shared/store/hooks';
import { STAFF_SCREENS } from '../../app/staff-paths';
import { StatusBadge } from '../../ui/lists/status-badge';
import { NotesSection } from '../../ui/records/notes-section';
import { EmailLink, PhoneLink } from '../../app/contact-links';
import { RecordFields, WebAddress } from '../../ui/records/record-fields';
import { RecordPage, useRecordParam } from '../../ui/records/record-state';
import { formatWhen } from '../../ui/records/when';
import { MessageHandlingForm } from './message-handling-form';
import { MESSAGE_STATUS_LABELS } from './message-status';
import {
  useAddMessageNoteMutation,
  useAssigneesQuery,
  useMessageQuery,
  useUpdateMessageMutation,
} from './messages-api';
import '../../ui/records/inbox.css';

function CloseButton({ message }: { message: MessageDetailResponse }) {
  const dispatch = useAppDispatch();
  const [update, { isLoading }] = useUpdateMessageMutation();
  if (message.status === 'closed') return null;
  async function close() {
    try {
      await update({ messageId: message.id, change: { status: 'closed' } }).unwrap();
      dispatch(notify('success', 'Message closed.'));
    } catch (error) {
      const body = errorBody(error);
      dispatch(
        notify('error', isApiErrorBody(body) ? body.title : 'The message was not closed. Please try again.'),
      );
    }
  }
  return (
    <button type="button" className="staff-button" onClick={() => void close()} disabled={isLoading}>
      {isLoading ? 'Closing…' : 'Close message'}
    </button>
  );
}

function Message({ message }: { message: MessageDetailResponse }) {
  const assignees = useAssigneesQuery();
  const [addNote] = useAddMessageNoteMutation();
  return (
    <>
      <header className="inbox-heading">
        <div>
          <h1>Message from {message.name}</h1>
          <p className="inbox-heading__meta">
            <StatusBadge status={message.status} label={MESSAGE_STATUS_LABELS[message.status]} /> Received{' '}
            <time dateTime={message.createdAt}>{formatWhen(message.createdAt)}</time>
            {message.assignee ? ` · with ${message.assignee.name}` : ' · not assigned'}
            {message.referredBy &&
              ` · came through ${message.referredBy.fullName}'s link (${message.referredBy.bdeCode})`}
          </p>
        </div>
        <CloseButton message={message} />
      </header>
      <div className="inbox-columns">
        <div className="inbox-column">
          <section className="staff-card inbox-section" aria-labelledby="message-title">
            <h2 id="message-title">Message</h2>
            <p className="inbox-text">{message.message}</p>
          </section>
          <NotesSection
            notes={message.notes}
            add={(note) => addNote({ messageId: message.id, note }).unwrap()}
          />
        </div>
        <div className="inbox-column">
          <section className="staff-card inbox-section" aria-labelledby="sender-title">
            <h2 id="sender-title">Sender</h2>
            <RecordFields
              fields={[
                { label: 'Name', value: message.name },
                { label: 'Email', value: <EmailLink email={message.email} /> },
                { label: 'Contact number', value: <PhoneLink number={message.contactNumber} /> },
                { label: 'Website', value: message.websiteUrl && <WebAddress url={message.websiteUrl} /> },
              ]}
            />
          </section>
          <section className="staff-card inbox-section" aria-labelledby="handling-title">
            <h2 id="handling-title">Status and assignee</h2>
            {assignees.isError && (
              <p className="staff-hint" role="alert">
                The staff list could not be loaded; the message can still be reassigned to nobody.
              </p>
            )}
            <MessageHandlingForm message={message} assignees={assignees.data?.items ?? []} />
          </section>
        </div>
      </div>
    </>
  );
}

/** /staff/messages/:messageId: one contact message, its sender, status, assignee and notes. */
export function MessagePage() {
  const { id: messageId, arg } = useRecordParam('messageId');
  const result = useMessageQuery(arg);
  return (
    <RecordPage
      id={messageId}
      result={result}
      what="message"
      listHref={STAFF_SCREENS.messages}
      backLabel="← All messages"
      listLabel="Back to the messages"
    >
      {(message) => <Message message={message} />}
    </RecordPage>
  );
}
