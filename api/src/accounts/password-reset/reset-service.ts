import crypto from 'node:crypto';
import { and, eq, gt, isNull, or } from 'drizzle-orm';
import { emailKeyOf } from 'shared/contract/email';
import { RESET_FRAGMENT, RESET_PAGE_PATH, RESET_TOKEN_MINUTES } from 'shared/contract/password-reset';
import { PASSWORD_TOO_COMMON, isEasyToGuess } from 'shared/contract/password-rule';
import type { Language } from 'shared/contract/account-language';
import type { Db } from '../../db/client';
import { executives, passwordResetTokens, sessions, users } from '../../db/schema';
import { hashPassword } from '../../lib/passwords';
import { invalidField } from '../../lib/validate';
import { hashToken } from '../../plugins/session';
import { queueEmail } from '../../platform/email/outbox-service';
import { passwordResetEmail } from '../../platform/email/templates/password-reset';
import { fullNameOf } from '../../partners/executives/service';

type AccountKind = 'user' | 'bde';

export interface Account {
  kind: AccountKind;
  id: number;
  name: string;
  email: string;
  /** The language saved with the account, as it is now: the reset email is written in it. */
  language: Language;
}

const MINUTE_MS = 60 * 1000;

/** The user with this email address, if any. */
export async function userByEmail(db: Db, email: string): Promise<Account | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(users.emailKey, emailKeyOf(email)))
    .limit(1);
  return row && { kind: 'user', id: row.id, name: row.name, email: row.email, language: row.language };
}

/** The BDE with this user name or email address, if any. */
export async function bdeByLogin(db: Db, login: string): Promise<Account | undefined> {
  const key = login.trim().toLowerCase();
  const [row] = await db
    .select()
    .from(executives)
    .where(or(eq(executives.userNameKey, key), eq(executives.emailKey, emailKeyOf(login))))
    .limit(1);
  return row && { kind: 'bde', id: row.id, name: fullNameOf(row), email: row.email, language: row.language };
}

/**
 * A single-use reset link for the account, emailed through the outbox in the same transaction as its
 * token (only the token's hash is stored). Earlier unused links of the account stop working.
 */
export async function sendResetLink(db: Db, account: Account, publicOrigin: string, now: number) {
  const token = crypto.randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date(now) })
      .where(
        and(
          eq(passwordResetTokens.kind, account.kind),
          eq(passwordResetTokens.subjectId, account.id),
          isNull(passwordResetTokens.usedAt),
        ),
      );
    await tx.insert(passwordResetTokens).values({
      kind: account.kind,
      subjectId: account.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(now + RESET_TOKEN_MINUTES * MINUTE_MS),
      createdAt: new Date(now),
    });
    const link = `${publicOrigin}${RESET_PAGE_PATH}#${RESET_FRAGMENT}=${token}`;
    await queueEmail(tx as unknown as Db, {
      to: account.email,
      ...passwordResetEmail({ link, language: account.language }),
    });
  });
}

/** What an account's own details are, as a password built on them would be guessed. */
async function personalWordsOf(db: Db, kind: AccountKind, id: number): Promise<unknown[]> {
  if (kind === 'user') {
    const [row] = await db
      .select({ name: users.name, email: users.email })
      .from(users)
      .where(eq(users.id, id));
    return row ? [row.name, row.email] : [];
  }
  const [row] = await db.select().from(executives).where(eq(executives.id, id));
  return row ? [fullNameOf(row), row.userName, row.email, row.mobileNumber, row.dob] : [];
}

/**
 * Sets a new password with a reset token: used up in the same transaction, which also ends every
 * session of the account. Undefined when the token is unknown, used or expired (nothing changes). A
 * password built on the account's own details (the form cannot know them) is a 400 naming
 * `password`, and the link still works.
 */
export async function resetPassword(
  db: Db,
  token: string,
  password: string,
  now: number,
): Promise<{ kind: AccountKind; id: number } | undefined> {
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date(now) })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, hashToken(token)),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, new Date(now)),
        ),
      )
      .returning({ kind: passwordResetTokens.kind, id: passwordResetTokens.subjectId });
    if (!claimed) return undefined;
    if (await isEasyToGuess(password, await personalWordsOf(tx as unknown as Db, claimed.kind, claimed.id))) {
      throw invalidField('password', PASSWORD_TOO_COMMON);
    }
    if (claimed.kind === 'user') {
      await tx
        .update(users)
        .set({ passwordHash, updatedAt: new Date(now) })
        .where(eq(users.id, claimed.id));
    } else {
      await tx.update(executives).set({ passwordHash }).where(eq(executives.id, claimed.id));
    }
    await tx.delete(sessions).where(and(eq(sessions.kind, claimed.kind), eq(sessions.subjectId, claimed.id)));
    return claimed;
  });
}
