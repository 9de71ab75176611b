import { and, desc, eq, inArray } from 'drizzle-orm';
import type { BdeErasureRequest } from 'shared/contract/bde-data-responses';
import type { Db } from '../../db/client';
import { auditLog, erasureRequests, executives } from '../../db/schema';
import { plain, recordOwnAction } from '../../back-office/audit-log/audit-service';
import type { PersonKeys } from '../../back-office/audit-log/person-key-service';
import { openDetails } from '../../back-office/audit-log/sealed-detail-service';
import { queueEmail } from '../../platform/email/outbox-service';
import {
  erasureAcknowledgementEmail,
  erasureRequestNoticeEmail,
} from '../../platform/email/templates/erasure';

/** The audit action whose detail holds a decline's reason: the table has no column for it. */
export const DECLINE_ACTION = 'bde.erasure-decline';
export const ERASURE_REQUEST_TARGET = 'erasure-request';

type RequestRow = typeof erasureRequests.$inferSelect;

/** Where the notices go and what their links lead to. */
export interface ErasureNotices {
  staffAddress: string;
  publicOrigin: string;
}

/**
 * The reasons staff gave for declining these requests, by request id (from their audit rows, where
 * each is sealed under the BDE's key: an erased BDE's reads as erased).
 */
export async function declineReasons(
  db: Db,
  personKeys: PersonKeys,
  requestIds: number[],
): Promise<Map<number, string>> {
  const declined = requestIds.map(String);
  if (!declined.length) return new Map();
  const rows = await db
    .select({ targetId: auditLog.targetId, detail: auditLog.detail })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.action, DECLINE_ACTION),
        eq(auditLog.targetType, ERASURE_REQUEST_TARGET),
        inArray(auditLog.targetId, declined),
      ),
    );
  const details = await openDetails(
    db,
    personKeys,
    rows.map((row) => JSON.parse(row.detail ?? '{}') as { reason?: unknown }),
  );
  const reasons = new Map<number, string>();
  rows.forEach((row, index) => {
    const { reason } = details[index];
    if (typeof reason === 'string') reasons.set(Number(row.targetId), reason);
  });
  return reasons;
}

/** A request as its BDE sees it. */
export async function asSeenByBde(
  db: Db,
  personKeys: PersonKeys,
  row: RequestRow,
): Promise<BdeErasureRequest> {
  const reasons =
    row.status === 'declined' ? await declineReasons(db, personKeys, [row.id]) : new Map<number, string>();
  return {
    status: row.status,
    reason: row.reason,
    requestedAt: row.requestedAt.toISOString(),
    handledAt: row.handledAt?.toISOString() ?? null,
    declineReason: reasons.get(row.id) ?? null,
  };
}

/** The BDE's latest request, if they made one. */
export async function latestRequest(db: Db, executiveId: number): Promise<RequestRow | undefined> {
  const [row] = await db
    .select()
    .from(erasureRequests)
    .where(eq(erasureRequests.executiveId, executiveId))
    .orderBy(desc(erasureRequests.requestedAt), desc(erasureRequests.id))
    .limit(1);
  return row;
}

/**
 * Records a pending request with its audit row and queues the staff notice and the BDE's
 * acknowledgement, all in one transaction. The BDE's row is locked first, so two requests sent at
 * once cannot both find none pending. 'pending' when one is pending already, undefined when the BDE
 * is gone (nothing is written either way).
 */
export async function requestErasure(
  db: Db,
  notices: ErasureNotices,
  request: { executiveId: number; reason: string; ipAddress: string; now: number },
): Promise<RequestRow | 'pending' | undefined> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [bde] = await tx
      .select()
      .from(executives)
      .where(eq(executives.id, request.executiveId))
      .for('update');
    if (!bde) return undefined;
    const [pending] = await tx
      .select({ id: erasureRequests.id })
      .from(erasureRequests)
      .where(and(eq(erasureRequests.executiveId, bde.id), eq(erasureRequests.status, 'pending')))
      .limit(1);
    if (pending) return 'pending';
    const [row] = await tx
      .insert(erasureRequests)
      .values({
        executiveId: bde.id,
        bdeCode: bde.bdeCode,
        reason: request.reason,
        requestedAt: new Date(request.now),
      })
      .returning();
    await recordOwnAction(tx, request.ipAddress, {
      action: 'bde.erasure-request',
      targetType: ERASURE_REQUEST_TARGET,
      targetId: row.id,
      detail: { bdeCode: plain(bde.bdeCode) },
    });
    await queueEmail(tx, {
      to: notices.staffAddress,
      ...erasureRequestNoticeEmail(bde.bdeCode, `${notices.publicOrigin}/staff/erasure-requests`),
    });
    await queueEmail(tx, { to: bde.email, ...erasureAcknowledgementEmail(bde.language) });
    return row;
  });
}
