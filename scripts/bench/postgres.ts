// The PostgreSQL server the benchmarks measure on, and the throwaway databases they make there.
import crypto from 'node:crypto';
import { Client } from 'pg';

export const DEFAULT_POSTGRES_URL = 'postgres://postgres:postgres@127.0.0.1:5432/postgres';
/** The benchmarks' server: DATABASE_URL, else the local default (README, "Several instances"). */
export const PG_URL = process.env.DATABASE_URL ?? DEFAULT_POSTGRES_URL;

/** The server's address as printed: with its password masked. */
export const printable = (serverUrl: string) => serverUrl.replace(/:[^:@/]*@/, ':***@');

/** Whether the server accepts a connection within 2 s. */
export async function postgresReachable(serverUrl: string): Promise<boolean> {
  const client = new Client({ connectionString: serverUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

export interface ThrowawayDatabase {
  /** The new database's address: the server's, with the database's name as its path. */
  url: string;
  /** Drops the database, closing whatever connections to it are still open. */
  drop: () => Promise<void>;
}

/** Creates a database named `<prefix>_<random hex>` on the server, for one run. */
export async function throwawayDatabase(serverUrl: string, prefix: string): Promise<ThrowawayDatabase> {
  const name = `${prefix}_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const drop = new Client({ connectionString: serverUrl });
      await drop.connect();
      await drop.query(`drop database if exists ${name} with (force)`);
      await drop.end();
    },
  };
}
