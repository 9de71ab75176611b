import { formatPaise } from 'shared/format/inr';
import { Formik, useFormikContext, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { PAYMENT_MODES } from 'shared/contract/earnings';
import { amountToPaise, todayInIndia } from 'shared/contract/staff-business-schema';
import {
  BANK_REFERENCE_MAX_LENGTH,
  paymentSchema,
  type PaymentRequest,
} from 'shared/contract/staff-earnings-schema';
import { useCheckedSubmit } from 'shared/forms/use-checked-submit';
import { notify } from 'shared/notifications/notifications-slice';
import { useAppDispatch } from 'shared/store/hooks';
import { FormField } from 'shared/ui/form-field';
import { SubmitButton } from 'shared/ui/submit-button';
import { refusedForm } from '../../app/refused-form';
import { useRecordPaymentMutation } from './project-payments-api';
import { FormProblem } from '../../ui/form-problem';

const WORDS = {
  invalid: 'The payment was not recorded. Check the fields marked.',
  failed: 'The payment was not recorded. Check your connection and try again.',
};

const newPayment = (): PaymentRequest => ({
  amount: '',
  receivedOn: todayInIndia(),
  bankReference: '',
  mode: 'bank transfer',
});

function PaymentFields({ problem }: { problem: string | null }) {
  const formik = useFormikContext<PaymentRequest>();
  const onSubmit = useCheckedSubmit(formik, () => undefined);
  return (
    <form
      className="staff-card staff-form earnings-section"
      aria-labelledby="record-payment"
      noValidate
      onSubmit={onSubmit}
    >
      <h2 id="record-payment">Record a payment</h2>
      <p className="earnings-muted">
        Money received from the client. It earns commission by the plan in force on its date. An entry is
        never changed: a refund or a bounced cheque is recorded as a reversal of the payment.
      </p>
      <FormField
        name="amount"
        label="Amount in rupees"
        hint="At most two decimals, like 12500 or 12,500.50."
        inputMode="decimal"
        autoComplete="off"
        required
      />
      <FormField name="receivedOn" type="date" label="Received on" max={todayInIndia()} required />
      <FormField as="select" name="mode" label="Paid by" required>
        {PAYMENT_MODES.map((mode) => (
          <option key={mode} value={mode}>
            {mode}
          </option>
        ))}
      </FormField>
      <FormField
        name="bankReference"
        label="Bank reference"
        hint="The UTR, UPI reference or cheque number."
        maxLength={BANK_REFERENCE_MAX_LENGTH}
        autoComplete="off"
        required
      />
      <FormProblem problem={problem} />
      <div>
        <SubmitButton label="Record the payment" busyLabel="Recording…" />
      </div>
    </form>
  );
}

/** Records money received on the project. */
export function PaymentForm({ projectId, companyName }: { projectId: number; companyName: string }) {
  const dispatch = useAppDispatch();
  const [record] = useRecordPaymentMutation();
  const [problem, setProblem] = useState<string | null>(null);
  async function submit(values: PaymentRequest, helpers: FormikHelpers<PaymentRequest>) {
    setProblem(null);
    const amount = values.amount.trim();
    try {
      await record({
        projectId,
        payment: {
          amount,
          receivedOn: values.receivedOn.trim(),
          bankReference: values.bankReference.trim(),
          mode: values.mode,
        },
      }).unwrap();
      helpers.resetForm({ values: newPayment() });
      dispatch(notify('success', `${formatPaise(amountToPaise(amount) ?? 0)} from ${companyName} recorded.`));
    } catch (error) {
      setProblem(refusedForm(error, ['amount', 'receivedOn', 'bankReference', 'mode'], helpers, WORDS));
    }
  }
  return (
    <Formik<PaymentRequest> initialValues={newPayment()} validationSchema={paymentSchema} onSubmit={submit}>
      <PaymentFields problem={problem} />
    </Formik>
  );
}
