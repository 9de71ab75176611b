import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { VALIDATION_EN, type ValidationKey } from './validation-en';
import { messageKeyOf, validationText } from './validation-message';

/** The texts the schemas gave before they had keys, as the SPEC and the tests pinned them. */
const BEFORE: [ValidationKey, Record<string, number | string>, string][] = [
  ['validation.required', {}, 'This field is required.'],
  ['validation.text.tooLong', { max: 50 }, 'At most 50 characters.'],
  ['validation.text.unsafe', {}, 'Remove control or text-direction characters.'],
  ['validation.email.invalid', {}, 'Please enter a valid email address.'],
  ['validation.email.tooLong', { max: 254 }, 'An email address can be at most 254 characters.'],
  ['validation.email.localTooLong', { max: 64 }, 'The part before @ can be at most 64 characters.'],
  ['validation.password.tooShort', { min: 8 }, 'Password must be at least 8 characters.'],
  [
    'validation.password.tooCommon',
    {},
    'Password is too common or easy to guess. Use a longer passphrase that is not a known password, your name or your email.',
  ],
  [
    'validation.password.currentRequired',
    {},
    'Enter your current password to change your email or password.',
  ],
  ['validation.password.currentWrong', {}, 'Your current password is not correct.'],
  ['validation.userName.characters', {}, 'Use letters, digits, dots, dashes or underscores only.'],
  ['validation.login.userNameOrEmail', {}, 'Give your user name or email address.'],
  ['validation.mobile.tooShort', { digits: 10 }, 'Mobile number must be at least 10 digits.'],
  ['validation.mobile.tooLong', { digits: 10 }, 'Mobile number cannot exceed 10 digits.'],
  ['validation.mobile.notDigits', {}, 'Mobile number must contain only digits.'],
  ['validation.aadhar.tooShort', { digits: 12 }, 'Aadhar number must be at least 12 digits.'],
  ['validation.aadhar.tooLong', { digits: 12 }, 'Aadhar number cannot exceed 12 digits.'],
  ['validation.aadhar.notDigits', {}, 'Aadhar number must contain only digits.'],
  ['validation.aadhar.invalid', {}, 'Enter a valid Aadhar number.'],
  ['validation.pan.format', {}, 'PAN must look like ABCPE1234F.'],
  [
    'validation.pan.holderType',
    {},
    'The fourth letter of a PAN must be one of P, C, H, F, A, T, B, L, J or G.',
  ],
  ['validation.pinCode.format', { digits: 6 }, 'Pin code must be 6 digits.'],
  ['validation.state.supported', {}, 'Choose one of the supported states.'],
  ['validation.dob.invalid', {}, 'Enter a real date of birth.'],
  ['validation.dob.minAge', { min: 18 }, 'You must be at least 18 years old.'],
  ['validation.terms.accept', {}, 'Accept the BDE partner terms and the privacy notice to register.'],
  ['validation.phone.invalid', {}, 'Please enter a valid phone number.'],
  [
    'validation.passwordReset.badLink',
    {},
    'This reset link has expired or was already used. Ask for a new one.',
  ],
  [
    'validation.newsletter.badConfirmLink',
    {},
    'This confirmation link has expired or was already used. Subscribe again to get a new one.',
  ],
  ['validation.registration.userNameTaken', {}, 'This user name is already taken.'],
  ['validation.registration.emailTaken', {}, 'This email is already registered.'],
  ['validation.registration.aadharTaken', {}, 'This Aadhaar number is already registered.'],
  ['validation.registration.panTaken', {}, 'This PAN is already registered.'],
  [
    'validation.registration.unknownReferral',
    {},
    'No BDE has this code. Check it with the person who referred you.',
  ],
  ['validation.registration.districtNotInState', { state: 'Telangana' }, 'Choose a district of Telangana.'],
  ['validation.registration.fileTooLarge', { size: '2 MB' }, 'A document is larger than 2 MB.'],
  ['validation.registration.fileWrongType', {}, 'Documents must be PDF, PNG or JPEG files.'],
  [
    'validation.newsletter.badUnsubscribeLink',
    {},
    'This unsubscribe link is not valid, or the address has already left the list.',
  ],
];

/** Every source file under `dir` outside the tests. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

// The schemas live in shared; the checks only the server makes (a user name taken) in the API.
const usedKeys = new Set(
  [join(__dirname, '..'), join(__dirname, '../../api/src')]
    .flatMap(sources)
    .filter((path) => !path.endsWith('validation-en.ts'))
    .flatMap((path) => [...readFileSync(path, 'utf8').matchAll(/'(validation\.[\w.]+)'/g)].map((m) => m[1])),
);

describe('the English validation messages', () => {
  it('give exactly the texts the schemas gave before they had keys, for every key', () => {
    expect(BEFORE.map(([key]) => key).sort()).toEqual(Object.keys(VALIDATION_EN).sort());
    for (const [key, values, text] of BEFORE) expect(validationText(key, values)).toBe(text);
  });

  it('has every key the shared code uses, and uses every key it has', () => {
    expect([...usedKeys].filter((key) => !(key in VALIDATION_EN))).toEqual([]);
    expect(Object.keys(VALIDATION_EN).filter((key) => !usedKeys.has(key))).toEqual([]);
  });

  it('finds the key and the values of each message again from its English text', () => {
    for (const [key, values, text] of BEFORE) {
      const asText = Object.fromEntries(Object.entries(values).map(([name, value]) => [name, String(value)]));
      expect(messageKeyOf(text)).toEqual({ key, values: asText });
    }
  });

  it('finds no key for a text that is not one of its messages', () => {
    expect(messageKeyOf('This UTR is already recorded for another payout.')).toBeUndefined();
    expect(messageKeyOf('At most 50 characters')).toBeUndefined();
  });

  it('refuses to make a message without the values its text needs', () => {
    expect(() => validationText('validation.text.tooLong')).toThrow('{{max}}');
  });
});
