import { and, eq, gt, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { STAFF_ROLES, STAFF_SETUP_HOURS, type StaffRole } from 'shared/contract/staff';
import type { StaffMemberItem, StaffMemberPage } from 'shared/contract/staff-account-responses';
import {
  STAFF_EMAIL_TAKEN,
  STAFF_MEMBER_STATES,
  type StaffMemberState,
} from 'shared/contract/staff-account-schema';
import { emailKeyOf } from 'shared/contract/email';
import type { Db } from '../../db/client';
import { sessions, staffMembers, staffRecoveryCodes } from '../../db/schema';
import { badRequest } from '../../lib/http-error';
import { keysetPage, pageOf, parseListQuery, searchAny, type SortColumns } from '../../lib/keyset-page';
import {
  plain,
  recordAudit,
  recordOwnAction,
  type AuditActor,
  type AuditEntry,
} from '../../back-office/audit-log/audit-service';
import type { PersonKeys } from '../../back-office/audit-log/person-key-service';
import { queueEmail } from '../../platform/email/outbox-service';
import { staffSetupEmail } from '../../platform/email/templates/staff-setup';
import { isUniqueViolation } from '../users/service';
import { newSetupToken, setupLinkOf } from './setup-service';
import { signedInColumns } from './staff-service';

/** Who made a change: a signed-in admin, or someone at the server's command line. */
export type StaffActor = AuditActor | 'command line';

/** The audit row of a change, in the change's transaction; command-line changes have no staff member. */
async function audit(tx: Db, actor: StaffActor, entry: AuditEntry) {
  if (actor !== 'command line') return recordAudit(tx, actor, entry);
  await recordOwnAction(tx, 'command line', {
    ...entry,
    detail: { ...entry.detail, via: plain('command line') },
  });
}

const emailTaken = () => badRequest(STAFF_EMAIL_TAKEN, { email: [STAFF_EMAIL_TAKEN] });

export interface NewStaffMember {
  name: string;
  email: string;
  role: StaffRole;
}

/** Where the link points and what time it is: the link is valid 24 hours from `at`. */
export interface SetupLinkContext {
  publicOrigin: string;
  at: number;
}

/** A set-up link as it leaves the server: emailed to the member's own address (through the outbox). */
interface SentSetupLink {
  id: number;
  emailedTo: string;
  /** For the command line only, whose user holds the server's keys anyway; never sent to a browser. */
  setupLink: string;
}

async function sendSetupLink(
  tx: Db,
  member: { id: number; email: string },
  token: string,
  reason: 'added' | 'reset',
  publicOrigin: string,
): Promise<SentSetupLink> {
  const setupLink = setupLinkOf(publicOrigin, token);
  await queueEmail(tx, { to: member.email, ...staffSetupEmail({ link: setupLink, reason }) });
  return { id: member.id, emailedTo: member.email, setupLink };
}

/**
 * Adds a staff member and emails their one-time set-up link to their own address (only its hash is
 * stored). One function for the admins' screen and `npm run admin -- staff add`. A taken email is a
 * 400 naming `email`.
 */
export async function addStaffMember(
  db: Db,
  actor: StaffActor,
  member: NewStaffMember,
  { publicOrigin, at }: SetupLinkContext,
  personKeys: PersonKeys,
): Promise<SentSetupLink> {
  const emailKey = emailKeyOf(member.email);
  const { token, columns } = newSetupToken(at);
  try {
    return await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const [taken] = await tx
        .select({ id: staffMembers.id })
        .from(staffMembers)
        .where(eq(staffMembers.emailKey, emailKey))
        .limit(1);
      if (taken) throw emailTaken();
      const [row] = await tx
        .insert(staffMembers)
        .values({ name: member.name, email: member.email, emailKey, role: member.role, ...columns })
        .returning({ id: staffMembers.id });
      await audit(tx, actor, {
        action: 'staff.add',
        targetType: 'staff',
        targetId: row.id,
        detail: {
          name: personKeys.personal({ kind: 'staff', id: row.id }, member.name),
          email: personKeys.personal({ kind: 'staff', id: row.id }, member.email),
          role: plain(member.role),
        },
      });
      return sendSetupLink(tx, { id: row.id, email: member.email }, token, 'added', publicOrigin);
    });
  } catch (error) {
    // Two admins adding one address at the same moment: the unique index decides.
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

export const MEMBER_SORTS: SortColumns = {
  name: { column: staffMembers.name, type: 'text' },
  createdAt: { column: staffMembers.createdAt, type: 'date' },
};
export const MEMBER_FILTERS = { role: STAFF_ROLES, state: STAFF_MEMBER_STATES };

const SETUP_MS = STAFF_SETUP_HOURS * 60 * 60 * 1000;

const requester = alias(staffMembers, 'requester');

const columns = {
  ...signedInColumns,
  passwordHash: staffMembers.passwordHash,
  totpSecret: staffMembers.totpSecret,
  resetRequestedBy: staffMembers.resetRequestedBy,
  resetRequestedAt: staffMembers.resetRequestedAt,
  disabledAt: staffMembers.disabledAt,
  createdAt: staffMembers.createdAt,
};

type MemberRow = {
  id: number;
  name: string;
  email: string;
  role: StaffRole;
  passwordHash: string | null;
  totpSecret: Buffer | null;
  resetRequestedBy: number | null;
  resetRequestedAt: Date | null;
  disabledAt: Date | null;
  createdAt: Date;
};

/**
 * An admin's reset still waiting for a second admin: asked for within the last 24 hours by an admin
 * who is still enabled (a disabled admin's request no longer counts).
 */
const openResetRequest = (at: number) =>
  and(
    isNotNull(staffMembers.resetRequestedAt),
    gt(staffMembers.resetRequestedAt, new Date(at - SETUP_MS)),
    eq(requester.role, 'admin'),
    isNull(requester.disabledAt),
  );

function stateOf(row: MemberRow): StaffMemberState {
  if (row.disabledAt) return 'disabled';
  return row.passwordHash && row.totpSecret ? 'active' : 'set-up pending';
}

const itemOf = (row: MemberRow, request: { name: string } | null = null): StaffMemberItem => ({
  id: row.id,
  name: row.name,
  email: row.email,
  role: row.role,
  state: stateOf(row),
  resetRequest:
    request && row.resetRequestedBy !== null && row.resetRequestedAt
      ? { byId: row.resetRequestedBy, byName: request.name, at: row.resetRequestedAt.toISOString() }
      : null,
  createdAt: row.createdAt.toISOString(),
});

const STATE_CONDITIONS: Record<StaffMemberState, SQL | undefined> = {
  disabled: isNotNull(staffMembers.disabledAt),
  active: and(
    isNull(staffMembers.disabledAt),
    isNotNull(staffMembers.passwordHash),
    isNotNull(staffMembers.totpSecret),
  ),
  'set-up pending': and(
    isNull(staffMembers.disabledAt),
    or(isNull(staffMembers.passwordHash), isNull(staffMembers.totpSecret)),
  ),
};

/**
 * A page of staff members: `q` in name or email, `role` and `state` filters, sorted by name (the
 * default, A to Z) or by createdAt. The query string is checked first (a 400 names what is wrong).
 */
export async function listStaffMembers(db: Db, query: unknown, at: number): Promise<StaffMemberPage> {
  const list = parseListQuery<'role' | 'state'>(query, {
    sorts: MEMBER_SORTS,
    defaultSort: 'name',
    defaultDir: 'asc',
    filters: MEMBER_FILTERS,
  });
  const { role, state } = list.filters;
  const rows = await keysetPage(
    db
      .select({ ...columns, requesterName: requester.name })
      .from(staffMembers)
      .leftJoin(requester, and(eq(requester.id, staffMembers.resetRequestedBy), openResetRequest(at)))
      .$dynamic(),
    list,
    { sorts: MEMBER_SORTS, id: staffMembers.id },
    [
      searchAny(list.q, [staffMembers.name, staffMembers.email]),
      role ? eq(staffMembers.role, role as StaffRole) : undefined,
      state ? STATE_CONDITIONS[state as StaffMemberState] : undefined,
    ],
  );
  const page = pageOf(rows, list, (row) => ({
    value: list.sort === 'name' ? row.name : row.createdAt,
    id: row.id,
  }));
  return {
    items: page.items.map((row) =>
      itemOf(row, row.requesterName === null ? null : { name: row.requesterName }),
    ),
    next: page.next,
  };
}

/** Every session of the member ends now (on every instance: sessions live in the database). */
async function endSessions(tx: Db, staffId: number) {
  await tx.delete(sessions).where(and(eq(sessions.kind, 'staff'), eq(sessions.subjectId, staffId)));
}

/**
 * Disables a member (their sessions end at once) or enables them again; audited when it changes
 * anything. Null when there is no such member.
 */
export async function setStaffDisabled(
  db: Db,
  actor: AuditActor,
  staffId: number,
  disabled: boolean,
  at: number,
): Promise<StaffMemberItem | null> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [row] = await tx
      .select(columns)
      .from(staffMembers)
      .where(eq(staffMembers.id, staffId))
      .for('update');
    if (!row) return null;
    if ((row.disabledAt !== null) === disabled) return itemOf(row);
    const [updated] = await tx
      .update(staffMembers)
      .set({ disabledAt: disabled ? new Date(at) : null })
      .where(eq(staffMembers.id, staffId))
      .returning(columns);
    if (disabled) await endSessions(tx, staffId);
    await audit(tx, actor, {
      action: disabled ? 'staff.disable' : 'staff.enable',
      targetType: 'staff',
      targetId: staffId,
    });
    return itemOf(updated);
  });
}

