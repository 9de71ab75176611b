import { Field, Formik, type FormikHelpers } from 'formik';
import { useRef } from 'react';
import { errorBody } from 'shared/forms/call-errors';
import { sendOnce } from 'shared/forms/send-once';
import { selectBdeCode } from 'shared/auth/auth-slice';
import { CLIENT_INFO_LIMITS, CLIENT_SERVICES } from 'shared/contract/client-info';
import { clientInfoInitialValues, type ClientInfoRequest } from 'shared/contract/client-info-schema';
import { MESSAGES } from 'shared/contract/messages';
import { apiFieldErrors } from 'shared/forms/api-field-errors';
import { firstInvalidControl } from 'shared/forms/first-invalid-control';
import { notify } from 'shared/notifications/notifications-slice';
import { useAppDispatch, useAppSelector } from 'shared/store/hooks';
import { FormField } from 'shared/ui/form-field';
import { PHONE_INPUT, URL_INPUT } from 'shared/ui/input-kinds';
import { SubmitButton } from 'shared/ui/submit-button';
import { richText } from 'shared/i18n/rich-text';
import { isOffline, QUEUEABLE_SEND_TIMEOUT_MS } from 'shared/forms/offline';
import { useSubmission } from 'shared/forms/use-submission';
import { useClientFormText } from './client-form-text';
import './client-info-form.css';

type FormValues = Omit<ClientInfoRequest, 'date' | 'bdeCode' | 'cidServices'>;

const { date: _date, bdeCode: _bdeCode, cidServices: _cid, ...initialValues } = clientInfoInitialValues;

/** A field's name and the most characters the server keeps of it. */
const limited = (name: keyof typeof CLIENT_INFO_LIMITS) => ({ name, maxLength: CLIENT_INFO_LIMITS[name] });

/** The request sent: the form's fields, the time of sending and the stored BDE code. */
function toClientInfoRequest(values: FormValues, bdeCode: string | null, now: Date): ClientInfoRequest {
  return {
    ...values,
    date: now.toISOString(),
    bdeCode: bdeCode ?? '',
    cidServices: values.servicesRequired.join(', '),
  };
}

export interface ClientInfoFormProps {
  /** Where it is sent: CLIENT_INFO_PATH, or in the BDE portal the address naming its BDE (clientInfoPathAs). */
  path?: string;
  /**
   * Keeps a form sent without a connection, to go with its Idempotency-Key when the connection returns
   * (the BDE portal's offline queue). Without it, such a form fails like any other.
   */
  whenOffline?: (request: ClientInfoRequest, idempotencyKey: string) => Promise<void>;
  /**
   * Whether the browser may fill in and remember the fields. Off in the BDE portal: a BDE types their
   * clients' details on their own phone, which should neither keep them nor offer the BDE's own.
   */
  autofill?: boolean;
}

