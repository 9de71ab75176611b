import { Field, Formik, type FormikHelpers, type FormikProps } from 'formik';
import { useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'shared/routing/router';
import { registeredNextMessage } from 'shared/contract/executive';
import { MESSAGES } from 'shared/contract/messages';
import { ROUTES } from 'shared/contract/routes';
import { useCheckedSubmit } from 'shared/forms/use-checked-submit';
import { notify } from 'shared/notifications/notifications-slice';
import { useAppDispatch } from 'shared/store/hooks';
import { FormField } from 'shared/ui/form-field';
import { PasswordField } from 'shared/ui/password-field';
import type { RegisteredState } from '../sign-in/sign-in-state';
import { AddressFields } from './address-fields';
import { useRegisterBdeMutation } from './bde-register-api';
import { DocumentField, PendingChecks } from './document-field';
import { describeRegisterFailure } from './register-failure';
import {
  FIELD_LABELS,
  FIELD_ORDER,
  initialRegisterValues,
  toRegistrationFormData,
  validateRegistration,
  type RegisterField,
  type RegisterValues,
  type ServerErrors,
} from './register-values';
import { TermsDialog } from './terms-dialog';

const allTouched = Object.fromEntries(FIELD_ORDER.map((field) => [field, true]));

function isoDate(date: Date) {
  return date.toISOString().slice(0, 10);
}
const today = new Date();
const LATEST_DOB = isoDate(
  new Date(Date.UTC(today.getUTCFullYear() - 18, today.getUTCMonth(), today.getUTCDate())),
);
const EARLIEST_DOB = isoDate(
  new Date(Date.UTC(today.getUTCFullYear() - 100, today.getUTCMonth(), today.getUTCDate())),
);

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="bde-register__group">
      <legend>{legend}</legend>
      <div className="bde-register__grid">{children}</div>
    </fieldset>
  );
}

function RegisterFormBody({ formik }: { formik: FormikProps<RegisterValues> }) {
  const dispatch = useAppDispatch();
  const [termsOpen, setTermsOpen] = useState(false);
  const [pendingChecks] = useState(() => new Set<Promise<unknown>>());
  const termsBox = useRef<HTMLInputElement>(null);
  const termsButton = useRef<HTMLButtonElement>(null);

  // Every field touched on submit; when anything is wrong, one message and focus on the first.
  // A file chosen a moment ago may still be being checked: wait, so it is neither lost nor unchecked.
  const onSubmit = useCheckedSubmit(formik, () => dispatch(notify('error', MESSAGES.bdeRegisterInvalid)), {
    settle: () => Promise.all([...pendingChecks]),
  });

  return (
    <PendingChecks value={pendingChecks}>
      <form
        className="bde-register__form"
        noValidate
        onSubmit={onSubmit}
        aria-describedby="bde-register-required"
      >
        <p id="bde-register-required" className="bde-register__required">
          Fields marked <span aria-hidden="true">*</span>
          <span className="visually-hidden">required</span> are required.
        </p>

        <Group legend="Account">
          <FormField
            name="UserName"
            label={FIELD_LABELS.UserName}
            hint="Letters, digits, dots, dashes or underscores."
            autoComplete="username"
            spellCheck={false}
            autoCapitalize="off"
            required
          />
          <PasswordField
            name="Password"
            label={FIELD_LABELS.Password}
            hint="At least 8 characters."
            autoComplete="new-password"
            required
          />
        </Group>

        <Group legend="Personal details">
          <FormField name="FirstName" label={FIELD_LABELS.FirstName} autoComplete="given-name" required />
          <FormField name="LastName" label={FIELD_LABELS.LastName} autoComplete="family-name" required />
          <FormField
            name="MiddleName"
            label={FIELD_LABELS.MiddleName}
            hint="Optional."
            autoComplete="additional-name"
          />
          <FormField
            name="Dob"
            label={FIELD_LABELS.Dob}
            type="date"
            min={EARLIEST_DOB}
            max={LATEST_DOB}
            autoComplete="bday"
            hint="You must be at least 18."
            required
          />
          <FormField
            name="MobileNumber"
            label={FIELD_LABELS.MobileNumber}
            // A text field: the HTML checker allows the national number's autofill name (the
            // number without +91) on text fields only; the numeric keypad still comes up.
            type="text"
            inputMode="numeric"
            autoComplete="tel-national"
            hint="10 digits, without +91."
            required
          />
          <FormField
            name="Email"
            label={FIELD_LABELS.Email}
            type="email"
            inputMode="email"
            autoComplete="email"
            spellCheck={false}
            autoCapitalize="off"
            hint="We write to you here."
            required
          />
        </Group>

        <Group legend="Identity documents">
          <FormField
            name="AadharNumber"
            label={FIELD_LABELS.AadharNumber}
            inputMode="numeric"
            autoComplete="off"
            hint="12 digits. Stored encrypted, shown as XXXX XXXX 1234."
            required
          />
          <DocumentField name="AadharCopy" />
          <FormField
            name="Pannumber"
            label={FIELD_LABELS.Pannumber}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            hint="Like ABCPE1234F. Shown only masked."
            required
          />
          <DocumentField name="PanCopy" />
        </Group>

        <Group legend="Address">
          <AddressFields />
        </Group>

        <Group legend="Referral">
          <FormField
            name="RefferedByBdecode"
            label={FIELD_LABELS.RefferedByBdecode}
            hint="Optional. Your referrer's BDE code: you join their team."
            autoCapitalize="characters"
            spellCheck={false}
          />
          <FormField name="ParentFreelancerId" label={FIELD_LABELS.ParentFreelancerId} hint="Optional." />
        </Group>

        <div className="bde-register__terms">
          <div className="bde-register__checkbox">
            <Field innerRef={termsBox} type="checkbox" name="terms" id="bde-register-terms" />
            <label htmlFor="bde-register-terms">I accept the BDE partner terms</label>
          </div>
          <button
            ref={termsButton}
            type="button"
            className="bde-link-button"
            aria-haspopup="dialog"
            onClick={() => setTermsOpen(true)}
          >
            Read the terms
          </button>
        </div>

        <div className="bde-register__actions">
          <button type="submit" className="button button--primary" disabled={formik.isSubmitting}>
            {formik.isSubmitting ? 'Registering…' : 'Register'}
          </button>
        </div>

        {termsOpen && (
          <TermsDialog
            onAccept={() => {
              void formik.setFieldValue('terms', true);
              setTermsOpen(false);
              termsBox.current?.focus();
            }}
            onClose={() => {
              setTermsOpen(false);
              termsButton.current?.focus();
            }}
          />
        )}
      </form>
    </PendingChecks>
  );
}

/** BDE registration with identity documents, pin-code lookup and terms. */
export function BdeRegisterForm() {
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
      navigate(ROUTES.login.path, { state });
    } catch (error) {
      const { detail, fieldErrors } = describeRegisterFailure(error);
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
