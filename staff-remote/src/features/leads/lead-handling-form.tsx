import { Formik, useFormikContext, type FormikHelpers } from 'formik';
import { errorBody } from 'shared/forms/call-errors';
import { LEAD_STATUSES, type LeadStatus } from 'shared/contract/staff';
import type { LeadDetailResponse } from 'shared/contract/staff-inbox-responses';
import {
  BDE_CODE_MAX_LENGTH,
  leadUpdateSchema,
  type LeadUpdateRequest,
} from 'shared/contract/staff-inbox-schema';
import { apiFieldErrors } from 'shared/forms/api-field-errors';
import { useCheckedSubmit } from 'shared/forms/use-checked-submit';
import { notify } from 'shared/notifications/notifications-slice';
import { useAppDispatch } from 'shared/store/hooks';
import { FormField } from 'shared/ui/form-field';
import { SubmitButton } from 'shared/ui/submit-button';
import { LEAD_STATUS_LABELS } from './lead-labels';
import { useUpdateLeadMutation } from './leads-api';

interface Values {
  status: LeadStatus;
  bdeCode: string;
}

function HandlingFields() {
  const formik = useFormikContext<Values>();
  const dispatch = useAppDispatch();
  const onSubmit = useCheckedSubmit(formik, () =>
    dispatch(notify('error', 'The lead was not saved. Check the fields marked.')),
  );
  return (
    <form className="inbox-form" noValidate onSubmit={onSubmit}>
      <FormField as="select" name="status" label="Status">
        {LEAD_STATUSES.map((status) => (
          <option key={status} value={status}>
            {LEAD_STATUS_LABELS[status]}
          </option>
        ))}
      </FormField>
      <FormField
        name="bdeCode"
        label="BDE code"
        hint="The BDE who works this lead, like BDE123456. Leave it empty to take the lead from its BDE."
        maxLength={BDE_CODE_MAX_LENGTH}
        autoComplete="off"
        spellCheck={false}
      />
      <div className="inbox-form__actions">
        <SubmitButton label="Save" busyLabel="Saving…" />
      </div>
    </form>
  );
}

/** The lead's place in the pipeline and its BDE, saved together (only what changed is sent). */
export function LeadHandlingForm({ lead }: { lead: LeadDetailResponse }) {
  const dispatch = useAppDispatch();
  const [update] = useUpdateLeadMutation();
  const initialValues: Values = { status: lead.status, bdeCode: lead.bde?.bdeCode ?? '' };

  async function submit(values: Values, helpers: FormikHelpers<Values>) {
    const checked = leadUpdateSchema.cast(values) as Values;
    const change: LeadUpdateRequest = {};
    if (checked.status !== initialValues.status) change.status = checked.status;
    if (checked.bdeCode !== initialValues.bdeCode) change.bdeCode = checked.bdeCode;
    if (Object.keys(change).length === 0) {
      dispatch(notify('info', 'Nothing to save: the status and the BDE are as they were.'));
      return;
    }
    try {
      await update({ leadId: lead.id, change }).unwrap();
      dispatch(notify('success', 'Lead saved.'));
    } catch (error) {
      const errors = apiFieldErrors<Values>(errorBody(error), ['status', 'bdeCode']);
      if (Object.keys(errors).length) helpers.setErrors(errors);
      dispatch(notify('error', 'The lead was not saved. Please try again.'));
    }
  }

  return (
    <Formik<Values>
      initialValues={initialValues}
      enableReinitialize
      validationSchema={leadUpdateSchema}
      onSubmit={submit}
    >
      <HandlingFields />
    </Formik>
  );
}
