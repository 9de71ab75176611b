import { Formik, useFormikContext, type FormikHelpers } from 'formik';
import { errorBody } from 'shared/forms/call-errors';
import { isApiErrorBody } from 'shared/contract/api-error';
import type { PanStatus } from 'shared/contract/earnings';
import type { PartnerResponse } from 'shared/contract/staff-partner-responses';
import { partnerPanSchema, type PartnerPanRequest } from 'shared/contract/staff-partner-schema';
import { apiFieldErrors } from 'shared/forms/api-field-errors';
import { useCheckedSubmit } from 'shared/forms/use-checked-submit';
import { notify } from 'shared/notifications/notifications-slice';
import { useAppDispatch } from 'shared/store/hooks';
import { FormField } from 'shared/ui/form-field';
import { SubmitButton } from 'shared/ui/submit-button';
import { formatWhen } from '../../ui/records/when';
import { PartnerSection } from './partner-fields';
import { useSetPartnerPanMutation } from './partners-api';

const PAN_STATUS_LABELS: Record<PanStatus, string> = {
  unchecked: 'Not checked yet (ordinary rate)',
  valid: 'Valid and operative (ordinary rate)',
  invalid: 'Invalid (20%)',
  inoperative: 'Inoperative, not linked with Aadhaar (20%)',
};

function PanFields() {
  const formik = useFormikContext<PartnerPanRequest>();
  const dispatch = useAppDispatch();
  const onSubmit = useCheckedSubmit(formik, () =>
    dispatch(notify('error', 'The PAN status was not saved. Choose a status.')),
  );
  return (
    <form className="staff-form partner-form" noValidate onSubmit={onSubmit}>
      <FormField as="select" name="status" label="PAN status" required>
        {Object.entries(PAN_STATUS_LABELS).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </FormField>
      <div>
        <SubmitButton label="Save the PAN status" busyLabel="Saving…" />
      </div>
    </form>
  );
}

/**
 * The PAN as staff found it on the Income Tax Department's records, apart from the document review:
 * only an invalid or inoperative PAN takes the higher TDS rate, from the next approval on.
 */
export function PanSection({ partner }: { partner: PartnerResponse }) {
  const dispatch = useAppDispatch();
  const [save] = useSetPartnerPanMutation();
  const { status, checkedAt, checkedBy } = partner.pan;

  async function submit(values: PartnerPanRequest, helpers: FormikHelpers<PartnerPanRequest>) {
    try {
      const saved = await save({ bdeCode: partner.bdeCode, pan: values }).unwrap();
      dispatch(notify('success', `${partner.fullName}: PAN ${saved.status}.`));
    } catch (error) {
      const body = errorBody(error);
      const errors = apiFieldErrors<PartnerPanRequest>(body, ['status']);
      if (Object.keys(errors).length) helpers.setErrors(errors);
      dispatch(
        notify(
          'error',
          isApiErrorBody(body) ? body.title : 'The PAN status was not saved. Please try again.',
        ),
      );
    }
  }

  return (
    <PartnerSection id="partner-pan" title="PAN for TDS">
      <p className="partner-review-state">
        {PAN_STATUS_LABELS[status]}
        {checkedAt && (
          <span>
            {' '}
            · recorded by {checkedBy?.name ?? 'a former staff member'} on{' '}
            <time dateTime={checkedAt}>{formatWhen(checkedAt)}</time>
          </span>
        )}
      </p>
      <p className="staff-hint">
        Check the PAN on the Income Tax Department’s “Verify PAN status” service. Only an invalid or
        inoperative PAN is deducted at 20%; documents waiting for review are not.
      </p>
      <Formik<PartnerPanRequest>
        initialValues={{ status }}
        enableReinitialize
        validationSchema={partnerPanSchema}
        onSubmit={submit}
      >
        <PanFields />
      </Formik>
    </PartnerSection>
  );
}
