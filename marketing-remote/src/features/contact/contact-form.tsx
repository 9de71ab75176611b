import { Formik, type FormikHelpers, type FormikProps } from 'formik';
import { useNavigate } from 'shared/routing/router';
import { errorBody } from 'shared/forms/call-errors';
import { sendOnce } from 'shared/forms/send-once';
import { CONTACT_LIMITS } from 'shared/contract/contact';
import { contactInitialValues, contactSchema, type ContactRequest } from 'shared/contract/contact-schema';
import { MESSAGES } from 'shared/contract/messages';
import { PATHS } from 'shared/contract/route-paths';
import { apiFieldErrors } from 'shared/forms/api-field-errors';
import { useCheckedSubmit } from 'shared/forms/use-checked-submit';
import { notify } from 'shared/notifications/notifications-slice';
import { useAppDispatch } from 'shared/store/hooks';
import { FormField } from 'shared/ui/form-field';
import { PHONE_INPUT, URL_INPUT } from 'shared/ui/input-kinds';
import { SubmitButton } from 'shared/ui/submit-button';
import { RequiredFieldsNote } from 'shared/forms/required-fields-note';
import { useMarketingText } from '../../i18n/marketing-text';

/** A field's name and the most characters the server keeps of it. */
const limited = (name: keyof typeof CONTACT_LIMITS) => ({ name, maxLength: CONTACT_LIMITS[name] });

const FIELDS = Object.keys(contactInitialValues) as Array<keyof ContactRequest>;

/** The contact form, validated with the same schema the API uses. */
export function ContactForm() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  async function onSubmit(values: ContactRequest, helpers: FormikHelpers<ContactRequest>) {
    try {
      const { contactApi } = await import('./contact-api');
      await sendOnce(dispatch(contactApi.endpoints.sendContactMessage.initiate(contactSchema.cast(values))));
      dispatch(notify('success', MESSAGES.contactSent));
      helpers.resetForm();
      navigate(PATHS.clientInfo);
    } catch (error) {
      console.warn('[contact] the message was not sent:', error);
      const fieldErrors = apiFieldErrors<ContactRequest>(errorBody(error), FIELDS);
      if (Object.keys(fieldErrors).length) helpers.setErrors(fieldErrors);
      dispatch(notify('error', MESSAGES.genericError));
    }
  }

  return (
    <Formik initialValues={contactInitialValues} validationSchema={contactSchema} onSubmit={onSubmit}>
      {(formik) => <ContactFormBody formik={formik} />}
    </Formik>
  );
}

function ContactFormBody({ formik }: { formik: FormikProps<ContactRequest> }) {
  const dispatch = useAppDispatch();
  const onSubmit = useCheckedSubmit(formik, () => dispatch(notify('error', MESSAGES.contactInvalid)));
  const t = useMarketingText();
  return (
    <form method="post" className="form" noValidate aria-labelledby="contact-form-title" onSubmit={onSubmit}>
      <h2 id="contact-form-title">{t('Send us a message')}</h2>
      <RequiredFieldsNote />
      <div className="form-row">
        <FormField {...limited('name')} label={t('Your name')} required autoComplete="name" />
        <FormField {...limited('contactNumber')} label={t('Contact number')} required {...PHONE_INPUT} />
      </div>
      <div className="form-row">
        <FormField name="email" label={t('Email')} required type="email" autoComplete="email" />
        <FormField
          {...limited('websiteUrl')}
          label={t('Website (optional)')}
          {...URL_INPUT}
          autoComplete="url"
        />
      </div>
      <FormField {...limited('message')} label={t('How can we help?')} as="textarea" required rows={6} />
      <div>
        <SubmitButton label={t('Send message')} busyLabel={t('Sending…')} />
      </div>
    </form>
  );
}
