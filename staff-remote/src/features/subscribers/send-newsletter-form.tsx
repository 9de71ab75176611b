import { Formik, useFormikContext, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { Link } from 'shared/routing/router';
import {
  newsletterIssueInitialValues,
  newsletterIssueSchema,
  type NewsletterIssueRequest,
} from 'shared/contract/newsletter-subscription-schema';
import { useCheckedSubmit } from 'shared/forms/use-checked-submit';
import { FormField } from 'shared/ui/form-field';
import { SubmitButton } from 'shared/ui/submit-button';
import { refusedForm } from '../../app/refused-form';
import { STAFF_SCREENS } from '../../app/staff-paths';
import { useSendNewsletterMutation } from './subscribers-api';

const INVALID_FORM = 'Check the fields marked below.';
// The request may have reached the server even so: sending again would mail everyone twice.
const SEND_FAILED =
  'We could not tell whether the newsletter was sent. Check the outbox before sending it again.';

function Fields({ problem, onInvalid }: { problem: string | null; onInvalid: () => void }) {
  const formik = useFormikContext<NewsletterIssueRequest>();
  const onSubmit = useCheckedSubmit(formik, onInvalid);
  return (
    <form className="staff-form newsletter-send__form" noValidate onSubmit={onSubmit}>
      <FormField name="subject" label="Subject" autoComplete="off" maxLength={150} required />
      <FormField
        as="textarea"
        name="text"
        label="Text"
        hint="Plain text; a blank line starts a new paragraph. An unsubscribe link is added at the foot."
        rows={8}
        required
      />
      <p className="newsletter-send__problem" role="alert">
        {problem}
      </p>
      <div>
        <SubmitButton label="Send to every confirmed subscriber" busyLabel="Sending…" />
      </div>
    </form>
  );
}

/**
 * Admins: a newsletter to every confirmed subscriber, through the outbox. Each email carries its
 * recipient's own one-click unsubscribe; the sending is audited.
 */
export function SendNewsletterForm() {
  const [send] = useSendNewsletterMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const [queued, setQueued] = useState<number | null>(null);

  async function submit(values: NewsletterIssueRequest, helpers: FormikHelpers<NewsletterIssueRequest>) {
    setProblem(null);
    setQueued(null);
    try {
      const { recipients } = await send(newsletterIssueSchema.cast(values)).unwrap();
      helpers.resetForm();
      setQueued(recipients);
    } catch (error) {
      setProblem(
        refusedForm(error, ['subject', 'text'], helpers, { invalid: INVALID_FORM, failed: SEND_FAILED }),
      );
    }
  }

  return (
    <section className="staff-card newsletter-send" aria-labelledby="newsletter-send-title">
      <h2 id="newsletter-send-title">Send a newsletter</h2>
      <p className="staff-hint">
        It goes at once to every address that confirmed its subscription; addresses waiting for confirmation
        get nothing.
      </p>
      <Formik<NewsletterIssueRequest>
        initialValues={newsletterIssueInitialValues}
        validationSchema={newsletterIssueSchema}
        onSubmit={submit}
      >
        <Fields problem={problem} onInvalid={() => setProblem(INVALID_FORM)} />
      </Formik>
      <div role="status">
        {queued !== null && (
          <p className="newsletter-send__done">
            {queued === 0
              ? 'Nobody has confirmed a subscription yet, so nothing was sent.'
              : `Queued for ${queued} confirmed ${queued === 1 ? 'subscriber' : 'subscribers'}.`}{' '}
            {queued > 0 && <Link to={STAFF_SCREENS.outbox}>See them in the outbox</Link>}
          </p>
        )}
      </div>
    </section>
  );
}
