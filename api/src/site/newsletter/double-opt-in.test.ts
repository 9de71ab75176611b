import { eq } from 'drizzle-orm';
import { MESSAGES } from 'shared/contract/messages';
import { NEWSLETTER_PATHS, NEWSLETTER_SUBSCRIBE_PATH } from 'shared/contract/newsletter';
import {
  CONFIRM_RESEND_MINUTES,
  CONFIRM_SENDS_MAX,
  NEWSLETTER_MESSAGES,
  NEWSLETTER_PAGE_PATH,
} from 'shared/contract/newsletter-subscription';
import { PRIVACY_NOTICE_VERSION } from 'shared/contract/privacy-notice';
import { STAFF_PATHS } from 'shared/contract/staff';
import { auditLog, consentRecords, emailOutbox, newsletterSubscribers } from '../../db/schema';
import { insertStaff, signedInAgent } from '../../test/fixtures';
import { createTestApp, type TestAgent, type TestContext } from '../../test/test-app';
import { confirmLinkTo, emailsTo, unsubscribeKeyOf } from './newsletter-test-kit';
import { hashToken } from '../../plugins/session';

jest.setTimeout(60_000);

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

let ctx: TestContext;
let admin: TestAgent;
let staff: TestAgent;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await signedInAgent(ctx, 'staff', (await insertStaff(ctx, { role: 'admin' })).id);
  staff = await signedInAgent(ctx, 'staff', (await insertStaff(ctx)).id);
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.database.db.delete(newsletterSubscribers);
  await ctx.database.db.delete(emailOutbox);
});

const subscribe = (emailAddress: string) => ctx.agent().postJson(NEWSLETTER_SUBSCRIBE_PATH, { emailAddress });
const confirm = (token: string) => ctx.agent().postJson(NEWSLETTER_PATHS.confirm, { token });
const subscriber = async (address: string) =>
  (
    await ctx.database.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.emailKey, address.toLowerCase()))
  )[0];

/** Moves the app's clock for the duration of `run`. */
async function later<T>(ms: number, run: () => Promise<T>): Promise<T> {
  const start = ctx.clock.now;
  ctx.clock.now = start + ms;
  try {
    return await run();
  } finally {
    ctx.clock.now = start;
  }
}

async function confirmedSubscriber(address: string) {
  await subscribe(address);
  expect((await confirm((await confirmLinkTo(ctx, address)).token)).statusCode).toBe(200);
}

