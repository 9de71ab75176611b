import { and, asc, desc, eq, inArray, isNotNull, ne, notInArray, sql } from 'drizzle-orm';
import type { FollowUpItem, FollowUpResult, FollowUpsResponse } from 'shared/contract/bde-portal-responses';
import type { FollowUpAction } from 'shared/contract/bde-portal';
import { FOLLOW_UP_MESSAGES, type FollowUpRequest } from 'shared/contract/bde-follow-up-schema';
import type { Db } from '../../db/client';
import { clientInfos, leadFollowUps } from '../../db/schema';
import { todayInIndia } from '../../lib/india-time';
import { invalidField } from '../../lib/validate';

/** Leads that are still open: won and lost ones need no follow-up. */
const OPEN = notInArray(clientInfos.status, ['won', 'lost']);

/**
 * The latest note recorded on each of these leads: one pass over lead_follow_ups_lead_idx. (Not a
 * subquery in the select list: drizzle writes select-list columns unqualified, and there the lead's
 * "id" would have meant the follow-up's own.)
 */
async function lastNotes(db: Db, leadIds: number[]): Promise<Map<number, string>> {
  if (!leadIds.length) return new Map();
  const rows = await db
    .selectDistinctOn([leadFollowUps.leadId], { leadId: leadFollowUps.leadId, note: leadFollowUps.note })
    .from(leadFollowUps)
    .where(and(inArray(leadFollowUps.leadId, leadIds), ne(leadFollowUps.note, '')))
    .orderBy(leadFollowUps.leadId, desc(leadFollowUps.createdAt), desc(leadFollowUps.id));
  return new Map(rows.map((row) => [row.leadId, row.note]));
}

/** Each open lead's next follow-up, in three groups around India's today, earliest first. */
export async function ownFollowUps(db: Db, executiveId: number, now: number): Promise<FollowUpsResponse> {
  const today = todayInIndia(now);
  const rows = await db
    .select({
      leadId: clientInfos.id,
      companyName: clientInfos.companyName,
      contactPerson: clientInfos.contactPerson,
      mobile: clientInfos.mobile,
      status: clientInfos.status,
      dueDate: sql<string>`${clientInfos.followUpOn}::text`,
    })
    .from(clientInfos)
    .where(and(eq(clientInfos.executiveId, executiveId), isNotNull(clientInfos.followUpOn), OPEN))
    .orderBy(asc(clientInfos.followUpOn), asc(clientInfos.id));
  const notes = await lastNotes(
    db,
    rows.map((row) => row.leadId),
  );
  const items: FollowUpItem[] = rows.map((row) => ({ ...row, lastNote: notes.get(row.leadId) ?? null }));
  const group = (keep: (due: string) => boolean) => items.filter((item) => keep(item.dueDate));
  return {
    today,
    overdue: group((due) => due < today),
    dueToday: group((due) => due === today),
    upcoming: group((due) => due > today),
  };
}

/**
 * Records a follow-up on one of the BDE's own leads and moves its next date: to `nextDate`, or to
 * none once done without one. Another BDE's lead is as unknown as a lead that does not exist.
 */
export async function recordFollowUp(
  db: Db,
  executiveId: number,
  request: FollowUpRequest,
  now: number,
): Promise<FollowUpResult> {
  const nextDate = request.nextDate || null;
  if (nextDate !== null && nextDate < todayInIndia(now)) {
    throw invalidField('nextDate', FOLLOW_UP_MESSAGES.nextDateNotPast);
  }
  return db.transaction(async (tx) => {
    const [lead] = await tx
      .update(clientInfos)
      .set({ followUpOn: nextDate })
      .where(and(eq(clientInfos.id, request.leadId), eq(clientInfos.executiveId, executiveId)))
      .returning({ id: clientInfos.id });
    if (!lead) throw invalidField('leadId', FOLLOW_UP_MESSAGES.leadNotFound);
    await tx.insert(leadFollowUps).values({
      leadId: lead.id,
      executiveId,
      action: request.action as FollowUpAction,
      note: request.note,
      nextDate,
    });
    return { leadId: lead.id, nextFollowUp: nextDate };
  });
}
