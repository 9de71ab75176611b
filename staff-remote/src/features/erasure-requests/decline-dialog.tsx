import type { ErasureRequestItem } from 'shared/contract/bde-data-responses';
import {
  DECLINE_REASON_MIN,
  ERASURE_REASON_MAX,
  erasureDeclineSchema,
  type ErasureDeclineBody,
} from 'shared/contract/bde-data-schema';
import { notify } from 'shared/notifications/notifications-slice';
import { useAppDispatch } from 'shared/store/hooks';
import { FormDialog, ReasonField } from '../../app/form-dialog';
import { useDeclineErasureMutation } from './erasure-requests-api';

const WORDS = {
  invalid: 'Check the reason: the BDE reads it.',
  failed: 'The request was not declined. Check your connection and try again.',
};

interface DeclineDialogProps {
  request: ErasureRequestItem;
  /** Closed: `declined` says whether the request was declined. */
  onClose: (declined: boolean) => void;
}

/** Declining a request: the reason, which the BDE reads; a refusal is said inside, to try again. */
export function DeclineDialog({ request, onClose }: DeclineDialogProps) {
  const dispatch = useAppDispatch();
  const [decline] = useDeclineErasureMutation();

  async function send(values: ErasureDeclineBody) {
    await decline({ bdeCode: request.bdeCode, body: values }).unwrap();
    dispatch(notify('success', `${request.bdeCode}: the request was declined and the BDE is told why.`));
    onClose(true);
  }

  return (
    <FormDialog<ErasureDeclineBody>
      title={`Decline the erasure request of ${request.bdeCode}?`}
      description="Their data stays as it is. Say why: the BDE is emailed your reason, sees it on their profile and may ask again. The decision is recorded in the audit log."
      initialValues={{ reason: '' }}
      validationSchema={erasureDeclineSchema}
      send={send}
      fields={['reason']}
      refused={WORDS}
      submitLabel="Decline the request"
      busyLabel="Declining…"
      onCancel={() => onClose(false)}
    >
      <ReasonField
        maxLength={ERASURE_REASON_MAX}
        hint={`${DECLINE_REASON_MIN} to ${ERASURE_REASON_MAX} characters. The BDE reads it by email and on their profile.`}
      />
    </FormDialog>
  );
}
