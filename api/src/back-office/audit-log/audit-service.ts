import { isDeepStrictEqual } from 'node:util';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema';
import { guarded } from '../../plugins/guards';
import type { PersonalValue } from './person-key-service';
import { sealDetail } from './sealed-detail-service';

/** Who acted, and from which address. */
export interface AuditActor {
  staffId: number;
  ipAddress: string;
}

declare const plainText: unique symbol;
/** Text in an audit detail that is about no one: a code, a status, a template's name. */
export type PlainText = string & { readonly [plainText]: true };

/** Says that `text` is about no one, so the audit log keeps it as it is (forever: it is append-only). */
export const plain = (text: string) => text as PlainText;

/**
 * A value of an audit detail. Text is either `plain` or a `PersonalValue` (`PersonKeys.personal`),
 * sealed under its person's key and erased with them: a bare string does not compile, so each one
 * written says which it is.
 */
export type AuditValue =
  | number
  | boolean
  | null
  | undefined
  | PlainText
  | PersonalValue
  | readonly AuditValue[]
  | { readonly [key: string]: AuditValue };

export interface AuditEntry {
  /** What was done, as `<thing>.<verb>`: `message.update`, `document.open`, `staff.sign-in`. */
  action: string;
  targetType?: string;
  targetId?: string | number;
  /** What changed; never a document's content, a password or an identity number. */
  detail?: { readonly [key: string]: AuditValue };
}

/** A transaction, or the database itself: an audit row is written with the change it records. */
type Writer = Pick<Db, 'insert' | 'select'>;

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
    detail: entry.detail === undefined ? null : JSON.stringify(await sealDetail(writer, entry.detail)),
    ipAddress,
  });
}

/** Appends one row to the audit log (the database refuses to change or delete it afterwards). */
export async function recordAudit(writer: Writer, actor: AuditActor, entry: AuditEntry): Promise<void> {
  await appendRow(writer, actor.staffId, actor.ipAddress, entry);
}

/**
 * Appends a row for what no staff member's request did: a person's own export or erasure, a command
 * at the server, the retention job. The row names no staff member, only where it came from.
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

/** A row's status fields and codes: about no one. */
/** A row's state as a change records it: its columns' values, which are about no one (statuses, ids). */
export type RowState = Record<string, string | number | null>;

const plainState = (state: RowState) =>
  Object.fromEntries(
    Object.entries(state).map(([key, value]) => [key, typeof value === 'string' ? plain(value) : value]),
  );

/** A row's change from `before` to `after` as an audit entry; null when nothing changed. */
export function stateChange(
  action: string,
  targetType: string,
  targetId: number,
  states: { before: RowState; after: RowState },
): AuditEntry | null {
  return isDeepStrictEqual(states.before, states.after)
    ? null
    : {
        action,
        targetType,
        targetId,
        detail: { before: plainState(states.before), after: plainState(states.after) },
      };
}
