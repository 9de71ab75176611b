import { formatPlainDay } from 'shared/format/month';
import { formatPaise } from 'shared/format/inr';
import { REVERSAL_KINDS } from 'shared/contract/earnings';
import type { PaymentEntry } from 'shared/contract/staff-earnings-responses';
import { amountToPaise, todayInIndia } from 'shared/contract/staff-business-schema';
import {
  EARNINGS_REASON_MAX_LENGTH,
  reversalSchema,
  type ReversalRequest,
} from 'shared/contract/staff-earnings-schema';
import { notify } from 'shared/notifications/notifications-slice';
import { useAppDispatch } from 'shared/store/hooks';
import { FormField } from 'shared/ui/form-field';
import { FormDialog, ReasonField } from '../../app/form-dialog';
import { useRecordReversalMutation } from './project-payments-api';

const WORDS = {
  invalid: 'The reversal was not recorded. Check the fields marked.',
  failed: 'The reversal was not recorded. Check your connection and try again.',
};

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

  async function send(values: ReversalRequest) {
    const amount = values.amount.trim();
    const reversal = {
      amount,
      kind: values.kind,
      reason: values.reason.trim(),
      receivedOn: values.receivedOn.trim(),
    };
    await record({ paymentId: payment.id, reversal }).unwrap();
    dispatch(notify('success', `Reversal of ${formatPaise(amountToPaise(amount) ?? 0)} recorded.`));
    onClose();
  }

  return (
    <FormDialog<ReversalRequest>
      title={`Reverse the payment of ${formatPaise(payment.amountPaise)} on ${formatPlainDay(payment.receivedOn)}?`}
      description="The payment stays as it was; a negative entry is added, and each commission line it earned gets a negative line of the same share. It cannot be undone."
      initialValues={{ amount: '', kind: 'refund', reason: '', receivedOn: todayInIndia() }}
      validationSchema={reversalSchema}
      send={send}
      fields={['amount', 'kind', 'reason', 'receivedOn']}
      refused={WORDS}
      submitLabel="Record the reversal"
      busyLabel="Recording…"
      onCancel={onClose}
    >
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
      <ReasonField
        maxLength={EARNINGS_REASON_MAX_LENGTH}
        hint="The BDE reads it with the negative commission line."
        rows={3}
      />
      <FormField name="receivedOn" type="date" label="Date" max={todayInIndia()} required />
    </FormDialog>
  );
}
