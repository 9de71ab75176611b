import type { Db } from './client';

/**
 * `make(db)` once per database, then the same value: for what is built once and kept, like prepared
 * statements. Keyed weakly, so a closed database (tests open many) takes its values with it.
 */
export function perDatabase<T>(make: (db: Db) => T): (db: Db) => T {
  const values = new WeakMap<Db, T>();
  return (db) => {
    let value = values.get(db);
    if (value === undefined) values.set(db, (value = make(db)));
    return value;
  };
}
