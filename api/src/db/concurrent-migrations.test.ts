/**
 * Two instances starting at the same moment on an empty database: the advisory lock around the
 * migrations lets one migrate while the other waits, then finds them applied. Both open it, and each
 * migration is recorded once. PostgreSQL only (jest.config.js).
 */
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { MIGRATIONS_FOLDER, openDatabase, type Database } from './client';
import { migrationsApplied } from './migrations-applied';
import { throwawayDatabase, type ThrowawayDatabase } from './throwaway-database';

let throwaway: ThrowawayDatabase;
const opened: Database[] = [];
beforeAll(async () => {
  if (!process.env.DATABASE_URL)
    throw new Error('concurrent-migrations.test.ts needs DATABASE_URL (PostgreSQL)');
  throwaway = await throwawayDatabase(process.env.DATABASE_URL, 'migrate_twice');
});
afterAll(async () => {
  await Promise.all(opened.map((database) => database.close()));
  await throwaway?.drop();
});

test('two openDatabase at once on an empty database both succeed and apply each migration once', async () => {
  const results = await Promise.allSettled([
    openDatabase({ url: throwaway.url }),
    openDatabase({ url: throwaway.url }),
  ]);
  for (const result of results) if (result.status === 'fulfilled') opened.push(result.value);
  expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled']);

  const shipped = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER });
  const rows = await opened[0].query<{ hash: string; n: number }>(
    'select hash, count(*)::int as n from drizzle.__drizzle_migrations group by hash',
  );
  expect(rows).toHaveLength(shipped.length);
  expect(rows.every((row) => row.n === 1)).toBe(true);
  expect(await migrationsApplied(opened[1])).toBe(true);
  // The lock was given back: nobody holds it any more.
  const held = await opened[0].query<{ n: number }>(
    `select count(*)::int as n from pg_locks l join pg_database d on d.oid = l.database
      where l.locktype = 'advisory' and l.objid = 2700027 and d.datname = current_database()`,
  );
  expect(held[0].n).toBe(0);
});
