import { openDatabase, type Database } from '../db/client';
import { throwawayDatabase } from '../db/throwaway-database';

/**
 * A fresh, migrated database for one test file: PGlite in memory by default, or a new database on
 * the PostgreSQL server named by DATABASE_URL (dropped again on close).
 */
export async function openTestDatabase(): Promise<Database> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return openDatabase({});
  const throwaway = await throwawayDatabase(serverUrl, 'test');
  const database = await openDatabase({ url: throwaway.url });
  return {
    ...database,
    async close() {
      await database.close();
      await throwaway.drop();
    },
  };
}
