import { ACCEPT_TERMS_MESSAGE } from './privacy-notice';
import { boolean, object, string, type InferType } from 'yup';
import { emailField } from './email';
import {
  AADHAR_DIGITS,
  MAX_BDE_AGE,
  MIN_BDE_AGE,
  MOBILE_DIGITS,
  PAN_MESSAGES,
  PAN_PATTERN,
  PAN_SHAPE,
  parseIsoDate,
} from './executive';
import { digitsField, optionalText, requiredText } from './fields';
import { AADHAR_INVALID, isValidAadhar } from './identity-numbers';
import { MESSAGES } from './messages';
import { PIN_CODE_LENGTH, SUPPORTED_STATES } from './states';
import { newPasswordField } from './user-schema';

export const bdeLoginSchema = object({
  userName: requiredText(50),
  password: string().required(MESSAGES.required).max(128),
}).noUnknown();

function ageOn(dob: Date, today: Date): number {
  let age = today.getUTCFullYear() - dob.getUTCFullYear();
  const beforeBirthday =
    today.getUTCMonth() < dob.getUTCMonth() ||
    (today.getUTCMonth() === dob.getUTCMonth() && today.getUTCDate() < dob.getUTCDate());
  if (beforeBirthday) age -= 1;
  return age;
}

export const bdeRegisterSchema = object({
  UserName: requiredText(50).matches(/^[A-Za-z0-9._-]*$/, {
    message: 'Use letters, digits, dots, dashes or underscores only.',
    excludeEmptyString: true,
  }),
  Password: newPasswordField([
    'UserName',
    ['FirstName', 'MiddleName', 'LastName'],
    'Email',
    'MobileNumber',
    'Dob',
  ]),
  FirstName: requiredText(50),
  MiddleName: optionalText(50),
  LastName: requiredText(50),
  MobileNumber: digitsField('Mobile number', MOBILE_DIGITS),
  Email: emailField(),
  // The digit-count messages first; a number of the right length must also be one UIDAI could issue.
  AadharNumber: digitsField('Aadhar number', AADHAR_DIGITS).test(
    'aadhar',
    AADHAR_INVALID,
    (value) => !value || !/^\d{12}$/.test(value) || isValidAadhar(value),
  ),
  Pannumber: requiredText(10)
    .uppercase()
    .matches(PAN_SHAPE, { message: PAN_MESSAGES.shape, excludeEmptyString: true })
    .test(
      'pan-holder',
      PAN_MESSAGES.holderType,
      (value) => !value || !PAN_SHAPE.test(value) || PAN_PATTERN.test(value),
    ),
  Address: requiredText(300),
  PinCode: requiredText(PIN_CODE_LENGTH).matches(/^\d{6}$/, {
    message: 'Pin code must be 6 digits.',
    excludeEmptyString: true,
  }),
  Area: requiredText(100),
  State: requiredText(50).oneOf([...SUPPORTED_STATES, ''], 'Choose one of the supported states.'),
  District: requiredText(100),
  Dob: requiredText(10)
    .test('date', 'Enter a real date of birth.', (value) => !value || parseIsoDate(value) !== null)
    .test('adult', `You must be at least ${MIN_BDE_AGE} years old.`, (value) => {
      const dob = value ? parseIsoDate(value) : null;
      if (!dob) return true;
      const age = ageOn(dob, new Date());
      return age >= MIN_BDE_AGE && age <= MAX_BDE_AGE;
    }),
  RefferedByBdecode: optionalText(20),
  ParentFreelancerId: optionalText(50),
  // Checked on the server too: processing identity documents needs the person's consent.
  terms: boolean().default(false).oneOf([true], ACCEPT_TERMS_MESSAGE),
}).noUnknown();

export type BdeLoginRequest = InferType<typeof bdeLoginSchema>;
export type BdeRegisterFields = InferType<typeof bdeRegisterSchema>;
