import { emailField, normaliseEmail } from './email';
import { UNSAFE_TEXT_MESSAGE, requiredText } from './fields';
import { MESSAGES } from './messages';

const emailError = (value: string) =>
  emailField()
    .validate(value)
    .then(() => null)
    .catch((error: { message: string }) => error.message);

test('emails are normalised: NFKC and a lower-case domain; the local part keeps its case', async () => {
  expect(normaliseEmail('  Meena.Iyer@Example.COM ')).toBe('Meena.Iyer@example.com');
  expect(normaliseEmail('ｍｅｅｎａ@ｅｘａｍｐｌｅ.ｃｏｍ')).toBe('meena@example.com');
  expect(await emailField().validate('Ravi@MAIL.Example.IN')).toBe('Ravi@mail.example.in');
});

test.each([
  ['angle brackets', 'a<script>@example.com'],
  ['a double quote', '"a"@example.com'],
  ['a single quote', "o'brien@example.com"],
  ['a control character', 'a\u0007b@example.com'],
  ['a right-to-left override', 'moc.elpmaxe\u202E@evil.com'],
  ['a bidi isolate', 'a\u2066b@example.com'],
])('an email with %s is refused', async (_label, value) => {
  expect(await emailError(value)).toBe(MESSAGES.invalidEmail);
});

test.each([
  ['a control character', 'Ravi\u0000Kumar'],
  ['an escape', 'Ravi\u001b[31mKumar'],
  ['a right-to-left override', 'Ravi\u202EramuK'],
  ['a left-to-right mark', 'Ravi\u200EKumar'],
  ['an Arabic letter mark', 'Al\u061Cice'],
  ['a zero-width space', 'Al\u200Bice'],
  ['an invisible separator', 'Ravi\u2063Kumar'],
])('a name with %s is refused', async (_label, value) => {
  await expect(requiredText(100).validate(value)).rejects.toThrow(UNSAFE_TEXT_MESSAGE);
});

test('ordinary names in Indian scripts and with accents pass', async () => {
  for (const name of ['రవి కుమార్', 'रवि कुमार', 'क्\u200Dष', 'José Dsouza', "D'Souza-Rao"]) {
    expect(await requiredText(100).validate(name)).toBe(name);
  }
});