export type ResetOutcome =
  (SentSetupLink & { outcome: 'reset' }) | { id: number; outcome: 'awaiting confirmation'; emailedTo: null };

/**
 * The admin whose open request a reset of an admin by `actorId` would confirm: null when there is
 * none. A request is not for the admin who made it to confirm, nor for an admin added after it was
 * made: one admin could otherwise add a second identity just to confirm their own request.
 */
async function confirmableRequest(tx: Db, staffId: number, actorId: number, at: number) {
  const [open] = await tx
    .select({ byId: requester.id, at: staffMembers.resetRequestedAt })
    .from(staffMembers)
    .innerJoin(requester, eq(requester.id, staffMembers.resetRequestedBy))
    .where(and(eq(staffMembers.id, staffId), openResetRequest(at)))
    .limit(1);
  if (!open) return null;
  if (open.byId === actorId) return 'not theirs to confirm';
  const [confirmer] = await tx
    .select({ createdAt: staffMembers.createdAt })
    .from(staffMembers)
    .where(eq(staffMembers.id, actorId));
  return confirmer && open.at && confirmer.createdAt < open.at ? open.byId : 'not theirs to confirm';
}

/**
 * Starts a member's set-up again: their password, authenticator, recovery codes and sessions stop
 * working at once, and a new set-up link (valid 24 hours) is emailed to their own address, which is
 * also their notice of the reset. An admin's reset by an admin takes two: the first asks (audited,
 * nothing changes), a second admin confirms within 24 hours. The command line resets at once: whoever
 * runs it holds the server's keys already. Null when there is no such member.
 */
