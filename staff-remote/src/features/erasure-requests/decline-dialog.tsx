import { Formik, useFormikContext, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { createPortal } from 'react-dom';
import type { ErasureRequestItem } from 'shared/contract/bde-data-responses';
import {
  DECLINE_REASON_MIN,
  ERASURE_REASON_MAX,
  erasureDeclineSchema,
  type ErasureDeclineBody,
} from 'shared/contract/bde-data-schema';
import { useCheckedSubmit } from 'shared/forms/use-checked-submit';
import { notify } from 'shared/notifications/notifications-slice';
import { useAppDispatch } from 'shared/store/hooks';
import { FormField } from 'shared/ui/form-field';
import { ModalDialog } from 'shared/ui/modal-dialog';
import { SubmitButton } from 'shared/ui/submit-button';
import { refusedForm } from '../../app/refused-form';
import { useDeclineErasureMutation } from './erasure-requests-api';

const WORDS = {
  invalid: 'Check the reason: the BDE reads it.',
  failed: 'The request was not declined. Check your connection and try again.',
};

function DeclineFields({ problem, onCancel }: { problem: string | null; onCancel: () => void }) {
  const formik = useFormikContext<ErasureDeclineBody>();
  const onSubmit = useCheckedSubmit(formik, () => undefined);
  return (
    <form className="staff-form" noValidate onSubmit={onSubmit}>
      <FormField
        as="textarea"
        name="reason"
        label="Reason"
        rows={4}
        required
        maxLength={ERASURE_REASON_MAX}
        hint={`${DECLINE_REASON_MIN} to ${ERASURE_REASON_MAX} characters. The BDE reads it by email and on their profile.`}
      />
      {problem && (
        <p role="alert" className="staff-dialog__problem">
          {problem}
        </p>
      )}
      <div className="staff-dialog__actions">
        <button type="button" className="staff-button staff-button--quiet" onClick={onCancel}>
          Cancel
        </button>
        <SubmitButton label="Decline the request" busyLabel="Declining…" />
      </div>
    </form>
  );
}

interface DeclineDialogProps {
  request: ErasureRequestItem;
  /** Closed: `declined` says whether the request was declined. */
  onClose: (declined: boolean) => void;
}

/** Declining a request: the reason, which the BDE reads; a refusal is said inside, to try again. */
export function DeclineDialog({ request, onClose }: DeclineDialogProps) {
  const dispatch = useAppDispatch();
  const [decline] = useDeclineErasureMutation();
  const [problem, setProblem] = useState<string | null>(null);

  async function submit(values: ErasureDeclineBody, helpers: FormikHelpers<ErasureDeclineBody>) {
    setProblem(null);
    try {
      await decline({ bdeCode: request.bdeCode, body: values }).unwrap();
      dispatch(notify('success', `${request.bdeCode}: the request was declined and the BDE is told why.`));
      onClose(true);
    } catch (error) {
      setProblem(refusedForm(error, ['reason'], helpers, WORDS));
    }
  }

  // On <body>, so the dialog is not clipped by the table's scrolling region.
  return createPortal(
    <ModalDialog
      backdropClassName="staff-dialog__backdrop"
      className="staff-dialog"
      onClose={() => onClose(false)}
    >
      {({ titleId, descriptionId }) => (
        <>
          <h2 id={titleId} tabIndex={-1}>
            Decline the erasure request of {request.bdeCode}?
          </h2>
          <p id={descriptionId}>
            Their data stays as it is. Say why: the BDE is emailed your reason, sees it on their profile and
            may ask again. The decision is recorded in the audit log.
          </p>
          <Formik<ErasureDeclineBody>
            initialValues={{ reason: '' }}
            validationSchema={erasureDeclineSchema}
            onSubmit={submit}
          >
            <DeclineFields problem={problem} onCancel={() => onClose(false)} />
          </Formik>
        </>
      )}
    </ModalDialog>,
    document.body,
  );
}
