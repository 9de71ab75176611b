import type { Db } from '../db/client';
import { perDatabase } from '../db/per-database';

interface Preparable {
  prepare(name: string): { execute(values?: Record<string, unknown>): Promise<unknown> };
}

/**
 * A statement read on many requests (the session, the staff guard's account), built once per database
 * with `sql.placeholder`s and prepared under `name`: drizzle neither builds nor renders it again, and
 * PostgreSQL parses and plans it once per connection. Building and rendering it on every request cost
 * more than running it.
 */
export function preparedStatement<Q extends Preparable>(
  name: string,
  build: (db: Db) => Q,
): (db: Db) => ReturnType<Q['prepare']> {
  return perDatabase((db) => build(db).prepare(name) as ReturnType<Q['prepare']>);
}
