import { eq, gte, lt } from 'drizzle-orm';
import { parseIsoDate } from 'shared/contract/executive';
import type { Db } from '../../db/client';
import { auditLog, staffMembers } from '../../db/schema';
import { addFieldError, fieldErrors } from '../../lib/field-errors';
import { badRequest } from '../../lib/http-error';
import {
  keysetPage,
  pageOf,
  parseListQuery,
  searchAny,
  type FilterSpec,
  type SortColumns,
} from '../../lib/keyset-page';
import { INVALID_FIELDS } from '../../lib/validate';
import type { PersonKeys } from './person-key-service';
import { openDetails } from './sealed-detail-service';

export const AUDIT_SORTS: SortColumns = {
  createdAt: { column: auditLog.createdAt, type: 'date' },
};
export const AUDIT_FILTERS = {
  staffId: 'id',
  action: 'text',
  targetType: 'text',
  from: 'text',
  to: 'text',
} satisfies Record<string, FilterSpec>;

const DAY_MS = 24 * 60 * 60 * 1000;
const IST_OFFSET_MS = 5.5 * 60 * 60 * 1000;

/** Midnight in India at the start of a YYYY-MM-DD day; null when it is not a real date. */
function startOfIndianDay(text: string): Date | null {
  const day = parseIsoDate(text);
  return day && new Date(day.getTime() - IST_OFFSET_MS);
}

/**
 * The log's query string: the list parameters, `staffId`, `action`, `targetType` (exact), and `from`
 * and `to` (YYYY-MM-DD, whole days in India, both included). A 400 names any that is not right.
 */
export function parseAuditQuery(query: unknown) {
  const parsed = parseListQuery(query, {
    sorts: AUDIT_SORTS,
    defaultSort: 'createdAt',
    filters: AUDIT_FILTERS,
  });
  const errors = fieldErrors();
  const day = (name: 'from' | 'to') => {
    const text = parsed.filters[name];
    if (text === undefined) return undefined;
    const start = startOfIndianDay(text);
    if (!start) addFieldError(errors, name, 'Give a date as YYYY-MM-DD.');
    return start ?? undefined;
  };
  const from = day('from');
  const toStart = day('to');
  if (from && toStart && toStart < from) addFieldError(errors, 'to', 'Give a day on or after the first day.');
  if (Object.keys(errors).length) throw badRequest(INVALID_FIELDS, errors);
  return { ...parsed, from, until: toStart && new Date(toStart.getTime() + DAY_MS) };
}

function parsedDetail(text: string | null): Record<string, unknown> | null {
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : { value };
  } catch {
    return { text };
  }
}

/**
 * A page of the log, each value about a person opened with their key, or `erased` once they were
 * erased (their key is gone; the row itself is never changed).
 */
export async function listAudit(db: Db, personKeys: PersonKeys, query: ReturnType<typeof parseAuditQuery>) {
  const { filters } = query;
  const rows = await keysetPage(
    db
      .select({
        id: auditLog.id,
        createdAt: auditLog.createdAt,
        staffId: auditLog.staffId,
        staffName: staffMembers.name,
        action: auditLog.action,
        targetType: auditLog.targetType,
        targetId: auditLog.targetId,
        detail: auditLog.detail,
        ipAddress: auditLog.ipAddress,
      })
      .from(auditLog)
      .leftJoin(staffMembers, eq(staffMembers.id, auditLog.staffId))
      .$dynamic(),
    query,
    { sorts: AUDIT_SORTS, id: auditLog.id },
    [
      filters.staffId ? eq(auditLog.staffId, Number(filters.staffId)) : undefined,
      filters.action ? eq(auditLog.action, filters.action) : undefined,
      filters.targetType ? eq(auditLog.targetType, filters.targetType) : undefined,
      query.from ? gte(auditLog.createdAt, query.from) : undefined,
      query.until ? lt(auditLog.createdAt, query.until) : undefined,
      searchAny(query.q, [auditLog.action, auditLog.targetId, auditLog.ipAddress]),
    ],
  );
  const page = pageOf(rows, query, (row) => ({ value: row.createdAt, id: row.id }));
  const details = await openDetails(
    db,
    personKeys,
    page.items.map((row) => parsedDetail(row.detail)),
  );
  return {
    next: page.next,
    items: page.items.map(({ staffId, staffName, createdAt, ...row }, index) => ({
      id: row.id,
      createdAt: createdAt.toISOString(),
      staff: staffId === null ? null : { id: staffId, name: staffName ?? `#${staffId}` },
      action: row.action,
      targetType: row.targetType,
      targetId: row.targetId,
      detail: details[index],
      ipAddress: row.ipAddress,
    })),
  };
}
