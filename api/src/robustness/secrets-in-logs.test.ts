import { and, desc, eq } from 'drizzle-orm';
import { APPLICATION_LINK_KEY, CAREERS_PATHS } from 'shared/contract/careers';
import { NEWSLETTER_PATHS, NEWSLETTER_SUBSCRIBE_PATH } from 'shared/contract/newsletter';
import { CONFIRM_FRAGMENT, UNSUBSCRIBE_FRAGMENT } from 'shared/contract/newsletter-subscription';
import { PASSWORD_RESET_PATHS } from 'shared/contract/password-reset';
import { STAFF_PATHS } from 'shared/contract/staff';
import { USER_PATHS } from 'shared/contract/user';
import { emailOutbox } from '../db/schema';
import { asSent } from '../test/outbox';
import { applicationFields, apply } from '../test/job-applications';
import { PersonKeys } from '../back-office/audit-log/person-key-service';
import { addStaffMember } from '../accounts/staff/members-service';
import { base32Decode, totpCode } from '../accounts/staff/totp';
import { createLoggedTestApp, type LoggedTestApp } from '../test/logged-test-app';
import { TestAgent } from '../test/test-app';

jest.setTimeout(120_000);

const PASSWORD = 'correct horse battery staple';

let logged: LoggedTestApp;
/** Every secret the flows handed out, to be searched for in the log at the end. */
const secrets = new Map<string, string>();

function saw(what: string, value: string | undefined): string {
  if (!value) throw new Error(`No ${what} was handed out.`);
  secrets.set(`${what} ${secrets.size}`, value);
  return value;
}

/** The value in a fragment or query of the newest email of `template` to `to` (it may be queued a moment after the answer). */
async function linkSecret(to: string, template: RegExp, name: string, separator = '#'): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const rows = await logged.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, to)))
      .orderBy(desc(emailOutbox.id));
    const found = rows.find((row) => template.test(row.template));
    const mail = found && asSent(logged, found);
    const value =
      mail &&
      new RegExp(`[${separator}]${name}=([A-Za-z0-9_-]+)`).exec(`${mail.textBody}\n${mail.headers}`)?.[1];
    if (value) return saw(`${name} sent to ${to}`, value);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`No ${template} email with ${name} to ${to}.`);
}

const now = () => Date.now();

/** A member opens their set-up link and finishes it, as the page would; they can sign in afterwards. */
async function finishSetup(token: string) {
  const agent = new TestAgent(logged.app);
  const opened = await agent.postJson(STAFF_PATHS.setupOpen, { token });
  expect(opened.statusCode).toBe(200);
  const seed = saw('authenticator seed', opened.json().secret as string);
  saw('otpauth address', opened.json().otpauthUri as string);
  const secret = base32Decode(seed)!;
  const done = await agent.postJson(STAFF_PATHS.setup, {
    token,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    code: totpCode(secret, now()),
  });
  expect(done.statusCode).toBe(200);
  const recoveryCodes = done.json().recoveryCodes as string[];
  for (const code of recoveryCodes) saw('recovery code', code);
  return { secret, recoveryCodes };
}

async function signIn(email: string, code: string) {
  const agent = new TestAgent(logged.app);
  const response = await agent.postJson(STAFF_PATHS.login, { email, password: PASSWORD, code });
  expect(response.statusCode).toBe(200);
  for (const [name, value] of agent.cookies) saw(`cookie ${name}`, value);
  return agent;
}

beforeAll(async () => {
  logged = await createLoggedTestApp();
});
afterAll(() => logged.close());

