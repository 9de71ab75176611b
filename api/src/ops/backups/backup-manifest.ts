import type { BackupKeyIds } from './backup-keys';
import type { SchemaVersion } from './schema-version';

export const BACKUP_FORMAT = 'deccan-stack-backup';
/** 2: sealed (`manifest.hmac`, backup-seal.ts), no APP_SECRET id. 1: no seal. */
export const BACKUP_FORMAT_VERSION = 2;
export const FIRST_SEALED_VERSION = 2;

export type DatabaseKind = 'pglite' | 'postgres';

/** What a backup says about itself (`manifest.json`): no key, no personal value. */
export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  formatVersion: number;
  madeAt: string;
  database: DatabaseKind;
  /** `pglite-data-dir` (PGlite's data folder, tar.gz) or `pg_dump-custom` (pg_restore reads it). */
  dumpFormat: 'pglite-data-dir' | 'pg_dump-custom';
  /** The server's version (`server_version`) when the dump was made. */
  serverVersion: string;
  schema: SchemaVersion;
  /** Rows per table, counted in the dump's own snapshot. */
  rowCounts: Record<string, number>;
  keyIds: BackupKeyIds;
  /** A random value sealed with DATA_KEY (base64): a restore opens it before writing anything. */
  dataKeyCanary: string;
  /** The archive's only member besides the manifest and its seal. */
  dump: { entry: string; bytes: number; sha256: string };
  /**
   * Everything the site keeps is in the database. Document copies of releases before the move into
   * the database are files until an instance of a later release starts on the folder holding them;
   * this many were still files, on some instance, and are not in the backup.
   */
  documentFilesNotMoved: number;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isHex = (value: unknown, length?: number) =>
  typeof value === 'string' && /^[0-9a-f]+$/.test(value) && (length === undefined || value.length === length);

/** The manifest, checked field by field; null when it is not one this code understands. */
export function parseManifest(text: string): BackupManifest | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isObject(value) || value.format !== BACKUP_FORMAT || typeof value.formatVersion !== 'number')
    return null;
  const { schema, keyIds, dump, rowCounts } = value;
  const valid =
    (value.database === 'pglite' || value.database === 'postgres') &&
    typeof value.madeAt === 'string' &&
    isObject(schema) &&
    typeof schema.migrations === 'number' &&
    isHex(schema.lastHash, 64) &&
    typeof schema.lastCreatedAt === 'number' &&
    isObject(rowCounts) &&
    Object.values(rowCounts).every((n) => Number.isInteger(n)) &&
    isObject(keyIds) &&
    isHex(keyIds.DATA_KEY, 16) &&
    Array.isArray(keyIds.DATA_KEY_PREVIOUS) &&
    keyIds.DATA_KEY_PREVIOUS.every((id) => isHex(id, 16)) &&
    isHex(keyIds.BLIND_INDEX_KEY, 16) &&
    typeof value.dataKeyCanary === 'string' &&
    isObject(dump) &&
    typeof dump.bytes === 'number' &&
    isHex(dump.sha256, 64);
  return valid ? (value as unknown as BackupManifest) : null;
}
