import { formatPlainDay } from 'shared/format/month';
import { formatPaise } from 'shared/format/inr';
import { Formik, useFormikContext, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { REVERSAL_KINDS } from 'shared/contract/earnings';
import type { PaymentEntry } from 'shared/contract/staff-earnings-responses';
import { amountToPaise, todayInIndia } from 'shared/contract/staff-business-schema';
import {
  EARNINGS_REASON_MAX_LENGTH,
  reversalSchema,
  type ReversalRequest,
} from 'shared/contract/staff-earnings-schema';
import { useCheckedSubmit } from 'shared/forms/use-checked-submit';
import { notify } from 'shared/notifications/notifications-slice';
import { useAppDispatch } from 'shared/store/hooks';
import { FormField } from 'shared/ui/form-field';
import { ModalDialog } from 'shared/ui/modal-dialog';
import { SubmitButton } from 'shared/ui/submit-button';
import { refusedForm } from '../../app/refused-form';
import { useRecordReversalMutation } from './project-payments-api';

const WORDS = {
  invalid: 'The reversal was not recorded. Check the fields marked.',
  failed: 'The reversal was not recorded. Check your connection and try again.',
};

function ReversalFields({
  remains,
  problem,
  onCancel,
}: {
  remains: number;
  problem: string | null;
  onCancel: () => void;
}) {
  const formik = useFormikContext<ReversalRequest>();
  const onSubmit = useCheckedSubmit(formik, () => undefined);
  return (
    <form className="staff-form" noValidate onSubmit={onSubmit}>
      <FormField
        name="amount"
        label="Amount taken back in rupees"
        hint={`At most what remains of the payment: ${formatPaise(remains)}.`}
        inputMode="decimal"
        autoComplete="off"
        required
      />
      <FormField as="select" name="kind" label="Why" required>
        {REVERSAL_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {kind}
          </option>
        ))}
      </FormField>
      <FormField
        as="textarea"
        name="reason"
        label="Reason"
        hint="The BDE reads it with the negative commission line."
        rows={3}
        maxLength={EARNINGS_REASON_MAX_LENGTH}
        required
      />
      <FormField name="receivedOn" type="date" label="Date" max={todayInIndia()} required />
      {problem && (
        <p role="alert" className="staff-dialog__problem">
          {problem}
        </p>
      )}
      <div className="staff-dialog__actions">
        <button type="button" className="staff-button staff-button--quiet" onClick={onCancel}>
          Cancel
        </button>
        <SubmitButton label="Record the reversal" busyLabel="Recording…" />
      </div>
    </form>
  );
}

interface ReversalDialogProps {
  payment: PaymentEntry;
  /** What the payment still holds: its amount less its reversals so far, in paise. */
  remains: number;
  onClose: () => void;
}

/** Takes back money of one payment (a refund, a bounced cheque) as a new negative entry. */
export function ReversalDialog({ payment, remains, onClose }: ReversalDialogProps) {
  const dispatch = useAppDispatch();
  const [record] = useRecordReversalMutation();
  const [problem, setProblem] = useState<string | null>(null);
  async function submit(values: ReversalRequest, helpers: FormikHelpers<ReversalRequest>) {
    setProblem(null);
    const amount = values.amount.trim();
    try {
      await record({
        paymentId: payment.id,
        reversal: {
          amount,
          kind: values.kind,
          reason: values.reason.trim(),
          receivedOn: values.receivedOn.trim(),
        },
      }).unwrap();
      dispatch(notify('success', `Reversal of ${formatPaise(amountToPaise(amount) ?? 0)} recorded.`));
      onClose();
    } catch (error) {
      setProblem(refusedForm(error, ['amount', 'kind', 'reason', 'receivedOn'], helpers, WORDS));
    }
  }
  return createPortal(
    <ModalDialog backdropClassName="staff-dialog__backdrop" className="staff-dialog" onClose={onClose}>
      {({ titleId, descriptionId }) => (
        <>
          <h2 id={titleId} tabIndex={-1}>
            Reverse the payment of {formatPaise(payment.amountPaise)} on {formatPlainDay(payment.receivedOn)}?
          </h2>
          <p id={descriptionId}>
            The payment stays as it was; a negative entry is added, and each commission line it earned gets a
            negative line of the same share. It cannot be undone.
          </p>
          <Formik<ReversalRequest>
            initialValues={{ amount: '', kind: 'refund', reason: '', receivedOn: todayInIndia() }}
            validationSchema={reversalSchema}
            onSubmit={submit}
          >
            <ReversalFields remains={remains} problem={problem} onCancel={onClose} />
          </Formik>
        </>
      )}
    </ModalDialog>,
    document.body,
  );
}
