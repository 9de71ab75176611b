import { ValidationError } from 'yup';
import {
  DOCUMENT_FIELDS,
  DOCUMENT_MAX_BYTES,
  documentMessages,
  type DocumentField,
  type DocumentType,
} from 'shared/contract/executive';
import { bdeRegisterSchema, type BdeRegisterFields } from 'shared/contract/executive-schema';

/** A copy chosen in the browser, with the type its first bytes show (null: not a PDF, PNG or JPEG). */
export interface ChosenDocument {
  file: File;
  detectedType: DocumentType | null;
}

/** The typed fields: the schema's own, in its order, all but the terms box. */
export type TextField = Exclude<keyof BdeRegisterFields, 'terms'>;
const TEXT_FIELDS = Object.keys(bdeRegisterSchema.fields).filter(
  (field): field is TextField => field !== 'terms',
);

export type RegisterValues = Record<TextField, string> & { terms: boolean } & Record<
    DocumentField,
    ChosenDocument | null
  >;
export type RegisterField = keyof RegisterValues;

/** How each field is named on the form, and in messages about it. */
export const FIELD_LABELS: Record<RegisterField, string> = {
  UserName: 'User name',
  Password: 'Password',
  FirstName: 'First name',
  MiddleName: 'Middle name',
  LastName: 'Last name',
  MobileNumber: 'Mobile number',
  Email: 'Email',
  AadharNumber: 'Aadhaar number',
  AadharCopy: 'Aadhaar copy',
  Pannumber: 'PAN',
  PanCopy: 'PAN copy',
  Address: 'Address',
  PinCode: 'Pin code',
  Area: 'Area',
  State: 'State',
  District: 'District',
  Dob: 'Date of birth',
  RefferedByBdecode: 'Referred by (BDE code)',
  ParentFreelancerId: 'Parent freelancer ID',
  terms: 'Terms',
};

export const FIELD_ORDER = Object.keys(FIELD_LABELS) as RegisterField[];

export const initialRegisterValues: RegisterValues = {
  ...(Object.fromEntries(TEXT_FIELDS.map((field) => [field, ''])) as Record<TextField, string>),
  terms: false,
  AadharCopy: null,
  PanCopy: null,
};

type RegisterErrors = Partial<Record<RegisterField, string>>;

/** A message the server gave about a field, kept until the field's value changes. */
export type ServerErrors = Partial<Record<RegisterField, { message: string; value: unknown }>>;

function documentError(field: DocumentField, chosen: ChosenDocument | null): string | undefined {
  if (!chosen) return undefined;
  if (chosen.file.size > DOCUMENT_MAX_BYTES) return documentMessages.tooLarge(field);
  if (chosen.file.size === 0) return documentMessages.empty(field);
  if (!chosen.detectedType) return documentMessages.wrongType(field);
  return undefined;
}

/**
 * Validation with the very schema the API uses, plus the file checks and any server verdicts.
 * Asynchronous: the password check loads its dictionaries the first time it runs.
 */
export async function validateRegistration(
  values: RegisterValues,
  serverErrors: ServerErrors = {},
): Promise<RegisterErrors> {
  const errors: RegisterErrors = {};
  const text = Object.fromEntries(TEXT_FIELDS.map((field) => [field, values[field]]));
  try {
    await bdeRegisterSchema.validate({ ...text, terms: values.terms }, { abortEarly: false });
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    for (const issue of error.inner.length ? error.inner : [error]) {
      const field = issue.path as RegisterField | undefined;
      if (field && !errors[field]) errors[field] = issue.message;
    }
  }
  for (const field of DOCUMENT_FIELDS) {
    const message = documentError(field, values[field]);
    if (message) errors[field] = message;
  }
  for (const [field, verdict] of Object.entries(serverErrors) as Array<
    [RegisterField, { message: string; value: unknown }]
  >) {
    if (!errors[field] && values[field] === verdict.value) errors[field] = verdict.message;
  }
  return errors;
}

/** Multipart with every registration field and the two files (when chosen). */
export function toRegistrationFormData(values: RegisterValues): FormData {
  const form = new FormData();
  for (const field of TEXT_FIELDS) form.append(field, values[field]);
  form.append('terms', String(values.terms));
  for (const field of DOCUMENT_FIELDS) {
    const chosen = values[field];
    if (chosen) form.append(field, chosen.file, chosen.file.name);
  }
  return form;
}
