import { Readable } from 'node:stream';
import { and, asc, eq, gt, isNotNull, sql } from 'drizzle-orm';
import { SUBSCRIBERS_CSV_HEADER } from 'shared/contract/staff-subscriber-responses';
import type { Db } from '../../db/client';
import { newsletterSubscribers } from '../../db/schema';
import { withdrawVisitorConsent } from '../../accounts/consent/consent-service';
import { csvRow, csvStart } from '../../lib/csv';
import { keysetPage, pageOf, parseListQuery, searchAny, type SortColumns } from '../../lib/keyset-page';

export const SUBSCRIBER_SORTS: SortColumns = {
  createdAt: { column: newsletterSubscribers.createdAt, type: 'date' },
  email: { column: newsletterSubscribers.emailKey, type: 'text' },
};

export const parseSubscriberQuery = (query: unknown) =>
  parseListQuery(query, { sorts: SUBSCRIBER_SORTS, defaultSort: 'createdAt' });

type SubscriberQuery = ReturnType<typeof parseSubscriberQuery>;

const matching = (q: string | null) => searchAny(q, [newsletterSubscribers.emailAddress]);

export async function listSubscribers(db: Db, query: SubscriberQuery) {
  const rows = await keysetPage(
    db
      .select({
        id: newsletterSubscribers.id,
        emailAddress: newsletterSubscribers.emailAddress,
        emailKey: newsletterSubscribers.emailKey,
        createdAt: newsletterSubscribers.createdAt,
        confirmedAt: newsletterSubscribers.confirmedAt,
      })
      .from(newsletterSubscribers)
      .$dynamic(),
    query,
    { sorts: SUBSCRIBER_SORTS, id: newsletterSubscribers.id },
    [matching(query.q)],
  );
  const page = pageOf(rows, query, (row) => ({
    value: query.sort === 'email' ? row.emailKey : row.createdAt,
    id: row.id,
  }));
  return {
    next: page.next,
    items: page.items.map((row) => ({
      id: row.id,
      emailAddress: row.emailAddress,
      subscribedAt: row.createdAt.toISOString(),
      confirmedAt: row.confirmedAt?.toISOString() ?? null,
    })),
  };
}

/**
 * Removes one subscriber and marks their newsletter consent withdrawn, as leaving by the link does
 * (`db` is the caller's transaction); the row as it was, or undefined when there is none.
 */
export async function removeSubscriber(db: Db, id: number, at: Date) {
  const [row] = await db
    .delete(newsletterSubscribers)
    .where(eq(newsletterSubscribers.id, id))
    .returning({ id: newsletterSubscribers.id, emailAddress: newsletterSubscribers.emailAddress });
  if (row) await withdrawVisitorConsent(db, 'newsletter', row.emailAddress, at);
  return row;
}

/** What the export holds: confirmed addresses only (double opt-in), matching `q`. */
const exported = (q: string | null) => and(isNotNull(newsletterSubscribers.confirmedAt), matching(q));

/** How many addresses the export holds. */
export async function countSubscribers(db: Db, q: string | null): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(newsletterSubscribers)
    .where(exported(q));
  return row.n;
}

const BATCH = 1000;

/**
 * Every confirmed subscriber matching `q`, oldest first, a batch at a time (by id, each batch a query of its
 * own): an export of any size holds one batch in memory, never the whole list.
 */
async function* subscribersInBatches(db: Db, q: string | null) {
  for (let after = 0; ;) {
    const rows = await db
      .select({
        id: newsletterSubscribers.id,
        emailAddress: newsletterSubscribers.emailAddress,
        createdAt: newsletterSubscribers.createdAt,
      })
      .from(newsletterSubscribers)
      .where(and(gt(newsletterSubscribers.id, after), exported(q)))
      .orderBy(asc(newsletterSubscribers.id))
      .limit(BATCH);
    if (rows.length) yield rows;
    if (rows.length < BATCH) return;
    after = rows[rows.length - 1].id;
  }
}

async function* csvLines(db: Db, q: string | null) {
  yield csvStart(SUBSCRIBERS_CSV_HEADER);
  for await (const rows of subscribersInBatches(db, q)) {
    yield rows.map((row) => csvRow([row.emailAddress, row.createdAt.toISOString()])).join('');
  }
}

/** The export as a stream of CSV text: its header, then a batch of records at a time. */
export const subscribersCsv = (db: Db, q: string | null) => Readable.from(csvLines(db, q));