export async function resetStaffMember(
  db: Db,
  actor: StaffActor,
  staffId: number,
  { publicOrigin, at }: SetupLinkContext,
): Promise<ResetOutcome | null> {
  const { token, columns: tokenColumns } = newSetupToken(at);
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [target] = await tx
      .select({ id: staffMembers.id, email: staffMembers.email, role: staffMembers.role })
      .from(staffMembers)
      .where(eq(staffMembers.id, staffId))
      .for('update');
    if (!target) return null;
    let requestedBy: number | null = null;
    if (target.role === 'admin' && actor !== 'command line') {
      const open = await confirmableRequest(tx, staffId, actor.staffId, at);
      if (open === 'not theirs to confirm') {
        return { id: staffId, outcome: 'awaiting confirmation', emailedTo: null };
      }
      requestedBy = open;
      if (requestedBy === null) {
        await tx
          .update(staffMembers)
          .set({ resetRequestedBy: actor.staffId, resetRequestedAt: new Date(at) })
          .where(eq(staffMembers.id, staffId));
        await audit(tx, actor, { action: 'staff.reset-request', targetType: 'staff', targetId: staffId });
        return { id: staffId, outcome: 'awaiting confirmation', emailedTo: null };
      }
    }
    await tx
      .update(staffMembers)
      .set({
        passwordHash: null,
        totpSecret: null,
        pendingTotpSecret: null,
        totpLastStep: null,
        resetRequestedBy: null,
        resetRequestedAt: null,
        ...tokenColumns,
      })
      .where(eq(staffMembers.id, staffId));
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staffId));
    await endSessions(tx, staffId);
    await audit(tx, actor, {
      action: 'staff.reset',
      targetType: 'staff',
      targetId: staffId,
      ...(requestedBy === null ? {} : { detail: { requestedBy } }),
    });
    return { ...(await sendSetupLink(tx, target, token, 'reset', publicOrigin)), outcome: 'reset' };
  });
}
