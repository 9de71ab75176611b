import { Formik, type FormikHelpers, type FormikProps } from 'formik';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { COMPANY } from 'shared/content/company';
import { errorBody, errorStatus } from 'shared/forms/call-errors';
import { isApiErrorBody } from 'shared/contract/api-error';
import { APPLICATION_LIMITS, CAREERS_PATHS } from 'shared/contract/careers';
import { APPLICATION_MESSAGES } from 'shared/contract/job-application';
import type { ApplicationSent } from 'shared/contract/job-application-responses';
import { MESSAGES } from 'shared/contract/messages';
import { apiFieldErrors } from 'shared/forms/api-field-errors';
import { PendingFileChecks } from 'shared/forms/file-field';
import { firstInvalidControl } from 'shared/forms/first-invalid-control';
import { useCheckedSubmit } from 'shared/forms/use-checked-submit';
import { FormField } from 'shared/ui/form-field';
import { EMAIL_INPUT, PHONE_INPUT, URL_INPUT } from 'shared/ui/input-kinds';
import { SubmitButton } from 'shared/ui/submit-button';
import { useMarketingText } from '../../i18n/marketing-text';
import { richText } from 'shared/i18n/rich-text';
import { ApplicationConsents } from './application-consents';
import {
  APPLY_FIELDS,
  initialApplyValues,
  toApplicationBody,
  validateApplication,
  type ApplyValues,
  type ServerResumeError,
} from './apply-values';
import { ResumeField } from './resume-field';
import { UploadProgress } from './upload-progress';
import { uploadWithProgress } from './upload-application';
import './apply-form.css';
import { RequiredFieldsNote } from 'shared/forms/required-fields-note';

export const SEND_FAILED = 'We could not reach our server just now. Please try again.';
export const FORM_INVALID = 'Please correct the fields marked above.';

/** A field's name and the most characters the server keeps of it. */
const limited = (name: 'name' | 'mobile' | 'city' | 'link' | 'note') => ({
  name,
  maxLength: APPLICATION_LIMITS[name],
});

/** What went wrong with a send that the fields do not say. */
function problemOf(error: unknown): string {
  const status = errorStatus(error);
  if (status === 404) return APPLICATION_MESSAGES.noOpening;
  if (status === 410) return APPLICATION_MESSAGES.closed;
  if (status === 429) return MESSAGES.tooManyAttempts;
  const body = errorBody(error);
  if (status && status < 500 && isApiErrorBody(body)) return body.title;
  return SEND_FAILED;
}

interface ApplyFormProps {
  opening: { slug: string; title: string };
}

function ApplyFormBody({
  formik,
  form,
  problem,
  progress,
  onInvalid,
}: {
  formik: FormikProps<ApplyValues>;
  form: RefObject<HTMLFormElement | null>;
  problem: string | null;
  progress: number | null;
  onInvalid: () => void;
}) {
  const [pendingChecks] = useState(() => new Set<Promise<unknown>>());
  const t = useMarketingText();
  const onSubmit = useCheckedSubmit(formik, onInvalid, { settle: () => Promise.all([...pendingChecks]) });
  // "Correct the fields" holds while a field is still wrong.
  const shownProblem = problem === FORM_INVALID && Object.keys(formik.errors).length === 0 ? null : problem;

  // The form appears because the candidate asked for it: they start at its first field.
  useEffect(() => {
    (form.current?.elements.namedItem('name') as HTMLInputElement | null)?.focus();
  }, [form]);

  return (
    <PendingFileChecks value={pendingChecks}>
      <form
        method="post"
        ref={form}
        className="form apply-form"
        noValidate
        onSubmit={onSubmit}
        aria-label={t('Application')}
      >
        <RequiredFieldsNote />
        <div className="form-row">
          <FormField {...limited('name')} label={t('Your name')} required autoComplete="name" />
          <FormField name="email" label={t('Email')} required autoComplete="email" {...EMAIL_INPUT} />
        </div>
        <div className="form-row">
          <FormField {...limited('mobile')} label={t('Mobile number')} required {...PHONE_INPUT} />
          <FormField {...limited('city')} label={t('Current city')} required autoComplete="address-level2" />
        </div>
        <div className="form-row">
          <FormField
            name="experienceYears"
            label={t('Years of experience')}
            required
            inputMode="numeric"
            maxLength={2}
            hint={t('Whole years; 0 if you are a student or new graduate.')}
          />
          <FormField
            {...limited('link')}
            label={t('LinkedIn or portfolio link (optional)')}
            autoComplete="url"
            {...URL_INPUT}
          />
        </div>
        <FormField
          {...limited('note')}
          label={t('Note (optional)')}
          as="textarea"
          rows={4}
          hint={t(
            'Something you have built, with a link to its code if it is public, tells us more than a cover letter.',
          )}
        />
        <ResumeField />
        <ApplicationConsents />
        {shownProblem && (
          <p role="alert" className="apply-form__problem">
            {t(shownProblem)}
          </p>
        )}
        <UploadProgress progress={progress} />
        <div>
          <SubmitButton label={t('Send application')} busyLabel={t('Sending…')} />
        </div>
      </form>
    </PendingFileChecks>
  );
}

