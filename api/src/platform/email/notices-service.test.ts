import { CLIENT_INFO_PATH } from 'shared/contract/client-info';
import { CONTACT_PATH } from 'shared/contract/contact';
import { EXECUTIVE_PATHS } from 'shared/contract/executive';
import { validBdeRegistration } from 'shared/test/bde-registration';
import { emailOutbox } from '../../db/schema';
import { multipartBody } from '../../partners/executives/registration-test-helpers';
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

/** What a stranger types to have the company's mail server carry it: a URL, markup and header breaks. */
const HOSTILE =
  'URGENT\r\nYour account is locked. Verify at https://evil.example/login <img src=x onerror="alert(1)">';
const HOSTILE_PARTS = ['URGENT', 'evil.example', 'locked', 'Verify', '<img', '&lt;img', 'onerror'];

/** No part of any email (subject, text, HTML, headers) carries a piece of the hostile words. */
function expectNoneCarries(mails: (typeof emailOutbox.$inferSelect)[]) {
  expect(mails.length).toBeGreaterThan(0);
  for (const mail of mails) {
    for (const part of [mail.subject, mail.textBody, mail.htmlBody, mail.headers]) {
      for (const piece of HOSTILE_PARTS) expect(part).not.toContain(piece);
    }
  }
}

test('a contact message: the sender is acknowledged without a word they typed, name included, and staff are told where it is', async () => {
  const mails = await newMail(
    () =>
      ctx.agent().postJson(CONTACT_PATH, {
        name: HOSTILE.slice(0, 100),
        contactNumber: '9848012345',
        email: 'meena@example.in',
        message: HOSTILE,
        websiteUrl: 'https://evil.example',
      }),
    201,
  );
  expect(mails.map((mail) => [mail.template, mail.toAddress])).toEqual([
    ['contact-acknowledgement', 'meena@example.in'],
    ['staff-new-message', 'office@example.in'],
  ]);
  expectNoneCarries(mails);
  expect(mails[1].subject).toBe('A new contact message');
  expect(mails[1].textBody).toMatch(/\/staff\/messages\/\d+/);
});

test('a lead: acknowledged at its address when it has one without the contact person or company, and staff are told either way', async () => {
  const lead = (email: string) => ({
    companyName: HOSTILE.slice(0, 100),
    contactPerson: HOSTILE.slice(0, 100),
    email,
    note: HOSTILE,
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
  expectNoneCarries(withAddress);
  expect(withAddress[1].subject).toBe('A new lead');
  const without = await newMail(() => ctx.agent().postJson(CLIENT_INFO_PATH, lead('not an address')), 201);
  expect(without.map((mail) => mail.template)).toEqual(['staff-new-lead']);
  expectNoneCarries(without);
});

test('a BDE registration: staff are told its documents await review, by its code and link only', async () => {
  const registration = validBdeRegistration();
  const { payload, headers } = await multipartBody(registration);
  const mails = await newMail(
    () => ctx.agent().request({ method: 'POST', url: EXECUTIVE_PATHS.register, payload, headers }),
    201,
  );
  expect(mails.map((mail) => [mail.template, mail.toAddress])).toEqual([
    ['staff-new-registration', 'office@example.in'],
  ]);
  expect(mails[0].subject).toBe('A new BDE registration');
  for (const typed of [registration.FirstName, registration.LastName, registration.Email]) {
    expect(mails[0].textBody + mails[0].htmlBody).not.toContain(typed);
  }
  expect(mails[0].textBody).toMatch(/\/staff\/partners\/BDE\w+/);
});
