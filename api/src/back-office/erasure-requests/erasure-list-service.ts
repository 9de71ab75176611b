import { asc, desc, eq, ne, type SQL } from 'drizzle-orm';
import type { ErasureRequestItem } from 'shared/contract/bde-data-responses';
import type { Db } from '../../db/client';
import { erasureRequests, executives, staffMembers } from '../../db/schema';
import type { PersonKeys } from '../audit-log/person-key-service';
import { declineReasons } from '../../partners/personal-data/erasure-request-service';
import { fullNameOf } from '../../partners/executives/service';

/** How many handled requests the list shows after the pending ones. */
const HANDLED_SHOWN = 100;

function requestRows(db: Db) {
  return db
    .select({
      request: erasureRequests,
      firstName: executives.firstName,
      middleName: executives.middleName,
      lastName: executives.lastName,
      staffName: staffMembers.name,
    })
    .from(erasureRequests)
    .leftJoin(executives, eq(executives.id, erasureRequests.executiveId))
    .leftJoin(staffMembers, eq(staffMembers.id, erasureRequests.handledBy));
}

type Row = Awaited<ReturnType<ReturnType<typeof requestRows>['where']>>[number];

async function asItems(db: Db, personKeys: PersonKeys, rows: Row[]): Promise<ErasureRequestItem[]> {
  const reasons = await declineReasons(
    db,
    personKeys,
    rows.filter((row) => row.request.status === 'declined').map((row) => row.request.id),
  );
  return rows.map(({ request, firstName, middleName, lastName, staffName }) => ({
    id: request.id,
    bdeCode: request.bdeCode,
    fullName:
      firstName === null || lastName === null ? null : fullNameOf({ firstName, middleName, lastName }),
    status: request.status,
    reason: request.reason,
    requestedAt: request.requestedAt.toISOString(),
    handledAt: request.handledAt?.toISOString() ?? null,
    handledBy: request.handledBy === null ? null : { id: request.handledBy, name: staffName ?? '' },
    declineReason: reasons.get(request.id) ?? null,
  }));
}

/** Every pending request, oldest first (the longest waiting on top), then the latest handled ones. */
export async function listErasureRequests(db: Db, personKeys: PersonKeys): Promise<ErasureRequestItem[]> {
  const pending = await requestRows(db)
    .where(eq(erasureRequests.status, 'pending'))
    .orderBy(asc(erasureRequests.requestedAt), asc(erasureRequests.id));
  const handled = await requestRows(db)
    .where(ne(erasureRequests.status, 'pending'))
    .orderBy(desc(erasureRequests.handledAt), desc(erasureRequests.id))
    .limit(HANDLED_SHOWN);
  return asItems(db, personKeys, [...pending, ...handled]);
}

/** One request as the list shows it. */
export async function erasureRequestItem(
  db: Db,
  personKeys: PersonKeys,
  id: number,
): Promise<ErasureRequestItem | undefined> {
  const where: SQL = eq(erasureRequests.id, id);
  const [item] = await asItems(db, personKeys, await requestRows(db).where(where));
  return item;
}