/** The client-information form. No validation in the browser; the server bounds it. */
export function ClientInfoForm({ path, whenOffline, autofill = true }: ClientInfoFormProps) {
  const dispatch = useAppDispatch();
  const bdeCode = useAppSelector(selectBdeCode);
  const t = useClientFormText();
  const submission = useSubmission<ClientInfoRequest>();
  const form = useRef<HTMLFormElement>(null);
  const fill = (token: string) => (autofill ? token : 'off');

  async function onSubmit(values: FormValues, helpers: FormikHelpers<FormValues>) {
    const { key, body } = submission.of({ values, bdeCode }, () =>
      toClientInfoRequest(values, bdeCode, new Date()),
    );
    const keep = async () => {
      await whenOffline!(body, key);
      submission.done();
      dispatch(notify('success', t('Saved on this phone. It will be sent when you are back online.')));
      helpers.resetForm();
    };
    try {
      if (whenOffline && isOffline()) return await keep();
      try {
        const { clientInfoApi } = await import('./client-info-api');
        await sendOnce(
          dispatch(
            clientInfoApi.endpoints.sendClientInfo.initiate({
              body,
              idempotencyKey: key,
              path,
              // Kept rather than waited on, where it can be kept.
              timeout: whenOffline ? QUEUEABLE_SEND_TIMEOUT_MS : undefined,
            }),
          ),
        );
      } catch (error) {
        if (whenOffline && isOffline(error)) return await keep();
        throw error;
      }
      submission.done();
      dispatch(notify('success', MESSAGES.clientInfoSaved));
      helpers.resetForm();
    } catch (error) {
      console.warn('[client-info] the form was not saved:', error);
      const fieldErrors = apiFieldErrors<FormValues>(errorBody(error), Object.keys(initialValues));
      if (Object.keys(fieldErrors).length) {
        helpers.setErrors(fieldErrors);
        helpers.setTouched(Object.fromEntries(Object.keys(fieldErrors).map((field) => [field, true])), false);
        // Where to correct, for a keyboard or a screen reader: the first field the server named.
        if (form.current) firstInvalidControl(form.current, fieldErrors)?.focus();
      }
      dispatch(notify('error', MESSAGES.genericError));
    }
  }

  return (
    <Formik initialValues={initialValues} onSubmit={onSubmit}>
      {(formik) => (
        <form
          ref={form}
          autoComplete={autofill ? undefined : 'off'}
          method="post"
          className="form client-form"
          noValidate
          onSubmit={formik.handleSubmit}
          aria-labelledby="client-form-title"
        >
          <h2 id="client-form-title" className="visually-hidden">
            {t('Client information form')}
          </h2>
          <fieldset className="client-form__group">
            <legend>{t('Company')}</legend>
            <div className="form-row">
              <FormField
                {...limited('companyName')}
                label={t('Company name')}
                autoComplete={fill('organization')}
              />
              <FormField {...limited('industryType')} label={t('Industry type')} />
            </div>
            <FormField {...limited('address')} label={t('Address')} as="textarea" rows={3} />
            <FormField {...limited('website')} label={t('Website')} {...URL_INPUT} />
          </fieldset>

          <fieldset className="client-form__group">
            <legend>{t('Contact')}</legend>
            <div className="form-row">
              <FormField
                {...limited('contactPerson')}
                label={t('Contact person')}
                autoComplete={fill('name')}
              />
              <FormField
                {...limited('teamContact')}
                label={t('Role')}
                autoComplete={fill('organization-title')}
              />
            </div>
            <div className="form-row">
              <FormField {...limited('email')} label={t('Email')} type="email" autoComplete={fill('email')} />
              <FormField
                {...limited('mobile')}
                label={t('Mobile')}
                {...PHONE_INPUT}
                autoComplete={fill('tel')}
              />
            </div>
          </fieldset>

          <fieldset className="client-form__group">
            <legend>{t('Services required')}</legend>
            <ul className="service-checklist" role="list">
              {CLIENT_SERVICES.map((service) => {
                const slug = service.name.replace(/\W+/g, '-').toLowerCase();
                const optionsId = `service-options-${slug}`;
                return (
                  <li key={service.name} className="service-checklist__item">
                    <label className="checkbox">
                      <Field
                        type="checkbox"
                        name="servicesRequired"
                        value={service.name}
                        aria-describedby={service.options.length ? optionsId : undefined}
                      />
                      {/* The SPEC's names, the same in every language: marked English for a reader's voice. */}
                      <span id={`service-name-${slug}`} lang="en">
                        {service.name}
                      </span>
                    </label>
                    {service.options.length > 0 && (
                      <ul
                        id={optionsId}
                        className="service-checklist__options"
                        role="list"
                        lang="en"
                        aria-labelledby={`service-name-${slug} service-includes-${slug}`}
                      >
                        {service.options.map((option) => (
                          <li key={option}>{option}</li>
                        ))}
                      </ul>
                    )}
                    {service.options.length > 0 && (
                      <span id={`service-includes-${slug}`} hidden>
                        {t('includes')}
                      </span>
                    )}
                  </li>
                );
              })}
            </ul>
            <FormField {...limited('others')} label={t('Other services or details')} as="textarea" rows={2} />
          </fieldset>

          <fieldset className="client-form__group">
            <legend>{t('Follow-up')}</legend>
            <div className="form-row">
              <FormField name="nextAppointmentDate" label={t('Next appointment date')} type="date" />
              <FormField {...limited('reference')} label={t('Reference')} />
            </div>
            <FormField {...limited('note')} label={t('Note')} as="textarea" rows={4} />
          </fieldset>

          {bdeCode && (
            <p className="client-form__bde">
              {richText(t, 'This lead will be recorded under BDE code {{code}}.', {
                code: <strong>{bdeCode}</strong>,
              })}
            </p>
          )}
          <div>
            <SubmitButton label={t('Submit')} busyLabel={t('Submitting…')} />
          </div>
        </form>
      )}
    </Formik>
  );
}
