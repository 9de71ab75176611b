import { useState } from 'react';
import { errorBody } from 'shared/forms/call-errors';
import { isApiErrorBody } from 'shared/contract/api-error';
import type { SubscriberListItem } from 'shared/contract/staff-subscriber-responses';
import { notify } from 'shared/notifications/notifications-slice';
import { useAppDispatch } from 'shared/store/hooks';
import { ConfirmDialog } from '../../app/confirm-dialog';
import { useRemoveSubscriberMutation } from './subscribers-api';

interface RemoveSubscriberDialogProps {
  subscriber: SubscriberListItem;
  /** Closed: `removed` says whether the subscriber went. */
  onClose: (removed: boolean) => void;
}

/** "Remove this address?": a failure is said inside, to try again. */
export function RemoveSubscriberDialog({ subscriber, onClose }: RemoveSubscriberDialogProps) {
  const dispatch = useAppDispatch();
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
    <ConfirmDialog
      danger
      title={`Remove ${subscriber.emailAddress}?`}
      description="This address gets no more newsletters; it can subscribe again from the site. The removal is recorded in the audit log."
      confirmLabel="Remove"
      busyLabel="Removing…"
      busy={isLoading}
      problem={problem}
      onConfirm={() => void confirm()}
      onCancel={() => onClose(false)}
    />
  );
}
