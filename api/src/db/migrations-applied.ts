import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { Database } from './client';
import { MIGRATIONS_FOLDER } from './client';

/**
 * Whether every migration this version ships is recorded in drizzle's table (by its hash). A newer
 * version may have applied more; that is fine for this one.
 */
export async function migrationsApplied(database: Pick<Database, 'query'>): Promise<boolean> {
  const shipped = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER }).map((m) => m.hash);
  const rows = await database.query<{ hash: string }>('select hash from drizzle.__drizzle_migrations');
  const applied = new Set(rows.map((row) => row.hash));
  return shipped.every((hash) => applied.has(hash));
}
