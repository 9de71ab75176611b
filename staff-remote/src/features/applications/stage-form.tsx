import { Formik, useFormikContext, type FormikHelpers } from 'formik';
import { APPLICATION_STAGES, APPLICATION_STAGE_LABELS, type ApplicationStage } from 'shared/contract/careers';
import type { ApplicationDetailResponse } from 'shared/contract/staff-application-responses';
import {
  NOT_SELECTED_REASON_MAX_LENGTH,
  applicationStageSchema,
  type ApplicationStageRequest,
} from 'shared/contract/staff-application-schema';
import { useCheckedSubmit } from 'shared/forms/use-checked-submit';
import { notify } from 'shared/notifications/notifications-slice';
import { useAppDispatch } from 'shared/store/hooks';
import { FormField } from 'shared/ui/form-field';
import { SubmitButton } from 'shared/ui/submit-button';
import { refusedForm } from '../../app/refused-form';
import { useMoveApplicationMutation } from './applications-api';
import { schemaErrors } from './schema-errors';

interface Values {
  stage: ApplicationStage;
  reason: string;
}

/** What is sent: the reason only with Not selected. */
const changeOf = ({ stage, reason }: Values): ApplicationStageRequest =>
  stage === 'not selected' ? { stage, reason } : { stage };

const WORDS = {
  invalid: 'The stage was not changed. Check the fields marked.',
  failed: 'The stage was not changed. Check your connection and try again.',
};

function StageFields() {
  const formik = useFormikContext<Values>();
  const dispatch = useAppDispatch();
  const onSubmit = useCheckedSubmit(formik, () => dispatch(notify('error', WORDS.invalid)));
  return (
    <form className="inbox-form" noValidate onSubmit={onSubmit}>
      <FormField as="select" name="stage" label="Stage">
        {APPLICATION_STAGES.map((stage) => (
          <option key={stage} value={stage}>
            {APPLICATION_STAGE_LABELS[stage]}
          </option>
        ))}
      </FormField>
      {formik.values.stage === 'not selected' && (
        <FormField
          as="textarea"
          name="reason"
          label="Why not selected"
          hint="Only staff see this. It is never sent to the candidate."
          rows={3}
          maxLength={NOT_SELECTED_REASON_MAX_LENGTH}
          required
        />
      )}
      <div className="inbox-form__actions">
        <SubmitButton label="Save the stage" busyLabel="Saving…" />
      </div>
    </form>
  );
}

/** The application's stage; Not selected asks for the reason, kept for staff alone. */
export function StageForm({ application }: { application: ApplicationDetailResponse }) {
  const dispatch = useAppDispatch();
  const [move] = useMoveApplicationMutation();
  const initialValues: Values = { stage: application.stage, reason: application.notSelectedReason ?? '' };

  async function submit(values: Values, helpers: FormikHelpers<Values>) {
    const change = applicationStageSchema.cast(changeOf(values)) as ApplicationStageRequest;
    if (change.stage === initialValues.stage && (change.reason ?? '') === initialValues.reason) {
      dispatch(notify('info', 'Nothing to save: the stage is as it was.'));
      return;
    }
    try {
      await move({ applicationId: application.id, change }).unwrap();
      dispatch(notify('success', `Moved to ${APPLICATION_STAGE_LABELS[change.stage as ApplicationStage]}.`));
    } catch (error) {
      dispatch(notify('error', refusedForm(error, ['stage', 'reason'], helpers, WORDS)));
    }
  }

  return (
    <Formik<Values>
      initialValues={initialValues}
      enableReinitialize
      validate={(values) => schemaErrors(applicationStageSchema, changeOf(values))}
      onSubmit={submit}
    >
      <StageFields />
    </Formik>
  );
}
