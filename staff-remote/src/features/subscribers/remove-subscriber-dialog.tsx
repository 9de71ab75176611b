import { useRef, useState } from 'react';
import { errorBody } from 'shared/api/call-errors';
import { isApiErrorBody } from 'shared/contract/api-error';
import type { SubscriberListItem } from 'shared/contract/staff-subscriber-responses';
import { notify } from 'shared/notifications/notifications-slice';
import { useAppDispatch } from 'shared/store/hooks';
import { ModalDialog } from 'shared/ui/modal-dialog';
import { useRemoveSubscriberMutation } from './subscribers-api';

interface RemoveSubscriberDialogProps {
  subscriber: SubscriberListItem;
  /** Closed: `removed` says whether the subscriber went. */
  onClose: (removed: boolean) => void;
}

/** "Remove this address?": Cancel has focus first; a failure is said inside, to try again. */
export function RemoveSubscriberDialog({ subscriber, onClose }: RemoveSubscriberDialogProps) {
  const dispatch = useAppDispatch();
  const cancel = useRef<HTMLButtonElement>(null);
  const [remove, { isLoading }] = useRemoveSubscriberMutation();
  const [problem, setProblem] = useState<string | null>(null);

  async function confirm() {
    setProblem(null);
    try {
      await remove(subscriber.id).unwrap();
      dispatch(notify('success', `${subscriber.emailAddress} was removed from the newsletter.`));
      onClose(true);
    } catch (error) {
      const body = errorBody(error);
      setProblem(isApiErrorBody(body) ? body.title : 'The subscriber was not removed. Please try again.');
    }
  }

  return (
    <ModalDialog
      backdropClassName="subscribers-dialog__backdrop"
      className="subscribers-dialog"
      initialFocus={cancel}
      onClose={() => onClose(false)}
    >
      {({ titleId, descriptionId }) => (
        <>
          <h2 id={titleId}>Remove {subscriber.emailAddress}?</h2>
          <p id={descriptionId}>
            This address gets no more newsletters; it can subscribe again from the site. The removal is
            recorded in the audit log.
          </p>
          {problem && (
            <p role="alert" className="subscribers-dialog__problem">
              {problem}
            </p>
          )}
          <div className="subscribers-dialog__actions">
            <button
              ref={cancel}
              type="button"
              className="staff-button staff-button--quiet"
              onClick={() => onClose(false)}
            >
              Cancel
            </button>
            <button
              type="button"
              className="staff-button staff-button--danger"
              onClick={() => void confirm()}
              disabled={isLoading}
            >
              {isLoading ? 'Removing…' : 'Remove'}
            </button>
          </div>
        </>
      )}
    </ModalDialog>
  );
}
