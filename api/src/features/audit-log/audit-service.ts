import { isDeepStrictEqual } from 'node:util';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema';
import { guarded } from '../../plugins/guards';

/** Who acted, and from which address. */
export interface AuditActor {
  staffId: number;
  ipAddress: string;
}

export interface AuditEntry {
  /** What was done, as `<thing>.<verb>`: `message.update`, `document.open`, `staff.sign-in`. */
  action: string;
  targetType?: string;
  targetId?: string | number;
  /** What changed; never a document's content, a password or an identity number. */
  detail?: Record<string, unknown>;
}

/** A transaction, or the database itself: an audit row is written with the change it records. */
type Writer = Pick<Db, 'insert'>;

/** The signed-in staff member of a request behind `requireStaff`, and the address it came from. */
export function actorOf(request: FastifyRequest): AuditActor {
  return { staffId: guarded(request.staff).id, ipAddress: request.ip };
}

async function appendRow(writer: Writer, staffId: number | null, ipAddress: string, entry: AuditEntry) {
  await writer.insert(auditLog).values({
    staffId,
    action: entry.action,
    targetType: entry.targetType ?? null,
    targetId: entry.targetId === undefined ? null : String(entry.targetId),
    detail: entry.detail === undefined ? null : JSON.stringify(entry.detail),
    ipAddress,
  });
}

/** Appends one row to the audit log (the database refuses to change or delete it afterwards). */
export async function recordAudit(writer: Writer, actor: AuditActor, entry: AuditEntry): Promise<void> {
  await appendRow(writer, actor.staffId, actor.ipAddress, entry);
}

/**
 * Appends a row for what a person did to their own account (a user's export or erasure): no staff
 * member acted, so the row names none, only the address the request came from.
 */
export async function recordOwnAction(writer: Writer, ipAddress: string, entry: AuditEntry): Promise<void> {
  await appendRow(writer, null, ipAddress, entry);
}

/**
 * Runs a change and writes its audit row in one transaction: both are stored or neither. `entry`
 * may depend on what the change returned (the id of a new row, say); a change that returns
 * `undefined` found nothing to change, and is not audited (a change never answers null); nor is
 * one whose entry is null (it set what was already there).
 */
export async function auditedChange<T>(
  db: Db,
  actor: AuditActor,
  entry: AuditEntry | ((result: NonNullable<T>) => AuditEntry | null),
  change: (tx: Db) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const result = await change(tx as unknown as Db);
    if (result !== undefined) {
      const written = typeof entry === 'function' ? entry(result as NonNullable<T>) : entry;
      if (written) await recordAudit(tx, actor, written);
    }
    return result;
  });
}

/** A row's change from `before` to `after` as an audit entry; null when nothing changed. */
export function stateChange(
  action: string,
  targetType: string,
  targetId: number,
  states: { before: object; after: object },
): AuditEntry | null {
  return isDeepStrictEqual(states.before, states.after)
    ? null
    : { action, targetType, targetId, detail: states };
}
