import { count } from 'drizzle-orm';
import { CLIENT_INFO_PATH } from 'shared/contract/client-info';
import { CONTACT_PATH } from 'shared/contract/contact';
import { EXECUTIVE_PATHS } from 'shared/contract/executive';
import {
  ACCEPT_TERMS_MESSAGE,
  CONSENT_PURPOSES,
  PRIVACY_NOTICE_VERSION,
} from 'shared/contract/privacy-notice';
import { USER_PATHS } from 'shared/contract/user';
import { validBdeRegistration } from 'shared/test/bde-registration';
import { consentRecords, executives } from '../../db/schema';
import { freshAddress, multipartBody } from '../../partners/executives/registration-test-helpers';
import { createTestApp, type TestContext } from '../../test/test-app';

jest.setTimeout(60_000);

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

async function newConsent(send: () => Promise<{ statusCode: number }>, status: number) {
  const before = (await ctx.database.db.select().from(consentRecords)).length;
  expect((await send()).statusCode).toBe(status);
  return (await ctx.database.db.select().from(consentRecords).orderBy(consentRecords.id)).slice(before);
}

const registration = async (fields: Record<string, string>) => {
  const { payload, headers } = await multipartBody(fields);
  return ctx.agent().request({
    method: 'POST',
    url: EXECUTIVE_PATHS.register,
    payload,
    headers,
    remoteAddress: freshAddress(),
  });
};

test.each([
  [
    'contact',
    () =>
      ctx.agent().postJson(CONTACT_PATH, {
        name: 'Meena',
        contactNumber: '9848012345',
        email: 'meena@example.in',
        message: 'Hello',
      }),
    'meena@example.in',
  ],
  [
    'client-info',
    () => ctx.agent().postJson(CLIENT_INFO_PATH, { companyName: 'Acme', email: 'ravi@acme.example' }),
    'ravi@acme.example',
  ],
] as const)(
  'the %s form records which notice the visitor saw, when, and for what',
  async (form, send, emailKey) => {
    const [record] = await newConsent(send, 201);
    expect(record).toMatchObject({
      subjectKind: 'visitor',
      subjectId: null,
      emailKey,
      form,
      purpose: CONSENT_PURPOSES[form],
      noticeVersion: PRIVACY_NOTICE_VERSION,
      withdrawnAt: null,
    });
    expect(record.givenAt).toBeInstanceOf(Date);
  },
);

test('a user sign-up records consent against the new account', async () => {
  const [record] = await newConsent(
    () =>
      ctx.agent().postJson(USER_PATHS.register, {
        Name: 'Asha',
        EmailAddress: 'asha.signup@example.in',
        Password: 'correct horse battery',
      }),
    201,
  );
  expect(record).toMatchObject({
    subjectKind: 'user',
    form: 'user-signup',
    emailKey: 'asha.signup@example.in',
  });
  expect(record.subjectId).toEqual(expect.any(Number));
});

test('a BDE registration needs the terms and the privacy notice accepted, checked on the server', async () => {
  const [executiveCount] = await ctx.database.db.select({ n: count() }).from(executives);
  const refused = await newConsent(() => registration(validBdeRegistration({ terms: 'false' })), 400);
  expect(refused).toEqual([]);
  const [after] = await ctx.database.db.select({ n: count() }).from(executives);
  expect(after.n).toBe(executiveCount.n);

  const response = await registration(validBdeRegistration({ terms: 'false' }));
  expect(response.json().errors.terms).toEqual([ACCEPT_TERMS_MESSAGE]);

  const [record] = await newConsent(() => registration(validBdeRegistration()), 201);
  expect(record).toMatchObject({
    subjectKind: 'bde',
    form: 'bde-registration',
    purpose: CONSENT_PURPOSES['bde-registration'],
  });
});
