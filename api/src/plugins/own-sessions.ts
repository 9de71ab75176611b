import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions } from '../db/schema';
import type { PrincipalKind } from './session';

/**
 * An account's sessions as its owner's data export gives them, oldest first: when each began, was last
 * used and ends, and which is the one asking; never a token or its hash.
 */
export async function ownSessions(db: Db, kind: PrincipalKind, subjectId: number, currentSessionId: string) {
  const rows = await db
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .where(and(eq(sessions.kind, kind), eq(sessions.subjectId, subjectId)))
    .orderBy(asc(sessions.createdAt));
  return rows.map((row) => ({
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    current: row.id === currentSessionId,
  }));
}
