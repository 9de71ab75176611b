import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { MailWorker } from './mail-worker';
import type { OutboxKeys } from './outbox-seal';
import { describeSmtpUrl } from './redact';

/**
 * With SMTP_URL, a mail worker that starts when the app is ready and stops when it closes (before
 * the database does); without it, nothing is sent and the emails wait in the outbox.
 */
export function registerMailWorker(
  app: FastifyInstance,
  { db, config, now, outboxKeys }: { db: Db; config: AppConfig; now: () => number; outboxKeys: OutboxKeys },
): MailWorker | null {
  const { smtpUrl } = config;
  if (!smtpUrl) {
    app.addHook('onReady', async () => {
      app.log.info(
        'SMTP_URL is not set: emails are kept in the outbox, unsent (admins read them at /staff/outbox)',
      );
    });
    return null;
  }
  const worker = new MailWorker({
    db,
    smtpUrl,
    from: config.mailFrom,
    publicOrigin: config.publicOrigin,
    outboxKeys,
    now,
    pool: config.smtpPool,
    log: {
      info: (message) => app.log.info(message),
      warn: (message) => app.log.warn(message),
      error: (message) => app.log.error(message),
    },
  });
  app.addHook('onReady', async () => {
    worker.start();
    app.log.info(`Sending emails through ${describeSmtpUrl(smtpUrl)} as ${config.mailFrom}`);
  });
  app.addHook('onClose', async () => worker.stop());
  return worker;
}
