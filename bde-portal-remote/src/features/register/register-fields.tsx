import type { InputHTMLAttributes } from 'react';
import { DOCUMENT_FIELDS, type DocumentField as DocumentFieldName } from 'shared/contract/executive';
import { FormField } from 'shared/ui/form-field';
import { AS_TYPED, EMAIL_INPUT } from 'shared/ui/input-kinds';
import { PasswordField } from 'shared/ui/password-field';
import { useBdeText } from '../../i18n/bde-text';
import { AddressFields } from './address-fields';
import { DocumentField } from './document-field';
import { FIELD_LABELS, type TextField } from './register-values';

const today = new Date();
const isoDate = (date: Date) => date.toISOString().slice(0, 10);
const yearsAgo = (years: number) =>
  isoDate(new Date(Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate())));

type InputSpec = InputHTMLAttributes<HTMLInputElement> & { hint?: string; required?: boolean };

/**
 * How each one-line field of the registration is typed: its hint (in English, the key of its
 * translation), autofill name, keyboard and bounds.
 */
const INPUTS: Partial<Record<TextField, InputSpec>> = {
  UserName: {
    hint: 'Letters, digits, dots, dashes or underscores.',
    autoComplete: 'username',
    ...AS_TYPED,
    required: true,
  },
  FirstName: { autoComplete: 'given-name', required: true },
  LastName: { autoComplete: 'family-name', required: true },
  MiddleName: { hint: 'Optional.', autoComplete: 'additional-name' },
  Dob: {
    type: 'date',
    min: yearsAgo(100),
    max: yearsAgo(18),
    autoComplete: 'bday',
    hint: 'You must be at least 18.',
    required: true,
  },
  MobileNumber: {
    // A text field: the HTML checker allows the national number's autofill name (the
    // number without +91) on text fields only; the numeric keypad still comes up.
    type: 'text',
    inputMode: 'numeric',
    autoComplete: 'tel-national',
    hint: '10 digits, without +91.',
    required: true,
  },
  Email: { ...EMAIL_INPUT, autoComplete: 'email', hint: 'We write to you here.', required: true },
  AadharNumber: {
    inputMode: 'numeric',
    autoComplete: 'off',
    hint: '12 digits. Stored encrypted, shown as XXXX XXXX 1234.',
    required: true,
  },
  Pannumber: {
    autoComplete: 'off',
    autoCapitalize: 'characters',
    spellCheck: false,
    hint: 'Like ABCPE1234F. Shown only masked.',
    required: true,
  },
  RefferedByBdecode: {
    hint: "Optional. Your referrer's BDE code: you join their team.",
    autoCapitalize: 'characters',
    spellCheck: false,
  },
  ParentFreelancerId: { hint: 'Optional.' },
};

/** A field by its name; `Address` stands for the whole address block (pin code, area, state, district). */
type FormPart = TextField | DocumentFieldName;

const GROUPS: Array<{ legend: string; fields: FormPart[] }> = [
  { legend: 'Account', fields: ['UserName', 'Password'] },
  {
    legend: 'Personal details',
    fields: ['FirstName', 'LastName', 'MiddleName', 'Dob', 'MobileNumber', 'Email'],
  },
  { legend: 'Identity documents', fields: ['AadharNumber', 'AadharCopy', 'Pannumber', 'PanCopy'] },
  { legend: 'Address', fields: ['Address'] },
  { legend: 'Referral', fields: ['RefferedByBdecode', 'ParentFreelancerId'] },
];

const isDocument = (name: FormPart): name is DocumentFieldName =>
  (DOCUMENT_FIELDS as readonly string[]).includes(name);

function RegisterFormField({ name }: { name: FormPart }) {
  const t = useBdeText();
  if (isDocument(name)) return <DocumentField name={name} />;
  if (name === 'Address') return <AddressFields />;
  if (name === 'Password') {
    return (
      <PasswordField
        name="Password"
        label={t(FIELD_LABELS.Password)}
        hint={t('At least 8 characters.')}
        autoComplete="new-password"
        required
      />
    );
  }
  const { hint, ...input }: InputSpec = INPUTS[name] ?? {};
  return <FormField name={name} label={t(FIELD_LABELS[name])} hint={hint && t(hint)} {...input} />;
}

/** The registration's fields in their groups, each group a fieldset with its legend. */
export function RegisterFieldGroups() {
  const t = useBdeText();
  return GROUPS.map(({ legend, fields }) => (
    <fieldset key={legend} className="bde-register__group">
      <legend>{t(legend)}</legend>
      <div className="bde-register__grid">
        {fields.map((name) => (
          <RegisterFormField key={name} name={name} />
        ))}
      </div>
    </fieldset>
  ));
}
