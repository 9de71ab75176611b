import { object, string } from 'yup';
import { HttpError } from './http-error';
import { INVALID_FIELDS, validateBody } from './validate';

const schema = object({ name: string().required() }).noUnknown();

async function refusal(body: unknown) {
  try {
    await validateBody(schema, body);
  } catch (error) {
    return error;
  }
  throw new Error('the body was accepted');
}

// Found by `npm run bench:fuzz` at 5,000 requests per route: these names were read off
// Object.prototype and the answer was a 500.
test.each(['constructor', 'valueOf', 'toString', 'hasOwnProperty', '__proto__'])(
  'an extra field called "%s" is a 400 naming it, not a server error',
  async (name) => {
    const error = await refusal(JSON.parse(`{"name":"Asha","${name}":"x"}`));
    expect(error).toBeInstanceOf(HttpError);
    const body = JSON.parse(JSON.stringify((error as HttpError).toBody()));
    expect(body).toMatchObject({ status: 400, title: INVALID_FIELDS });
    expect(body.errors[name]).toEqual(['Unknown field.']);
  },
);

test('a good body passes', async () => {
  await expect(validateBody(schema, { name: 'Asha' })).resolves.toEqual({ name: 'Asha' });
});
