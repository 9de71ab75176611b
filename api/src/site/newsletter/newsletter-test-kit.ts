import { and, asc, eq, sql } from 'drizzle-orm';
import { NEWSLETTER_PATHS } from 'shared/contract/newsletter';
import { CONFIRM_FRAGMENT, UNSUBSCRIBE_FRAGMENT } from 'shared/contract/newsletter-subscription';
import { emailOutbox } from '../../db/schema';
import type { TestContext } from '../../test/test-app';
import { asSent } from '../../test/outbox';

/** Every email of one template to one address (in any letter case), oldest first, as they are sent. */
export const emailsTo = async (ctx: TestContext, template: string, address: string) =>
  (
    await ctx.database.db
      .select()
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.template, template),
          eq(sql`lower(${emailOutbox.toAddress})`, address.toLowerCase()),
        ),
      )
      .orderBy(asc(emailOutbox.id))
  ).map((row) => asSent(ctx, row));

/** The value a link of the email's text carries in its fragment (`#confirm=…`). */
export function fragmentValue(text: string, name: string): string {
  const match = new RegExp(`#${name}=([A-Za-z0-9_-]+)`).exec(text);
  if (!match) throw new Error(`No #${name}= link in:\n${text}`);
  return match[1];
}

/** The last confirmation link sent to the address: its token, and where to post it. */
export async function confirmLinkTo(ctx: TestContext, address: string) {
  const mail = (await emailsTo(ctx, 'newsletter-confirm', address)).at(-1);
  if (!mail) throw new Error(`No confirmation email to ${address}`);
  return {
    mail,
    token: fragmentValue(mail.textBody, CONFIRM_FRAGMENT),
    confirmPath: NEWSLETTER_PATHS.confirm,
  };
}

/** The unsubscribe key of the last newsletter sent to the address. */
export async function unsubscribeKeyOf(ctx: TestContext, address: string) {
  const mail = (await emailsTo(ctx, 'newsletter', address)).at(-1);
  if (!mail) throw new Error(`No newsletter to ${address}`);
  return { mail, key: fragmentValue(mail.textBody, UNSUBSCRIBE_FRAGMENT) };
}
