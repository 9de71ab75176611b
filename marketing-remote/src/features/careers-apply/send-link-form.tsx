import { Formik, type FormikHelpers, type FormikProps } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { errorBody, errorStatus } from 'shared/forms/call-errors';
import {
  applicationLinkRequestSchema,
  type ApplicationLinkRequest,
} from 'shared/contract/job-application-schema';
import { MESSAGES } from 'shared/contract/messages';
import { apiFieldErrors } from 'shared/forms/api-field-errors';
import { useCheckedSubmit } from 'shared/forms/use-checked-submit';
import { FormField } from 'shared/ui/form-field';
import { EMAIL_INPUT } from 'shared/ui/input-kinds';
import { SubmitButton } from 'shared/ui/submit-button';
import { useMarketingText } from '../../i18n/marketing-text';
import { useSendApplicationLinksMutation } from './application-api';

export const SEND_LINK_FAILED = 'We could not reach our server just now. Please try again.';

const initialValues: ApplicationLinkRequest = { email: '' };

function SendLinkBody({
  formik,
  problem,
}: {
  formik: FormikProps<ApplicationLinkRequest>;
  problem: string | null;
}) {
  const onSubmit = useCheckedSubmit(formik, () => undefined);
  const t = useMarketingText();
  return (
    <form
      method="post"
      className="form application-send-link"
      noValidate
      aria-labelledby="send-link-title"
      onSubmit={onSubmit}
    >
      <h3 id="send-link-title">{t('Send me my link again')}</h3>
      <p>
        {t(
          'Give the email address you applied with. If it has applied to one of our openings, we email it the private link to each application, and to no other address.',
        )}
      </p>
      <FormField name="email" label={t('Email')} required autoComplete="email" {...EMAIL_INPUT} />
      {problem && <p role="alert">{t(problem)}</p>}
      <div>
        <SubmitButton label={t('Send my link')} busyLabel={t('Sending…')} />
      </div>
    </form>
  );
}

/**
 * Asks for the private links of an address's applications to be emailed to it again. The answer
 * is the same whatever the address, so the page says only what the server said.
 */
export function SendLinkForm() {
  const [sendLinks] = useSendApplicationLinksMutation();
  const [sent, setSent] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const done = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (sent) done.current?.focus();
  }, [sent]);

  async function submit(values: ApplicationLinkRequest, helpers: FormikHelpers<ApplicationLinkRequest>) {
    setProblem(null);
    try {
      const { message } = await sendLinks(applicationLinkRequestSchema.cast(values)).unwrap();
      setSent(message);
    } catch (error) {
      const fieldErrors = apiFieldErrors<ApplicationLinkRequest>(errorBody(error), ['email']);
      if (Object.keys(fieldErrors).length) helpers.setErrors(fieldErrors);
      else setProblem(errorStatus(error) === 429 ? MESSAGES.tooManyAttempts : SEND_LINK_FAILED);
    }
  }

  if (sent) {
    return (
      <p role="status" ref={done} tabIndex={-1}>
        {sent}
      </p>
    );
  }
  return (
    <Formik initialValues={initialValues} validationSchema={applicationLinkRequestSchema} onSubmit={submit}>
      {(formik) => <SendLinkBody formik={formik} problem={problem} />}
    </Formik>
  );
}
