// `npm run bench:email`: how fast one instance's mail worker empties a newsletter's burst from the
// outbox into an SMTP server on 127.0.0.1 (smtp-server, which greets a connection after a 100 ms
// pause for early talkers, as relays do, plus BENCH_CONNECT_MS) that accepts each email after
// BENCH_ACCEPT_MS. First a connection per email, one at a time (the worker before it pooled), then
// the pool's defaults. On PostgreSQL when it answers (as two instances run), else embedded.
import { emailOutbox } from '../api/src/db/schema';
import { randomKeys } from '../api/src/lib/secret';
import { MailWorker } from '../api/src/platform/email/mail-worker';
import { OutboxKeys } from '../api/src/platform/email/outbox-seal';
import { queueEmails } from '../api/src/platform/email/outbox-service';
import { prepareOutbox } from '../api/src/platform/email/outbox-settings';
import {
  DEFAULT_SMTP_POOL,
  unpooledSmtpTransport,
  type SmtpPoolSettings,
  type SmtpTransport,
} from '../api/src/platform/email/smtp-transport';
import { newsletterIssueEmail } from '../api/src/platform/email/templates/newsletter';
import { TestSmtpServer } from '../api/src/platform/email/test-smtp-server';
import { openBenchDatabase } from './bench/bench-database';
import { PG_URL, postgresReachable, printable } from './bench/postgres';

const EMAILS = Number(process.env.BENCH_EMAILS ?? 300);
const CONNECT_MS = Number(process.env.BENCH_CONNECT_MS ?? 0);
const ACCEPT_MS = Number(process.env.BENCH_ACCEPT_MS ?? 20);
const ORIGIN = 'https://www.example.in';

const MODES: Array<{ name: string; pool: SmtpPoolSettings; transport?: (url: string) => SmtpTransport }> = [
  {
    name: 'one connection an email',
    pool: { maxConnections: 1, maxMessages: 1, ratePerSecond: 0 },
    transport: unpooledSmtpTransport,
  },
  {
    name: `pool (${DEFAULT_SMTP_POOL.maxConnections} × ${DEFAULT_SMTP_POOL.maxMessages})`,
    pool: DEFAULT_SMTP_POOL,
  },
];

function burst(count: number) {
  return Array.from({ length: count }, (_, index) => ({
    to: `reader${index}@example.com`,
    ...newsletterIssueEmail({
      subject: 'Deccan Stack this month',
      text: 'Three openings in Hyderabad.\n\nOur new office in HITEC City is open.',
      unsubscribeLink: `${ORIGIN}/unsubscribe?t=${index}`,
      oneClickUrl: `${ORIGIN}/api/unsubscribe?t=${index}`,
    }),
  }));
}

async function main() {
  const kind = (await postgresReachable(PG_URL)) ? 'postgres' : 'pglite';
  console.info(
    `${EMAILS} newsletter emails, ${kind === 'postgres' ? `PostgreSQL at ${printable(PG_URL)}` : 'embedded database'}; ` +
      `the SMTP server greets after ${100 + CONNECT_MS} ms and accepts each email after ${ACCEPT_MS} ms`,
  );
  const { database, close } = await openBenchDatabase(kind, 'bench-email');
  const smtp = await TestSmtpServer.start();
  smtp.connectDelayMs = CONNECT_MS;
  smtp.delayMs = ACCEPT_MS;
  const outboxKeys = new OutboxKeys(randomKeys().dataKey);
  await prepareOutbox(database.db, { keys: outboxKeys, cap: { emails: 100_000, windowMs: 60_000 } });
  const rates: number[] = [];
  try {
    for (const { name, pool, transport } of MODES) {
      await database.db.delete(emailOutbox);
      await queueEmails(database.db, burst(EMAILS));
      smtp.received.length = 0;
      smtp.connections = 0;
      smtp.mostAtOnce = 0;
      const worker = new MailWorker({
        db: database.db,
        smtpUrl: smtp.url,
        from: 'Deccan Stack <no-reply@example.in>',
        publicOrigin: ORIGIN,
        outboxKeys,
        // A second ahead: rows stamped by the database within this millisecond are due.
        now: () => Date.now() + 1_000,
        pool,
        transport: transport?.(smtp.url),
        pollMs: 10,
      });
      const started = performance.now();
      worker.start();
      await smtp.waitFor(EMAILS, 30 * 60_000);
      const seconds = (performance.now() - started) / 1000;
      await worker.stop();
      rates.push(EMAILS / seconds);
      console.info(
        `${name.padEnd(24)} ${(EMAILS / seconds).toFixed(1).padStart(7)} emails/s  ${seconds.toFixed(1)} s, ` +
          `${smtp.connections} connections (${(smtp.received.length / smtp.connections).toFixed(1)} emails each), ` +
          `${smtp.mostAtOnce} at once`,
      );
    }
    console.info(`pool / one connection an email: ${(rates[1] / rates[0]).toFixed(1)}×`);
  } finally {
    await smtp.close();
    await close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