/**
 * What the candidate sees once the form is sent: the same whether or not the address had applied to
 * this opening (an application already there is left as it was, and its link emailed again).
 */
function Sent() {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const t = useMarketingText();
  return (
    <div className="apply-sent">
      <h3 ref={heading} tabIndex={-1}>
        {t('Your application is sent')}
      </h3>
      <p>
        {APPLICATION_MESSAGES.received}{' '}
        {t(
          'We reply to every application within a week. If you had already applied to this opening with this email, your application stays as it was and we have emailed you its link again.',
        )}
      </p>
      <p>
        {richText(t, 'No email within a few minutes? Check your spam folder, or write to us at {{email}}.', {
          email: <a href={`mailto:${COMPANY.emails.careers}`}>{COMPANY.emails.careers}</a>,
        })}
      </p>
    </div>
  );
}

/**
 * The application form of an opening, loaded when the candidate asks for it. It checks with the
 * contract's schema as the API does, shows the résumé's upload as it goes, and maps the server's
 * answers to the fields they are about.
 */
export default function ApplyForm({ opening }: ApplyFormProps) {
  const [sent, setSent] = useState<ApplicationSent | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [serverResume, setServerResume] = useState<ServerResumeError>(null);
  const form = useRef<HTMLFormElement>(null);

  async function submit(values: ApplyValues, helpers: FormikHelpers<ApplyValues>) {
    setProblem(null);
    setProgress(0);
    try {
      const answer = await uploadWithProgress<ApplicationSent>(
        CAREERS_PATHS.apply({ slug: opening.slug }),
        toApplicationBody(values),
        (loaded, total) => setProgress(total ? loaded / total : 0),
      );
      setSent(answer);
    } catch (error) {
      const fieldErrors = apiFieldErrors<Record<string, string>>(errorBody(error), APPLY_FIELDS);
      if (Object.keys(fieldErrors).length) {
        if (fieldErrors.resume && values.resume) {
          setServerResume({ file: values.resume.file, message: fieldErrors.resume });
        }
        helpers.setErrors(fieldErrors);
        await helpers.setTouched(Object.fromEntries(APPLY_FIELDS.map((field) => [field, true])), false);
        setProblem(FORM_INVALID);
        if (form.current) firstInvalidControl(form.current, fieldErrors)?.focus();
      } else {
        setProblem(problemOf(error));
      }
    } finally {
      setProgress(null);
    }
  }

  if (sent) return <Sent />;
  return (
    <Formik<ApplyValues>
      initialValues={initialApplyValues}
      validate={(values) => validateApplication(values, serverResume)}
      onSubmit={submit}
    >
      {(formik) => (
        <ApplyFormBody
          formik={formik}
          form={form}
          problem={problem}
          progress={progress}
          onInvalid={() => setProblem(FORM_INVALID)}
        />
      )}
    </Formik>
  );
}
