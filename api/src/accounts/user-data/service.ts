import { and, eq } from 'drizzle-orm';
import type { UserDataExport } from 'shared/contract/user-data-responses';
import type { Db } from '../../db/client';
import { consentRecords, sessions, users } from '../../db/schema';
import { consentRecordsOf } from '../consent/consent-service';
import { recordOwnAction } from '../../back-office/audit-log/audit-service';
import { erasePersonKeys } from '../../back-office/audit-log/person-key-service';
import { queueEmail } from '../../platform/email/outbox-service';
import { accountDeletedEmail } from '../../platform/email/templates/account-deleted';
import {
  applicationsSentWith,
  deleteApplicationsSentWith,
} from '../../hiring/applications/application-records-service';
import { ownSessions } from '../../plugins/own-sessions';

/** Who asks, from where, and the session asking (marked in the export). */
interface Request {
  userId: number;
  ipAddress: string;
  sessionId: string;
  now: number;
}

const ofUser = (userId: number) => ({
  sessions: and(eq(sessions.kind, 'user'), eq(sessions.subjectId, userId)),
  consent: and(eq(consentRecords.subjectKind, 'user'), eq(consentRecords.subjectId, userId)),
});

/**
 * Everything the site holds about a user, read in the transaction that audits the export; never the
 * password hash nor a session's token hash. Undefined when the account is gone (nothing is audited).
 */
export async function exportUserData(db: Db, request: Request): Promise<UserDataExport | undefined> {
  return db.transaction(async (tx) => {
    const [account] = await tx
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        language: users.language,
        createdAt: users.createdAt,
        updatedAt: users.updatedAt,
      })
      .from(users)
      .where(eq(users.id, request.userId));
    if (!account) return undefined;
    const consent = await consentRecordsOf(tx as unknown as Db, 'user', request.userId);
    const signIns = await ownSessions(tx as unknown as Db, 'user', request.userId, request.sessionId);
    const applications = await applicationsSentWith(tx as unknown as Db, account.email);
    await recordOwnAction(tx, request.ipAddress, {
      action: 'user.export',
      targetType: 'user',
      targetId: request.userId,
    });
    return {
      exportedAt: new Date(request.now).toISOString(),
      account: {
        ...account,
        createdAt: account.createdAt.toISOString(),
        updatedAt: account.updatedAt.toISOString(),
      },
      consentRecords: consent,
      sessions: signIns,
      applications,
    };
  });
}

/**
 * Deletes a user's account with its sessions, consent records and the job applications sent with its
 * address, and in the same transaction writes the audit row (it names only the id, so it outlives the
 * account) and queues the confirmation to the account's address. False when the account was already
 * gone (nothing is written).
 */
export async function deleteUserAccount(
  db: Db,
  request: Omit<Request, 'sessionId' | 'now'>,
): Promise<boolean> {
  const where = ofUser(request.userId);
  return db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(users)
      .where(eq(users.id, request.userId))
      .returning({ email: users.email, language: users.language });
    if (!deleted) return false;
    const endedSessions = await tx.delete(sessions).where(where.sessions).returning({ id: sessions.id });
    const consent = await tx.delete(consentRecords).where(where.consent).returning({ id: consentRecords.id });
    const applications = await deleteApplicationsSentWith(tx as unknown as Db, deleted.email);
    // What the audit log holds about them (emails to them that staff read) becomes unreadable.
    await erasePersonKeys(tx, [
      { kind: 'user', id: request.userId },
      { kind: 'address', address: deleted.email },
    ]);
    await recordOwnAction(tx, request.ipAddress, {
      action: 'user.delete',
      targetType: 'user',
      targetId: request.userId,
      detail: { sessions: endedSessions.length, consentRecords: consent.length, applications },
    });
    await queueEmail(tx as unknown as Db, { to: deleted.email, ...accountDeletedEmail(deleted.language) });
    return true;
  });
}
