import { eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { emailKeyOf } from 'shared/contract/email';
import type { Db } from './client';
import { executives, newsletterSubscribers, users } from './schema';

interface KeyedTable {
  table: PgTable;
  id: PgColumn;
  email: PgColumn;
  key: PgColumn;
}

const KEYED: KeyedTable[] = [
  { table: users, id: users.id, email: users.email, key: users.emailKey },
  { table: executives, id: executives.id, email: executives.email, key: executives.emailKey },
  {
    table: newsletterSubscribers,
    id: newsletterSubscribers.id,
    email: newsletterSubscribers.emailAddress,
    key: newsletterSubscribers.emailKey,
  },
];

/**
 * Rows stored before email keys were NFKC-normalised get today's key, so their owners still find
 * their accounts and nobody can take the same address in another spelling. Where the new key is
 * already another row's, the row keeps its old key and is counted (two accounts to merge by hand).
 */
export async function normaliseEmailKeys(db: Db): Promise<{ updated: number; clashes: number }> {
  let updated = 0;
  let clashes = 0;
  for (const { table, id, email, key } of KEYED) {
    // The database picks the few rows whose key may be stale (PostgreSQL's own NFKC), so a start reads
    // no whole table into memory; the exact key is then computed here as everywhere else.
    const rows = (await db
      .select({ id, email, key })
      .from(table)
      .where(sql`${key} <> lower(btrim(normalize(${email}, NFKC)))`)) as Array<{
      id: number;
      email: string;
      key: string;
    }>;
    for (const row of rows) {
      const wanted = emailKeyOf(row.email);
      if (wanted === row.key) continue;
      try {
        // Every keyed table names its key column emailKey.
        await db
          .update(table)
          .set({ emailKey: wanted } as never)
          .where(eq(id, row.id));
        updated += 1;
      } catch {
        clashes += 1;
      }
    }
  }
  return { updated, clashes };
}
