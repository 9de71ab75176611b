import { Formik, useFormikContext, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { MAX_CANARY_PERCENT, MIN_CANARY_PERCENT, RELEASE_REMOTE_LABELS } from 'shared/contract/releases';
import { canaryFormSchema, type CanaryFormValues } from 'shared/contract/releases-schema';
import type { RemoteReleaseState } from 'shared/contract/staff-release-responses';
import { useCheckedSubmit } from 'shared/forms/use-checked-submit';
import { notify } from 'shared/notifications/notifications-slice';
import { useAppDispatch } from 'shared/store/hooks';
import { FormField } from 'shared/ui/form-field';
import { SubmitButton } from 'shared/ui/submit-button';
import { refusedForm } from '../../app/refused-form';
import { FormProblem } from '../../ui/form-problem';
import { useStartCanaryMutation } from './remote-releases-api';

const WORDS = {
  invalid: 'The canary was not started. Check the fields marked.',
  failed: 'The canary was not started. Check your connection and try again.',
};

function Fields({ remote, problem }: { remote: RemoteReleaseState; problem: string | null }) {
  const formik = useFormikContext<CanaryFormValues>();
  const onSubmit = useCheckedSubmit(formik, () => undefined);
  const titleId = `canary-${remote.remote}`;
  const choices = remote.releases.filter((release) => release.name !== remote.stable);
  return (
    <form className="staff-form releases-form" aria-labelledby={titleId} noValidate onSubmit={onSubmit}>
      <h3 id={titleId}>
        {remote.canary ? 'Change the canary' : 'Start a canary'}
        <span className="visually-hidden"> of {RELEASE_REMOTE_LABELS[remote.remote]}</span>
      </h3>
      <FormField as="select" name="release" label="Release" required>
        <option value="">Choose a release</option>
        {choices.map((release) => (
          <option key={release.name} value={release.name}>
            {release.name}
          </option>
        ))}
      </FormField>
      <FormField
        name="percent"
        label="Share of visitors, %"
        hint={`A whole number from ${MIN_CANARY_PERCENT} to ${MAX_CANARY_PERCENT}. Raising it keeps everyone already in the canary there.`}
        inputMode="numeric"
        autoComplete="off"
        required
      />
      <FormProblem problem={problem} />
      <div>
        <SubmitButton label={remote.canary ? 'Change the canary' : 'Start the canary'} busyLabel="Saving…" />
      </div>
    </form>
  );
}

/** A canary of a published release for a share of visitors, replacing the state the list showed. */
export function CanaryForm({ remote }: { remote: RemoteReleaseState }) {
  const dispatch = useAppDispatch();
  const [start] = useStartCanaryMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const initial: CanaryFormValues = {
    release: remote.canary ?? '',
    percent: remote.percent ? String(remote.percent) : '',
  };
  async function submit(values: CanaryFormValues, helpers: FormikHelpers<CanaryFormValues>) {
    setProblem(null);
    try {
      const percent = Number(values.percent.trim());
      await start({
        remote: remote.remote,
        release: values.release,
        percent,
        expect: remote.version,
      }).unwrap();
      dispatch(notify('success', `${values.release} is the canary for ${percent}% of visitors.`));
    } catch (error) {
      setProblem(refusedForm(error, ['release', 'percent'], helpers, WORDS));
    }
  }
  return (
    <Formik<CanaryFormValues>
      initialValues={initial}
      enableReinitialize
      validationSchema={canaryFormSchema}
      onSubmit={submit}
    >
      <Fields remote={remote} problem={problem} />
    </Formik>
  );
}
