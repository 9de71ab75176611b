import { useState } from 'react';
import { errorBody, errorStatus } from 'shared/forms/call-errors';
import { isApiErrorBody } from 'shared/contract/api-error';
import type { ApplicationDetailResponse } from 'shared/contract/staff-application-responses';
import { APPLICATION_MESSAGES } from 'shared/contract/staff-application-schema';
import { notify } from 'shared/notifications/notifications-slice';
import { useAppDispatch } from 'shared/store/hooks';
import { ConfirmDialog } from '../../app/confirm-dialog';
import { formatWhen } from '../../ui/records/when';
import { useSendNotSelectedMutation } from './applications-api';

const FAILED = 'The message was not sent. Check your connection and try again.';

/**
 * The "not selected" message to the candidate, once the application is at Not selected: asked for
 * again in a dialog, as it cannot be taken back. It never holds staff's reason.
 */
export function NotSelectedMessage({ application }: { application: ApplicationDetailResponse }) {
  const dispatch = useAppDispatch();
  const [send, { isLoading }] = useSendNotSelectedMutation();
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // The server's record, so a reload (or a colleague's send) shows it went, and nothing offers it again.
  const sentAt = application.notSelectedSentAt;
  const ready = application.stage === 'not selected' && !sentAt;

  function close() {
    setConfirming(false);
    setProblem(null);
  }

  async function confirm() {
    setProblem(null);
    try {
      await send(application.id).unwrap();
      dispatch(notify('success', 'The "not selected" message is in the outbox.'));
      close();
    } catch (error) {
      const body = errorBody(error);
      setProblem(isApiErrorBody(body) && (errorStatus(error) ?? 500) < 500 ? body.title : FAILED);
    }
  }

  return (
    <>
      <p className="staff-hint">
        Tells the candidate, by email, that they were not selected for {application.opening.title}
        {application.keepOnFile ? ', and that their application stays on file as they asked' : ''}. It never
        includes the reason recorded here.
      </p>
      {sentAt ? (
        <p className="applications-sent" role="status">
          Sent to {application.email} on <time dateTime={sentAt}>{formatWhen(sentAt)}</time>. A candidate is
          sent it once only.
        </p>
      ) : (
        !ready && <p className="inbox-explain">{APPLICATION_MESSAGES.notSelectedFirst}</p>
      )}
      <div className="inbox-form__actions">
        <button type="button" className="staff-button" disabled={!ready} onClick={() => setConfirming(true)}>
          Send the &ldquo;not selected&rdquo; message
        </button>
      </div>
      {confirming && (
        <ConfirmDialog
          title="Send the “not selected” message?"
          description={`${application.email} is told that their application for ${application.opening.title} will not be taken further. This cannot be taken back.`}
          confirmLabel="Send the message"
          busyLabel="Sending…"
          busy={isLoading}
          problem={problem}
          onConfirm={() => void confirm()}
          onCancel={close}
        />
      )}
    </>
  );
}
