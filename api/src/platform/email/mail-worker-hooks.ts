import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { MailWorker } from './mail-worker';
import type { OutboxKeys } from './outbox-seal';
import { describeSmtpUrl } from './redact';
import { sendingPause } from './sending-pause-service';

/**
 * With SMTP_URL, a mail worker that starts when the app is ready and stops when it closes (before
 * the database does), and one line at start saying where it sends, or that sending is paused;
 * without it, nothing is sent and the emails wait in the outbox.
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
    const sending = `Sending emails through ${describeSmtpUrl(smtpUrl)} as ${config.mailFrom}`;
    const pause = await sendingPause(db).catch(() => null);
    if (!pause) return app.log.info(sending);
    app.log.warn(
      `${sending} is paused since ${pause.pausedAt.toISOString()} (${pause.reason}): emails wait in the ` +
        'outbox until an operator runs "npm run admin -- email resume" (docs/operations.md, "Email")',
    );
  });
  app.addHook('onClose', async () => worker.stop());
  return worker;
}
