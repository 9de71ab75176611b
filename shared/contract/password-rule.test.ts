import { ValidationError } from 'yup';
import { MESSAGES } from './messages';
import { passwordResetSchema } from './password-reset-schema';
import { isEasyToGuess, PASSWORD_TOO_COMMON, wordsOf } from './password-rule';
import { staffLoginSchema, staffSetupSchema } from './staff-account-schema';
import { bdeLoginSchema } from './executive-schema';
import { userLoginSchema, userSignUpSchema, userUpdateSchema } from './user-schema';

test.each([
  'password123',
  'Password@123',
  'P@ssw0rd!',
  'iloveyou12',
  'qwertyuiop',
  '12345678',
  'abcdefgh',
  'Welcome@123',
  'Summer2024!',
  'Monkey12345',
])('the common or breached %s is easy to guess', async (password) => {
  expect(await isEasyToGuess(password)).toBe(true);
});

test.each(['correct horse battery', 'a long passphrase', 'Tq7#mW2z', 'Very-Secret-Passphrase-1'])(
  '%s is not',
  async (password) => {
    expect(await isEasyToGuess(password)).toBe(false);
  },
);

test('the site’s own name and city count as expected words', async () => {
  expect(await isEasyToGuess('DeccanStack2024')).toBe(true);
  expect(await isEasyToGuess('Hyderabad@123')).toBe(true);
});

test('so do the person’s own details, given as the fields they typed', async () => {
  expect(await isEasyToGuess('meenaiyer2024')).toBe(false);
  expect(await isEasyToGuess('meenaiyer2024', ['meena.iyer@example.com'])).toBe(true);
  expect(await isEasyToGuess('MeenaIyer!77')).toBe(false);
  expect(await isEasyToGuess('MeenaIyer!77', ['Meena Iyer'])).toBe(true);
});

test('a long password is judged by its first 32 characters, which bounds the work it causes', async () => {
  expect(await isEasyToGuess('password'.repeat(16))).toBe(true);
  expect(await isEasyToGuess(`${'password'.repeat(4)}Tq7#mW2z-k9!Lr4@`)).toBe(true);
  expect(await isEasyToGuess(`a long passphrase, well chosen${'1'.repeat(98)}`)).toBe(false);
});

test('wordsOf takes each value whole, run together and in pieces, each side of an email’s @', () => {
  expect(wordsOf(['Asha Rao', 'a.rao@example.com', '1990-05-14', undefined, 42])).toEqual([
    'asha rao',
    'asharao',
    'asha',
    'rao',
    'a.rao@example.com',
    'araoexamplecom',
    'example',
    'com',
    'a.rao',
    'arao',
    'example.com',
    'examplecom',
    '1990-05-14',
    '19900514',
    '1990',
  ]);
});

async function errorsOf(validate: () => Promise<unknown>): Promise<Record<string, string[]>> {
  try {
    await validate();
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: Record<string, string[]> = {};
    for (const issue of error.inner) (errors[issue.path ?? ''] ??= []).push(issue.message);
    return errors;
  }
}

test('every schema that sets a password refuses a common one, naming the field, and only once', async () => {
  const options = { abortEarly: false };
  const weak = 'Password@123';
  const signUp = { Name: 'Asha Rao', EmailAddress: 'asha@example.com', Password: weak };
  expect(await errorsOf(() => userSignUpSchema.validate(signUp, options))).toEqual({
    Password: [PASSWORD_TOO_COMMON],
  });
  expect(await errorsOf(() => userUpdateSchema.validate(signUp, options))).toEqual({
    Password: [PASSWORD_TOO_COMMON],
  });
  const setup = { password: weak, confirmPassword: weak, code: '123456' };
  expect(await errorsOf(() => staffSetupSchema.validate(setup, options))).toEqual({
    password: [PASSWORD_TOO_COMMON],
  });
  expect(await errorsOf(() => passwordResetSchema.validate({ token: 't', password: weak }, options))).toEqual(
    {
      password: [PASSWORD_TOO_COMMON],
    },
  );
});

test('a password too short gets the length message alone', async () => {
  const signUp = { Name: 'Asha Rao', EmailAddress: 'asha@example.com', Password: 'abc123' };
  expect(await errorsOf(() => userSignUpSchema.validate(signUp, { abortEarly: false }))).toEqual({
    Password: [MESSAGES.passwordTooShort],
  });
});

test('an unchanged password (left empty) on the profile is not checked', async () => {
  const update = { Name: 'Asha Rao', EmailAddress: 'asha@example.com', Password: '' };
  expect(await errorsOf(() => userUpdateSchema.validate(update, { abortEarly: false }))).toEqual({});
});

test('sign-in never applies the rule: it would say something about the account', async () => {
  const options = { abortEarly: false };
  const weak = 'password123';
  expect(
    await errorsOf(() =>
      userLoginSchema.validate({ EmailAddress: 'a@example.com', Password: weak }, options),
    ),
  ).toEqual({});
  expect(
    await errorsOf(() => bdeLoginSchema.validate({ userName: 'kiran', password: weak }, options)),
  ).toEqual({});
  expect(
    await errorsOf(() =>
      staffLoginSchema.validate({ email: 'a@example.com', password: weak, code: '123456' }, options),
    ),
  ).toEqual({});
});