test('no secret a flow hands out (set-up, reset, confirmation, unsubscribe and application links, seeds, codes, sessions) reaches the log', async () => {
  // Staff: the first admin from the command line; they add and reset a member from the back office.
  const first = await addStaffMember(
    logged.database.db,
    'command line',
    { name: 'First Admin', email: 'first@example.in', role: 'admin' },
    { publicOrigin: 'http://127.0.0.1', at: now() },
    new PersonKeys(logged.cryptoBox),
  );
  saw('printed set-up link', first.setupLink);
  const admin = await finishSetup(await linkSecret('first@example.in', /^staff-welcome$/, 'token'));
  const asAdmin = await signIn('first@example.in', admin.recoveryCodes[0]);

  const added = await asAdmin.postJson(STAFF_PATHS.members, {
    name: 'New Member',
    email: 'member@example.in',
    role: 'staff',
  });
  expect(added.statusCode).toBe(201);
  await finishSetup(await linkSecret('member@example.in', /^staff-welcome$/, 'token'));
  const reset = await asAdmin.postJson(STAFF_PATHS.memberReset({ staffId: added.json().id as number }), {});
  expect(reset.json().outcome).toBe('reset');
  const again = await finishSetup(await linkSecret('member@example.in', /^staff-reset$/, 'token'));
  await signIn('member@example.in', again.recoveryCodes[0]);

  // A user's forgotten password.
  const visitor = new TestAgent(logged.app);
  const registered = await visitor.postForm(USER_PATHS.register, {
    Name: 'Log Reader',
    EmailAddress: 'reader@example.in',
    Password: PASSWORD,
  });
  expect(registered.statusCode).toBe(201);
  expect((await visitor.postJson(PASSWORD_RESET_PATHS.user, { email: 'reader@example.in' })).statusCode).toBe(
    202,
  );
  const resetToken = await linkSecret('reader@example.in', /^password-reset$/, 'reset');
  const newPassword = saw('new password', 'another horse battery staple');
  const changed = await visitor.postJson(PASSWORD_RESET_PATHS.reset, {
    token: resetToken,
    password: newPassword,
  });
  expect(changed.statusCode).toBe(200);

  // The newsletter: confirmation, then a one-click unsubscribe from a mail program.
  expect(
    (await visitor.postJson(NEWSLETTER_SUBSCRIBE_PATH, { emailAddress: 'news@example.in' })).statusCode,
  ).toBe(201);
  const confirmToken = await linkSecret('news@example.in', /^newsletter-confirm$/, CONFIRM_FRAGMENT);
  expect((await visitor.postJson(NEWSLETTER_PATHS.confirm, { token: confirmToken })).statusCode).toBe(200);
  expect(
    (await asAdmin.postJson(STAFF_PATHS.newsletterIssue, { subject: 'News', text: 'Text' })).statusCode,
  ).toBe(202);
  const key = await linkSecret('news@example.in', /^newsletter$/, UNSUBSCRIBE_FRAGMENT);
  const oneClick = await logged.app.inject({
    method: 'POST',
    url: `${NEWSLETTER_PATHS.oneClickUnsubscribe}?key=${key}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'List-Unsubscribe=One-Click',
  });
  expect(oneClick.statusCode).toBe(200);

  // A candidate applies, follows the private link, applies again (which changes nothing and sends
  // the same link again) and withdraws with the link sent again.
  const candidate = new TestAgent(logged.app);
  expect((await apply(candidate, { fields: applicationFields('applicant@example.in') })).statusCode).toBe(
    201,
  );
  const firstLink = await linkSecret(
    'applicant@example.in',
    /^application-acknowledgement$/,
    APPLICATION_LINK_KEY,
  );
  expect((await candidate.postJson(CAREERS_PATHS.applicationStatus, { key: firstLink })).statusCode).toBe(
    200,
  );
  expect((await apply(candidate, { fields: applicationFields('applicant@example.in') })).statusCode).toBe(
    201,
  );
  const sentAgain = await linkSecret('applicant@example.in', /^application-link$/, APPLICATION_LINK_KEY);
  expect(sentAgain).toBe(firstLink);
  expect((await candidate.postJson(CAREERS_PATHS.applicationWithdraw, { key: sentAgain })).statusCode).toBe(
    200,
  );

  const log = logged.log();
  expect(log).toContain(STAFF_PATHS.setupOpen); // the requests really were logged
  expect(log).toContain(CAREERS_PATHS.applicationWithdraw);
  expect(log).toContain(NEWSLETTER_PATHS.oneClickUnsubscribe);
  expect(secrets.size).toBeGreaterThan(40);
  for (const [what, value] of secrets) {
    if (log.includes(value))
      throw new Error(
        `The log holds a ${what}: ${log.slice(Math.max(0, log.indexOf(value) - 600), log.indexOf(value) + 100)}`,
      );
  }
});
