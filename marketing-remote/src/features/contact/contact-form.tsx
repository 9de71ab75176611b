import { Formik, type FormikHelpers } from 'formik';
import { useNavigate } from 'shared/routing/router';
import { errorBody } from 'shared/api/call-errors';
import { sendOnce } from 'shared/api/send-once';
import { isApiErrorBody } from 'shared/contract/api-error';
import { CONTACT_LIMITS } from 'shared/contract/contact';
import { contactInitialValues, contactSchema, type ContactRequest } from 'shared/contract/contact-schema';
import { MESSAGES } from 'shared/contract/messages';
import { ROUTES } from 'shared/contract/routes';
import { notify } from 'shared/notifications/notifications-slice';
import { useAppDispatch } from 'shared/store/hooks';
import { FormField } from 'shared/ui/form-field';
import { useHydrated } from 'shared/ui/use-hydrated';

const FIELDS = Object.keys(contactInitialValues) as Array<keyof ContactRequest>;

/** Puts focus on the first field with an error, so keyboard and screen-reader users land on it. */
function focusFirstInvalid(form: HTMLFormElement | null) {
  form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}

/** The API's per-field messages, for the fields this form has. */
function serverFieldErrors(error: unknown): Partial<Record<keyof ContactRequest, string>> {
  const body = errorBody(error);
  if (!isApiErrorBody(body) || !body.errors) return {};
  const errors: Partial<Record<keyof ContactRequest, string>> = {};
  for (const field of FIELDS) {
    const messages = body.errors[field];
    if (messages?.length) errors[field] = messages[0];
  }
  return errors;
}

/** SPEC §3/§5/§8: the contact form, validated with the same schema the API uses. */
export function ContactForm() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const hydrated = useHydrated();

  async function onSubmit(values: ContactRequest, helpers: FormikHelpers<ContactRequest>) {
    try {
      const { contactApi } = await import('./contact-api');
      await sendOnce(dispatch(contactApi.endpoints.sendContactMessage.initiate(contactSchema.cast(values))));
      dispatch(notify('success', MESSAGES.contactSent));
      helpers.resetForm();
      navigate(ROUTES.clientInfo.path);
    } catch (error) {
      console.warn('[contact] the message was not sent:', error);
      const fieldErrors = serverFieldErrors(error);
      if (Object.keys(fieldErrors).length) helpers.setErrors(fieldErrors);
      dispatch(notify('error', MESSAGES.genericError));
    }
  }

  return (
    <Formik initialValues={contactInitialValues} validationSchema={contactSchema} onSubmit={onSubmit}>
      {(formik) => (
        <form
          className="form"
          noValidate
          aria-labelledby="contact-form-title"
          onSubmit={async (event) => {
            event.preventDefault();
            const form = event.currentTarget;
            const errors = await formik.validateForm();
            if (Object.keys(errors).length) {
              formik.setTouched(Object.fromEntries(FIELDS.map((field) => [field, true])), false);
              dispatch(notify('error', MESSAGES.contactInvalid));
              // After React has rendered the messages and aria-invalid.
              setTimeout(() => focusFirstInvalid(form));
              return;
            }
            await formik.submitForm();
          }}
        >
          <h2 id="contact-form-title">Send us a message</h2>
          <p className="field__hint">
            Fields marked <span aria-hidden="true">*</span>
            <span className="visually-hidden">as required</span> are required.
          </p>
          <div className="form-row">
            <FormField
              name="name"
              label="Your name"
              required
              autoComplete="name"
              maxLength={CONTACT_LIMITS.name}
            />
            <FormField
              name="contactNumber"
              label="Contact number"
              required
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              maxLength={CONTACT_LIMITS.contactNumber}
            />
          </div>
          <div className="form-row">
            <FormField name="email" label="Email" required type="email" autoComplete="email" />
            <FormField
              name="websiteUrl"
              label="Website (optional)"
              type="url"
              inputMode="url"
              autoComplete="url"
              maxLength={CONTACT_LIMITS.websiteUrl}
            />
          </div>
          <FormField
            name="message"
            label="How can we help?"
            as="textarea"
            required
            rows={6}
            maxLength={CONTACT_LIMITS.message}
          />
          <div>
            <button
              type="submit"
              className="button button--primary"
              disabled={!hydrated || formik.isSubmitting}
            >
              {formik.isSubmitting ? 'Sending…' : 'Send message'}
            </button>
          </div>
        </form>
      )}
    </Formik>
  );
}
