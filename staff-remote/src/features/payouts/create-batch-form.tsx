import { formatMonth } from 'shared/format/month';
import { Formik, useFormikContext, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { todayInIndia } from 'shared/contract/staff-business-schema';
import { monthOf, payoutBatchSchema, type PayoutBatchRequest } from 'shared/contract/staff-earnings-schema';
import { useCheckedSubmit } from 'shared/forms/use-checked-submit';
import { notify } from 'shared/notifications/notifications-slice';
import { useNavigate } from 'shared/routing/router';
import { useAppDispatch } from 'shared/store/hooks';
import { FormField } from 'shared/ui/form-field';
import { refusedForm } from '../../app/refused-form';
import { staffScreen } from '../../app/staff-paths';
import { useCreatePayoutBatchMutation } from './payouts-api';
import { FormProblem } from '../../ui/form-problem';

const WORDS = {
  invalid: 'No payout was created. Check the month.',
  failed: 'No payout was created. Check your connection and try again.',
};

function CreateFields({ problem }: { problem: string | null }) {
  const formik = useFormikContext<PayoutBatchRequest>();
  const onSubmit = useCheckedSubmit(formik, () => undefined);
  const month = /^\d{4}-\d{2}$/.test(formik.values.month) ? formatMonth(formik.values.month) : 'the month';
  return (
    <form
      className="staff-card staff-form payouts-create"
      aria-labelledby="create-payout"
      noValidate
      onSubmit={onSubmit}
    >
      <h2 id="create-payout">New payout</h2>
      <p className="earnings-muted">
        Pays every BDE their approved lines not yet paid, less TDS, to the bank details they gave (48 hours
        after a change). BDEs without bank details wait for a later batch. One batch per month.
      </p>
      <FormField
        name="month"
        type="month"
        label="Month"
        hint="YYYY-MM, India time"
        required
        max={monthOf(todayInIndia())}
      />
      <FormProblem problem={problem} />
      <div>
        <button type="submit" className="staff-button" disabled={formik.isSubmitting}>
          {formik.isSubmitting ? 'Creating…' : `Create payout for ${month}`}
        </button>
      </div>
    </form>
  );
}

/** Creates the month's payout batch (the current India month unless another is chosen), then opens it. */
export function CreateBatchForm() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [create] = useCreatePayoutBatchMutation();
  const [problem, setProblem] = useState<string | null>(null);
  async function submit(values: PayoutBatchRequest, helpers: FormikHelpers<PayoutBatchRequest>) {
    setProblem(null);
    try {
      const created = await create({ month: values.month.trim() }).unwrap();
      dispatch(
        notify(
          'success',
          `The payout for ${formatMonth(created.batch.month)} was created: ${created.rows.length} BDEs.`,
        ),
      );
      void navigate(staffScreen.payout(created.batch.id));
    } catch (error) {
      setProblem(refusedForm(error, ['month'], helpers, WORDS));
    }
  }
  return (
    <Formik<PayoutBatchRequest>
      initialValues={{ month: monthOf(todayInIndia()) }}
      validationSchema={payoutBatchSchema}
      onSubmit={submit}
    >
      <CreateFields problem={problem} />
    </Formik>
  );
}
