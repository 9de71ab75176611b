import { CLIENT_INFO_PATH } from 'shared/contract/client-info';
import { CONTACT_PATH } from 'shared/contract/contact';
import { EXECUTIVE_PATHS } from 'shared/contract/executive';
import { validBdeRegistration } from 'shared/test/bde-registration';
import { emailOutbox } from '../../db/schema';
import { multipartBody } from '../executives/registration-test-helpers';
import { createTestApp, type TestContext } from '../../test/test-app';

jest.setTimeout(60_000);

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ config: { staffNotifyEmail: 'office@example.in' } });
});
afterAll(() => ctx.close());

async function newMail(send: () => Promise<{ statusCode: number }>, status: number) {
  const before = (await ctx.database.db.select().from(emailOutbox)).length;
  expect((await send()).statusCode).toBe(status);
  return (await ctx.database.db.select().from(emailOutbox).orderBy(emailOutbox.id)).slice(before);
}

test('a contact message: the sender is acknowledged without their words repeated, and staff are told', async () => {
  const mails = await newMail(
    () =>
      ctx.agent().postJson(CONTACT_PATH, {
        name: 'Meena Iyer',
        contactNumber: '9848012345',
        email: 'meena@example.in',
        message: 'Visit http://spam.example for prizes',
      }),
    201,
  );
  expect(mails.map((mail) => [mail.template, mail.toAddress])).toEqual([
    ['contact-acknowledgement', 'meena@example.in'],
    ['staff-new-message', 'office@example.in'],
  ]);
  expect(mails[0].textBody).toContain('Hello Meena Iyer');
  expect(mails[0].textBody + mails[0].htmlBody).not.toContain('spam.example');
  expect(mails[1].textBody).toMatch(/\/staff\/messages\/\d+/);
});

test('a lead: acknowledged at its address when it has one, and staff are told either way', async () => {
  const lead = (email: string) => ({
    companyName: 'Charminar Foods',
    contactPerson: 'Ravi',
    email,
    servicesRequired: ['Software Development'],
  });
  const withAddress = await newMail(
    () => ctx.agent().postJson(CLIENT_INFO_PATH, lead('ravi@charminar.example')),
    201,
  );
  expect(withAddress.map((mail) => [mail.template, mail.toAddress])).toEqual([
    ['lead-acknowledgement', 'ravi@charminar.example'],
    ['staff-new-lead', 'office@example.in'],
  ]);
  const without = await newMail(() => ctx.agent().postJson(CLIENT_INFO_PATH, lead('not an address')), 201);
  expect(without.map((mail) => mail.template)).toEqual(['staff-new-lead']);
});

test('a BDE registration: staff are told its documents await review', async () => {
  const registration = validBdeRegistration();
  const { payload, headers } = await multipartBody(registration);
  const mails = await newMail(
    () => ctx.agent().request({ method: 'POST', url: EXECUTIVE_PATHS.register, payload, headers }),
    201,
  );
  expect(mails.map((mail) => [mail.template, mail.toAddress])).toEqual([
    ['staff-new-registration', 'office@example.in'],
  ]);
  expect(mails[0].subject).toContain(registration.FirstName);
  expect(mails[0].textBody).toMatch(/\/staff\/partners\/BDE\w+/);
});
