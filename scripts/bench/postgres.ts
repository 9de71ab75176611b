// The PostgreSQL server the benchmarks measure on (their throwaway databases: api/src/db/throwaway-database.ts).
import { Client } from 'pg';

export const DEFAULT_POSTGRES_URL = 'postgres://postgres:postgres@127.0.0.1:5432/postgres';
/** The benchmarks' server: DATABASE_URL, else the local default (docs/operations.md, "Several instances"). */
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
