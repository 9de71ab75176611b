import { eq } from 'drizzle-orm';
import { emailOutbox } from '../db/schema';
import type { TestContext } from './test-app';
import type { OutboxRow } from '../platform/email/outgoing-message-service';
import { OutboxKeys } from '../platform/email/outbox-seal';
import { bodyToSend } from '../platform/email/stored-email';

/**
 * A row of the outbox as the worker sends it: a sealed body opened with the test app's keys (the
 * stored parts hide every link's secret). Tests that follow a link the email carries read it here.
 */
export function asSent<Row extends OutboxRow>(ctx: Pick<TestContext, 'keys'>, row: Row): Row {
  const body = bodyToSend(row, new OutboxKeys(ctx.keys.dataKey, ctx.keys.previousDataKeys));
  return { ...row, textBody: body.text, htmlBody: body.html, headers: body.headers };
}

/** Every email queued to `address`, oldest first, each opened as the worker sends it (see asSent). */
export async function emailsSentTo(ctx: Pick<TestContext, 'keys' | 'database'>, address: string) {
  const rows = await ctx.database.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, address))
    .orderBy(emailOutbox.id);
  return rows.map((row) => asSent(ctx, row));
}
