import { Formik, useFormikContext, type FormikHelpers } from 'formik';
import { useState } from 'react';
import type { PayoutRow } from 'shared/contract/staff-earnings-responses';
import { normalUtr, payoutUtrSchema, type PayoutUtrRequest } from 'shared/contract/staff-earnings-schema';
import { useCheckedSubmit } from 'shared/forms/use-checked-submit';
import { notify } from 'shared/notifications/notifications-slice';
import { useAppDispatch } from 'shared/store/hooks';
import { FormField } from 'shared/ui/form-field';
import { refusedForm } from '../../app/refused-form';
import { useRecordPayoutUtrMutation } from './payouts-api';

const WORDS = {
  invalid: 'The UTR was not recorded. Check it.',
  failed: 'The UTR was not recorded. Check your connection and try again.',
};

function UtrFields({ row, problem }: { row: PayoutRow; problem: string | null }) {
  const formik = useFormikContext<PayoutUtrRequest>();
  const onSubmit = useCheckedSubmit(formik, () => undefined);
  return (
    <form
      className="earnings-inline-form"
      aria-label={`UTR of ${row.partner.fullName}`}
      noValidate
      onSubmit={onSubmit}
    >
      <FormField
        name="utr"
        label={<span className="visually-hidden">UTR of the transfer to {row.partner.fullName}</span>}
        autoComplete="off"
        spellCheck={false}
        maxLength={30}
        required
      />
      <button type="submit" className="staff-button staff-button--quiet" disabled={formik.isSubmitting}>
        {formik.isSubmitting ? 'Recording…' : 'Record'}
        <span className="visually-hidden"> the UTR of {row.partner.fullName}</span>
      </button>
      {problem && (
        <p role="alert" className="field__error">
          {problem}
        </p>
      )}
    </form>
  );
}

/** The bank's reference for one BDE's transfer: recorded once, it marks their lines paid. */
export function UtrForm({ batchId, row }: { batchId: number; row: PayoutRow }) {
  const dispatch = useAppDispatch();
  const [record] = useRecordPayoutUtrMutation();
  const [problem, setProblem] = useState<string | null>(null);
  async function submit(values: PayoutUtrRequest, helpers: FormikHelpers<PayoutUtrRequest>) {
    setProblem(null);
    try {
      const utr = normalUtr(values.utr);
      await record({ batchId, payoutId: row.id, utr }).unwrap();
      dispatch(notify('success', `${row.partner.fullName} is paid: UTR ${utr} recorded.`));
    } catch (error) {
      const words = refusedForm(error, ['utr'], helpers, WORDS);
      // A refusal that names the field is said under it; anything else under the form.
      if (words !== WORDS.invalid) setProblem(words);
    }
  }
  return (
    <Formik<PayoutUtrRequest>
      initialValues={{ utr: '' }}
      validationSchema={payoutUtrSchema}
      onSubmit={submit}
    >
      <UtrFields row={row} problem={problem} />
    </Formik>
  );
}
