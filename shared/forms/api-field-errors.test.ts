import { apiFieldErrors } from './api-field-errors';

const body = (errors?: Record<string, string[]>) => ({
  title: 'Some fields are not valid.',
  status: 400,
  errors,
});

test('the first message of each field, keyed by the field', () => {
  expect(apiFieldErrors(body({ Email: ['Taken.', 'Second.'], Name: ['Too long.'] }))).toEqual({
    Email: 'Taken.',
    Name: 'Too long.',
  });
});

test('a list item such as servicesRequired[0] names the list, and the first item’s message wins', () => {
  expect(
    apiFieldErrors(
      body({ 'servicesRequired[1]': ['Unknown service.'], 'servicesRequired[0]': ['Not offered.'] }),
    ),
  ).toEqual({ servicesRequired: 'Unknown service.' });
  expect(apiFieldErrors(body({ 'servicesRequired.2': ['Unknown service.'] }))).toEqual({
    servicesRequired: 'Unknown service.',
  });
});

test('a nested key becomes a nested Formik error', () => {
  expect(apiFieldErrors(body({ 'address.city': ['Required.'], 'contacts[1].email': ['Bad.'] }))).toEqual({
    address: { city: 'Required.' },
    contacts: [undefined, { email: 'Bad.' }],
  });
});

test('with a list of fields, only those fields (by their top-level name) are kept', () => {
  expect(
    apiFieldErrors(body({ email: ['Bad.'], date: ['Bad.'], 'servicesRequired[0]': ['Bad.'] }), [
      'email',
      'servicesRequired',
    ]),
  ).toEqual({ email: 'Bad.', servicesRequired: 'Bad.' });
});

test('fields without a message, bodies without errors and anything else give no errors', () => {
  expect(apiFieldErrors(body({ Email: [] }))).toEqual({});
  expect(apiFieldErrors(body())).toEqual({});
  expect(apiFieldErrors(undefined)).toEqual({});
  expect(apiFieldErrors('Bad Gateway')).toEqual({});
  expect(apiFieldErrors({ errors: { Email: ['x'] } })).toEqual({});
});
