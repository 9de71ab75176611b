import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { RESET_PAGE_PATH } from 'shared/contract/password-reset';
import { AdminInputError } from '../../admin/admin-args';
import { runAdminCommand } from '../../admin/admin-commands';
import { loadConfig } from '../../config';
import { emailOutbox } from '../../db/schema';
import { randomKeys } from '../../lib/secret';
import { metricValue } from '../../test/metric-value';
import { createTestApp, type TestContext } from '../../test/test-app';
import { MailWorker } from './mail-worker';
import { registerMailWorker } from './mail-worker-hooks';
import { OutboxKeys } from './outbox-seal';
import { queueEmail } from './outbox-service';
import { passwordResetEmail } from './templates/password-reset';
import { TestSmtpServer } from './test-smtp-server';

jest.setTimeout(60_000);

const ORIGIN = 'https://www.deccanstack.in';
let ctx: TestContext;
let smtp: TestSmtpServer;
let outboxKeys: OutboxKeys;
const workers: MailWorker[] = [];
// A second ahead: rows the database stamped within this millisecond are due.
const now = () => Date.now() + 1_000;

beforeAll(async () => {
  ctx = await createTestApp();
  outboxKeys = new OutboxKeys(ctx.keys.dataKey);
  smtp = await TestSmtpServer.start();
});
afterAll(async () => {
  await smtp.close();
  await ctx.close();
});
beforeEach(async () => {
  smtp.received.length = 0;
  await ctx.database.db.delete(emailOutbox);
  await run('email', 'resume');
});
afterEach(async () => {
  await Promise.all(workers.splice(0).map((worker) => worker.stop()));
});

const run = (...argv: string[]) => runAdminCommand(ctx.database.db, argv);

function worker() {
  const made = new MailWorker({
    db: ctx.database.db,
    smtpUrl: smtp.url,
    from: 'Deccan Stack <no-reply@deccanstack.in>',
    publicOrigin: ORIGIN,
    outboxKeys,
    now,
    pollMs: 20,
  });
  workers.push(made);
  return made;
}

async function queue(count: number) {
  for (let index = 0; index < count; index += 1) {
    await queueEmail(ctx.database.db, {
      to: `paused${index}@example.com`,
      ...passwordResetEmail({ link: `${ORIGIN}${RESET_PAGE_PATH}#reset=p${index}` }),
    });
  }
}

const statuses = async () =>
  (await ctx.database.db.select().from(emailOutbox).orderBy(emailOutbox.id)).map((row) => row.status);

test('email pause stops every worker claiming; email resume lets them send what waited', async () => {
  await queue(3);
  expect(await run('email', 'status')).toBe('Sending emails is not paused. 3 emails wait in the outbox.');
  expect(await metricValue(ctx.app, 'email_outbox_paused')).toBe(0);

  expect(await run('email', 'pause', '--reason', 'relay migration')).toMatch(
    /^Sending emails is paused on every instance: no email is sent until "npm run admin -- email resume" .*3 emails wait in the outbox\.$/,
  );
  expect(await run('email', 'pause')).toMatch(
    /^Sending emails was already paused since \S+ \(relay migration\); nothing changed\.$/,
  );
  expect(await run('email', 'status')).toMatch(
    /^Sending emails is paused since \S+ \(relay migration\); "email resume" ends it\. 3 emails wait/,
  );
  expect(await metricValue(ctx.app, 'email_outbox_paused')).toBe(1);

  const mailer = worker();
  expect(await mailer.runOnce()).toMatchObject({ claimed: 0 });
  mailer.start();
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(smtp.received).toHaveLength(0);
  expect(await statuses()).toEqual(['pending', 'pending', 'pending']);
  // Nothing was claimed, so no attempt was counted either.
  expect((await ctx.database.db.select().from(emailOutbox)).every((row) => row.attempts === 0)).toBe(true);

  expect(await run('email', 'resume')).toMatch(
    /^Sending emails resumed \(it was paused since \S+ \(relay migration\)\): every instance with SMTP_URL sends/,
  );
  await smtp.waitFor(3, 5_000);
  expect(await metricValue(ctx.app, 'email_outbox_paused')).toBe(0);
  expect(await run('email', 'resume')).toMatch(/^Sending emails is not paused; nothing changed\. /);
});

test('a bad email command is refused before anything changes', async () => {
  for (const argv of [
    ['email'],
    ['email', 'stop'],
    ['email', 'pause', '--reason', ' '],
    ['email', 'pause', '--reason', 'x'.repeat(201)],
    ['email', 'resume', '--now', 'yes'],
    ['email', 'status', '--verbose', '1'],
  ]) {
    await expect(run(...argv)).rejects.toBeInstanceOf(AdminInputError);
  }
  expect(await run('email', 'status')).toMatch(/^Sending emails is not paused\./);
  expect(await run('help')).toContain('email resume');
});

test('an instance that starts while sending is paused says so in one JSON line', async () => {
  await run('email', 'pause', '--reason', 'checking the copy');
  const lines: string[] = [];
  const app = Fastify({
    logger: {
      stream: new Writable({
        write(chunk, _encoding, done) {
          lines.push(String(chunk));
          done();
        },
      }),
    },
  });
  const config = loadConfig({ SMTP_URL: smtp.url });
  registerMailWorker(app, {
    db: ctx.database.db,
    config,
    now,
    outboxKeys: new OutboxKeys(randomKeys().dataKey),
  });
  await app.ready();
  await app.close();
  const said = lines.map((line) => JSON.parse(line) as { level: number; msg: string });
  const paused = said.filter(({ msg }) => msg.includes('paused'));
  expect(paused).toHaveLength(1);
  expect(paused[0].level).toBe(40);
  expect(paused[0].msg).toMatch(
    /^Sending emails through smtp:\/\/127\.0\.0\.1:\d+ as .* is paused since \S+ \(checking the copy\): emails wait in the outbox until an operator runs "npm run admin -- email resume"/,
  );
});
