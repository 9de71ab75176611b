import { and, eq, ne } from 'drizzle-orm';
import { emailKeyOf } from 'shared/contract/email';
import type { Language } from 'shared/contract/account-language';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { recordConsent } from '../consent/consent-service';

export type UserRow = typeof users.$inferSelect;

/** The attempt limiter's scope for a user's password: sign-in, and every other check of it. */
export const USER_SIGN_IN_SCOPE = 'user-login';

/** The same address in another letter case is the same account. */

export async function findUserByEmailKey(db: Db, emailKey: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.emailKey, emailKey)).limit(1);
  return row;
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function insertUser(
  db: Db,
  values: {
    name: string;
    email: string;
    passwordHash: string;
    language: Language;
    /** The BDE whose personal link the user came through, for staff to see. */
    referredById?: number | null;
  },
): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(users)
      .values({ ...values, emailKey: emailKeyOf(values.email) })
      .returning();
    await recordConsent(tx as unknown as Db, 'user-signup', {
      kind: 'user',
      id: row.id,
      email: values.email,
    });
    return row;
  });
}

/**
 * Saves a profile change; a new password (or `endOtherSessions`) ends the account's other sessions.
 * A language left out keeps the saved one.
 */
export async function updateUser(
  db: Db,
  id: number,
  changes: {
    name: string;
    email: string;
    passwordHash?: string;
    language?: Language;
    endOtherSessions?: boolean;
  },
  keepSessionId: string,
): Promise<UserRow | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({
        name: changes.name,
        email: changes.email,
        emailKey: emailKeyOf(changes.email),
        ...(changes.passwordHash ? { passwordHash: changes.passwordHash } : {}),
        ...(changes.language ? { language: changes.language } : {}),
        updatedAt: new Date(),
      })
      .where(eq(users.id, id))
      .returning();
    // A new email or password shuts out anyone holding an old session (the change may be the owner's
    // answer to a lost device); the session making the change stays.
    if (row && (changes.passwordHash || changes.endOtherSessions)) {
      await tx
        .delete(sessions)
        .where(and(eq(sessions.kind, 'user'), eq(sessions.subjectId, id), ne(sessions.id, keepSessionId)));
    }
    return row;
  });
}

/** PostgreSQL's unique_violation, whether the driver error arrives bare or wrapped by Drizzle. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 4; depth += 1) {
    if (typeof current === 'object' && (current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Saves the language of the user's account alone: their emails are written in it from the next one on. */
export async function saveUserLanguage(db: Db, id: number, language: Language): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ language, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row;
}