describe('double opt-in', () => {
  test('subscribing emails a confirmation link to the page; it confirms once, and consent is on record', async () => {
    const response = await subscribe('Asha@Example.in');
    expect(response.statusCode).toBe(201);
    const { mail, token } = await confirmLinkTo(ctx, 'Asha@Example.in');
    expect(mail.subject).toContain('Confirm your subscription');
    expect(mail.textBody).toContain(`${ctx.config.publicOrigin}${NEWSLETTER_PAGE_PATH}#confirm=${token}`);
    expect(mail.htmlBody).toContain(
      `href="${ctx.config.publicOrigin}${NEWSLETTER_PAGE_PATH}#confirm=${token}"`,
    );
    // Only the token's hash is kept.
    const row = await subscriber('asha@example.in');
    expect(row.confirmedAt).toBeNull();
    expect(row.confirmTokenHash).not.toContain(token);
    // Anyone can type any address: consent is the owner's, recorded when they confirm.
    const consents = () =>
      ctx.database.db.select().from(consentRecords).where(eq(consentRecords.emailKey, 'asha@example.in'));
    expect(await consents()).toEqual([]);

    const confirmed = await confirm(token);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({
      emailAddress: 'Asha@example.in',
      message: NEWSLETTER_MESSAGES.confirmed,
    });
    expect((await subscriber('asha@example.in')).confirmedAt).toBeInstanceOf(Date);
    expect(await consents()).toEqual([
      expect.objectContaining({
        form: 'newsletter',
        noticeVersion: PRIVACY_NOTICE_VERSION,
        withdrawnAt: null,
      }),
    ]);

    const reused = await confirm(token);
    expect(reused.statusCode).toBe(400);
    expect(reused.json().errors).toEqual({ token: [NEWSLETTER_MESSAGES.badConfirmLink] });
    // Now confirmed, the box answers as the seed's did.
    const again = await subscribe('asha@example.in');
    expect(again.statusCode).toBe(409);
    expect(again.json().title).toBe(MESSAGES.newsletterAlreadySubscribed);
  });

  test('a link works for a week, no longer; an unknown or malformed token is a 400 naming it', async () => {
    await subscribe('late@example.in');
    const { token } = await confirmLinkTo(ctx, 'late@example.in');
    const expired = await later(7 * DAY + MINUTE, () => confirm(token));
    expect(expired.statusCode).toBe(400);
    expect(expired.json().errors.token).toEqual([NEWSLETTER_MESSAGES.badConfirmLink]);
    expect((await subscriber('late@example.in')).confirmedAt).toBeNull();
    for (const bad of ['nope', '', 'x'.repeat(201)]) {
      const response = await confirm(bad);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.token).toEqual([NEWSLETTER_MESSAGES.badConfirmLink]);
    }
    expect((await later(6 * DAY, () => confirm(token))).statusCode).toBe(200);
  });

  test('asking again while unconfirmed re-sends a new link, but not within minutes of the last', async () => {
    await subscribe('again@example.in');
    const first = (await confirmLinkTo(ctx, 'again@example.in')).token;
    expect((await subscribe('again@example.in')).statusCode).toBe(201);
    expect(await emailsTo(ctx, 'newsletter-confirm', 'again@example.in')).toHaveLength(1);

    const resent = await later(CONFIRM_RESEND_MINUTES * MINUTE + 1000, () => subscribe('AGAIN@example.in'));
    expect(resent.statusCode).toBe(201);
    expect(await emailsTo(ctx, 'newsletter-confirm', 'again@example.in')).toHaveLength(2);
    const second = (await confirmLinkTo(ctx, 'again@example.in')).token;
    expect(second).not.toBe(first);
    expect((await confirm(first)).statusCode).toBe(400);
    expect((await confirm(second)).statusCode).toBe(200);
  });

  test('no more than a few links go to an address nobody confirms, however often it is typed in', async () => {
    for (let n = 1; n <= CONFIRM_SENDS_MAX + 2; n += 1) {
      const response = await later(n * (CONFIRM_RESEND_MINUTES * MINUTE + 1000), () =>
        subscribe('victim@example.in'),
      );
      expect(response.statusCode).toBe(201);
    }
    expect(await emailsTo(ctx, 'newsletter-confirm', 'victim@example.in')).toHaveLength(CONFIRM_SENDS_MAX);
  });
});

