import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailOutbox, outboxSettings } from '../../db/schema';
import type { OutboxKeys } from './outbox-seal';
import { DEFAULT_RECIPIENT_CAP, type RecipientCap } from './recipient-cap';
import { storedRow, type OutboxSettings } from './stored-email';

/**
 * Writes this instance's outbox settings into the database (one row), where every piece of code that
 * queues an email reads them in its own transaction: the public half of the seal key (the private half
 * never leaves the instance) and the recipient cap. Instances on one database share their keys and
 * configuration, so each writes the same. `onlyIfMissing`: the command line, which must not replace
 * a running server's settings.
 */
export async function prepareOutbox(
  db: Db,
  { keys, cap = DEFAULT_RECIPIENT_CAP }: { keys: OutboxKeys; cap?: RecipientCap },
  { onlyIfMissing = false }: { onlyIfMissing?: boolean } = {},
): Promise<void> {
  const row = {
    id: 1,
    sealKeyId: keys.current.keyId.toString('hex'),
    sealPublicKey: keys.current.publicKey,
    capEmails: cap.emails,
    capWindowSeconds: Math.round(cap.windowMs / 1000),
    updatedAt: new Date(),
  };
  const insert = db.insert(outboxSettings).values(row);
  await (onlyIfMissing
    ? insert.onConflictDoNothing()
    : insert.onConflictDoUpdate({ target: outboxSettings.id, set: { ...row, updatedAt: sql`now()` } }));
  const settings = await outboxSettingsOf(db);
  if (settings) await sealWaitingEmails(db, settings);
}

/** The settings, or null when no instance has started on this database yet. */
export async function outboxSettingsOf(db: Db): Promise<OutboxSettings | null> {
  const [row] = await db.select().from(outboxSettings).orderBy(desc(outboxSettings.id)).limit(1);
  if (!row) return null;
  return {
    seal: { keyId: Buffer.from(row.sealKeyId, 'hex'), publicKey: Buffer.from(row.sealPublicKey) },
    cap: { emails: row.capEmails, windowMs: row.capWindowSeconds * 1000 },
  };
}

/**
 * Emails queued before bodies were sealed and still waiting: sealed now, their parts' secrets hidden
 * (the migration hid those of emails already sent). Each row is rewritten only while still pending.
 */
async function sealWaitingEmails(db: Db, settings: OutboxSettings) {
  const waiting = await db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.status, 'pending'), isNull(emailOutbox.sealedBody)));
  for (const row of waiting) {
    const email = {
      template: row.template,
      to: row.toAddress,
      subject: row.subject,
      text: row.textBody,
      html: row.htmlBody,
      headers: parsedHeaders(row.headers),
    };
    const stored = storedRow(row.id, email, settings);
    if (!stored.sealedBody) continue;
    await db
      .update(emailOutbox)
      .set({
        textBody: stored.textBody,
        htmlBody: stored.htmlBody,
        headers: stored.headers,
        sealedBody: stored.sealedBody,
      })
      .where(
        and(eq(emailOutbox.id, row.id), eq(emailOutbox.status, 'pending'), isNull(emailOutbox.sealedBody)),
      );
  }
}

function parsedHeaders(headers: string): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(headers);
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}
