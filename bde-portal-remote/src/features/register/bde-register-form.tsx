import { Field, Formik, type FormikHelpers, type FormikProps } from 'formik';
import { useRef, useState } from 'react';
import { useNavigate } from 'shared/routing/router';
import { registeredNextMessage } from 'shared/contract/executive';
import { MESSAGES } from 'shared/contract/messages';
import { PATHS } from 'shared/contract/route-paths';
import { useCheckedSubmit } from 'shared/forms/use-checked-submit';
import { PendingFileChecks } from 'shared/forms/file-field';
import { useMessageText } from 'shared/forms/use-message-text';
import { notify } from 'shared/notifications/notifications-slice';
import { useAppDispatch } from 'shared/store/hooks';
import { useBdeText } from '../../i18n/bde-text';
import { richText } from 'shared/i18n/rich-text';
import type { RegisteredState } from '../sign-in/sign-in-state';
import { useRegisterBdeMutation } from './bde-register-api';
import { describeRegisterFailure } from './register-failure';
import { RegisterFieldGroups } from './register-fields';
import { ReferrerFill } from './referrer-fill';
import {
  FIELD_ORDER,
  initialRegisterValues,
  toRegistrationFormData,
  validateRegistration,
  type RegisterField,
  type RegisterValues,
  type ServerErrors,
} from './register-values';
import { NewTabLink } from './new-tab-link';
import { TermsDialog } from './terms-dialog';
import { closeThenFocus } from 'shared/ui/modal-dialog';
import { SubmitButton } from 'shared/ui/submit-button';
import { RequiredFieldsNote } from 'shared/forms/required-fields-note';

const allTouched = Object.fromEntries(FIELD_ORDER.map((field) => [field, true]));

function RegisterFormBody({ formik }: { formik: FormikProps<RegisterValues> }) {
  const t = useBdeText();
  const dispatch = useAppDispatch();
  const [termsOpen, setTermsOpen] = useState(false);
  const [pendingChecks] = useState(() => new Set<Promise<unknown>>());
  const termsBox = useRef<HTMLInputElement>(null);
  const shown = useMessageText();
  const termsError = formik.touched.terms && formik.errors.terms ? formik.errors.terms : undefined;

  // Every field touched on submit; when anything is wrong, one message and focus on the first.
  // A file chosen a moment ago may still be being checked: wait, so it is neither lost nor unchecked.
  const onSubmit = useCheckedSubmit(formik, () => dispatch(notify('error', MESSAGES.bdeRegisterInvalid)), {
    settle: () => Promise.all([...pendingChecks]),
  });

  return (
    <PendingFileChecks value={pendingChecks}>
      <form
        method="post"
        className="bde-register__form"
        noValidate
        onSubmit={onSubmit}
        aria-describedby="bde-register-required"
      >
        <RequiredFieldsNote id="bde-register-required" className="bde-register__required" />

        <RegisterFieldGroups />
        <ReferrerFill />

        <div className="bde-register__terms">
          <div className="bde-register__checkbox">
            <Field
              innerRef={termsBox}
              type="checkbox"
              name="terms"
              id="bde-register-terms"
              aria-invalid={termsError ? true : undefined}
              aria-describedby={termsError ? 'bde-register-terms-error' : undefined}
            />
            <label htmlFor="bde-register-terms">
              {richText(t, 'I accept the BDE partner terms and the {{privacy}}', {
                privacy: <NewTabLink to={PATHS.privacy}>{t('privacy notice')}</NewTabLink>,
              })}
            </label>
          </div>
          <button
            type="button"
            className="bde-link-button"
            aria-haspopup="dialog"
            onClick={() => setTermsOpen(true)}
          >
            {t('Read the terms')}
          </button>
          {termsError && (
            <p id="bde-register-terms-error" className="field__error">
              {shown(termsError)}
            </p>
          )}
        </div>

        <div className="bde-register__actions">
          <SubmitButton label={t('Register')} busyLabel={t('Registering…')} />
        </div>

        {termsOpen && (
          <TermsDialog
            onAccept={() => {
              void formik.setFieldValue('terms', true);
              closeThenFocus(() => setTermsOpen(false), termsBox.current);
            }}
            onClose={() => setTermsOpen(false)}
          />
        )}
      </form>
    </PendingFileChecks>
  );
}

/** BDE registration with identity documents, pin-code lookup and terms. */
export function BdeRegisterForm() {
  const t = useBdeText();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [register] = useRegisterBdeMutation();
  const [serverErrors, setServerErrors] = useState<ServerErrors>({});

  async function submit(values: RegisterValues, helpers: FormikHelpers<RegisterValues>) {
    try {
      const { bdeCode } = await register(toRegistrationFormData(values)).unwrap();
      dispatch(notify('success', MESSAGES.bdeRegisterSuccess));
      dispatch(notify('info', registeredNextMessage(bdeCode)));
      const state: RegisteredState = { registeredBdeCode: bdeCode, userName: values.UserName.trim() };
      navigate(PATHS.login, { state });
    } catch (error) {
      const { detail, fieldErrors } = describeRegisterFailure(error, t);
      dispatch(notify('error', MESSAGES.bdeRegisterFailed));
      dispatch(notify('error', detail));
      const verdicts: ServerErrors = {};
      for (const [field, message] of Object.entries(fieldErrors) as Array<[RegisterField, string]>) {
        verdicts[field] = { message, value: values[field] };
      }
      setServerErrors(verdicts);
      helpers.setErrors(fieldErrors);
      await helpers.setTouched({ ...allTouched }, false);
    }
  }

  return (
    <Formik<RegisterValues>
      initialValues={initialRegisterValues}
      validate={(values) => validateRegistration(values, serverErrors)}
      onSubmit={submit}
    >
      {(formik) => <RegisterFormBody formik={formik} />}
    </Formik>
  );
}