describe('a newsletter and leaving it', () => {
  const send = (agent: TestAgent, body: Record<string, string>) =>
    agent.postJson(STAFF_PATHS.newsletterIssue, body);

  test('an admin’s newsletter goes to confirmed addresses only, each with its own one-click unsubscribe; audited', async () => {
    await confirmedSubscriber('one@example.in');
    await confirmedSubscriber('two@example.in');
    await subscribe('unconfirmed@example.in');
    const response = await send(admin, {
      subject: 'November news',
      text: 'First paragraph.\n\nSecond <b>one</b>.',
    });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ recipients: 2 });
    expect(await emailsTo(ctx, 'newsletter', 'unconfirmed@example.in')).toEqual([]);

    const keys = [];
    for (const address of ['one@example.in', 'two@example.in']) {
      const { mail, key } = await unsubscribeKeyOf(ctx, address);
      // Only the key's hash is stored: a backup alone unsubscribes no one.
      expect(hashToken(key)).toBe((await subscriber(address)).unsubscribeKeyHash);
      expect(JSON.stringify(await subscriber(address))).not.toContain(key);
      keys.push(key);
      expect(mail.subject).toBe('November news');
      expect(JSON.parse(mail.headers)).toEqual({
        'List-Unsubscribe': `<${ctx.config.publicOrigin}${NEWSLETTER_PATHS.oneClickUnsubscribe}?key=${key}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      });
      expect(mail.textBody).toContain(`${ctx.config.publicOrigin}${NEWSLETTER_PAGE_PATH}#unsubscribe=${key}`);
      expect(mail.htmlBody).toContain('<p>Second &lt;b&gt;one&lt;/b&gt;.</p>');
    }
    expect(new Set(keys).size).toBe(2);
    const [audit] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'newsletter.send'));
    expect(JSON.parse(audit.detail!)).toEqual({ subject: 'November news', recipients: 2 });
  });

  test('only admins send; a bad subject or text is a 400 naming it, and nothing is queued', async () => {
    await confirmedSubscriber('one@example.in');
    expect((await send(staff, { subject: 'Hi', text: 'Body' })).statusCode).toBe(403);
    for (const [body, field] of [
      [{ subject: '', text: 'Body' }, 'subject'],
      [{ subject: 'Two\nlines', text: 'Body' }, 'subject'],
      [{ subject: 'x'.repeat(151), text: 'Body' }, 'subject'],
      [{ subject: 'Hi', text: '' }, 'text'],
    ] as const) {
      const response = await send(admin, body);
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().errors)).toEqual([field]);
    }
    expect(await emailsTo(ctx, 'newsletter', 'one@example.in')).toEqual([]);
  });

  test('a mail program’s one-click POST unsubscribes with no cookie or token, withdraws consent, and may repeat', async () => {
    await confirmedSubscriber('leaver@example.in');
    await send(admin, { subject: 'News', text: 'Text' });
    const { key } = await unsubscribeKeyOf(ctx, 'leaver@example.in');
    const oneClick = () =>
      ctx.app.inject({
        method: 'POST',
        url: `${NEWSLETTER_PATHS.oneClickUnsubscribe}?key=${key}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
    const first = await oneClick();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: NEWSLETTER_MESSAGES.unsubscribed });
    expect(await subscriber('leaver@example.in')).toBeUndefined();
    const [consent] = await ctx.database.db
      .select()
      .from(consentRecords)
      .where(eq(consentRecords.emailKey, 'leaver@example.in'));
    expect(consent.withdrawnAt).toBeInstanceOf(Date);
    expect((await oneClick()).statusCode).toBe(200);

    const malformed = await ctx.app.inject({
      method: 'POST',
      url: `${NEWSLETTER_PATHS.oneClickUnsubscribe}?key=not-a-key`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(malformed.statusCode).toBe(400);
    expect(Object.keys(malformed.json().errors)).toEqual(['key']);
  });

  test('mail programs may post the one click as multipart; opening the address in a browser only leads to the page', async () => {
    await confirmedSubscriber('multi@example.in');
    await send(admin, { subject: 'News', text: 'Text' });
    const { key } = await unsubscribeKeyOf(ctx, 'multi@example.in');
    const url = `${NEWSLETTER_PATHS.oneClickUnsubscribe}?key=${key}`;

    const opened = await ctx.app.inject({ method: 'GET', url });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe(`${NEWSLETTER_PAGE_PATH}#unsubscribe=${key}`);
    expect(await subscriber('multi@example.in')).toBeDefined();

    const boundary = 'mailprogram';
    const multipart = await ctx.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
    });
    expect(multipart.statusCode).toBe(200);
    expect(await subscriber('multi@example.in')).toBeUndefined();
  });

  test('the page’s unsubscribe takes the key once; it is not exempt from the anti-forgery check', async () => {
    await confirmedSubscriber('page@example.in');
    await send(admin, { subject: 'News', text: 'Text' });
    const { key } = await unsubscribeKeyOf(ctx, 'page@example.in');
    const forged = await ctx.agent().postJson(NEWSLETTER_PATHS.unsubscribe, { key }, { xsrf: false });
    expect(forged.statusCode).toBe(403);
    expect(await subscriber('page@example.in')).toBeDefined();

    const left = await ctx.agent().postJson(NEWSLETTER_PATHS.unsubscribe, { key });
    expect(left.statusCode).toBe(200);
    expect(left.json()).toEqual({ message: NEWSLETTER_MESSAGES.unsubscribed });
    expect(await subscriber('page@example.in')).toBeUndefined();
    const again = await ctx.agent().postJson(NEWSLETTER_PATHS.unsubscribe, { key });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors).toEqual({ key: [NEWSLETTER_MESSAGES.badUnsubscribeLink] });
    // Having left, the address may subscribe again, and is asked to confirm afresh.
    expect((await subscribe('page@example.in')).statusCode).toBe(201);
    expect((await subscriber('page@example.in')).confirmedAt).toBeNull();
  });
});
