import { and, asc, eq } from 'drizzle-orm';
import { APPLICATION_LINK_KEY } from 'shared/contract/careers';
import { emailOutbox } from '../../db/schema';
import type { TestContext } from '../../test/test-app';
import { asSent } from '../../test/outbox';

/** The emails sending a private link again to an address, oldest first, as they are sent. */
export const linksSentTo = async (ctx: TestContext, address: string) =>
  (
    await ctx.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.template, 'application-link'), eq(emailOutbox.toAddress, address)))
      .orderBy(asc(emailOutbox.id))
  ).map((row) => asSent(ctx, row));

/** The private link's secret an email carries. */
export function keyIn(mail: { textBody: string }): string {
  const key = new RegExp(`#${APPLICATION_LINK_KEY}=([A-Za-z0-9_-]+)`).exec(mail.textBody)?.[1];
  if (!key) throw new Error('The email carries no private link');
  return key;
}
