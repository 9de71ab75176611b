import fs from 'node:fs';
import path from 'node:path';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { MIGRATIONS_FOLDER } from '../../db/client';

/** A database's schema: the last migration applied (drizzle's `__drizzle_migrations`). */
export interface SchemaVersion {
  /** How many migrations were applied. */
  migrations: number;
  /** The migration's name in this code's journal (`0016_session_feed`); null when this code lacks it. */
  lastTag: string | null;
  /** SHA-256 of the migration's SQL, as drizzle records it. */
  lastHash: string;
  /** The migration's time stamp in the journal, which drizzle compares to decide what to apply. */
  lastCreatedAt: number;
}

export type Query = <Row = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<Row[]>;

interface CodeMigration {
  tag: string;
  hash: string;
  createdAt: number;
}

/** This code's migrations, oldest first. */
export function codeMigrations(): CodeMigration[] {
  const journal = JSON.parse(
    fs.readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'),
  ) as {
    entries: Array<{ tag: string; when: number }>;
  };
  const files = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER });
  return journal.entries.map((entry, index) => ({
    tag: entry.tag,
    hash: files[index].hash,
    createdAt: entry.when,
  }));
}

export async function schemaVersionOf(query: Query): Promise<SchemaVersion> {
  const rows = await query<{ hash: string; created_at: string | number }>(
    'select hash, created_at from drizzle.__drizzle_migrations order by created_at',
  );
  const last = rows.at(-1);
  if (!last) throw new Error('the database has no migrations applied; it is not this site’s database');
  const lastCreatedAt = Number(last.created_at);
  const known = codeMigrations().find((migration) => migration.createdAt === lastCreatedAt);
  return { migrations: rows.length, lastTag: known?.tag ?? null, lastHash: last.hash, lastCreatedAt };
}

/** Why this code cannot take a database of that schema; null when it can (older ones are migrated). */
export function schemaProblem(backup: SchemaVersion): string | null {
  const migrations = codeMigrations();
  const newest = migrations.at(-1)!;
  if (backup.lastCreatedAt > newest.createdAt) {
    return (
      `the backup's schema is newer than this code's (its last migration ${backup.lastTag ?? `of ${new Date(backup.lastCreatedAt).toISOString()}`} ` +
      `came after ${newest.tag}): restore it with the release that made it, or a later one`
    );
  }
  const same = migrations.find((migration) => migration.createdAt === backup.lastCreatedAt);
  if (!same || same.hash !== backup.lastHash) {
    return `the backup's last migration (${backup.lastTag ?? backup.lastHash.slice(0, 12)}) is not one of this code's migrations`;
  }
  return null;
}
