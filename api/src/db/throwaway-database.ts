import crypto from 'node:crypto';
import { Client } from 'pg';

export interface ThrowawayDatabase {
  /** The new database's address: the server's, with the database's name as its path. */
  url: string;
  /** Drops the database, closing whatever connections to it are still open. */
  drop: () => Promise<void>;
}

async function run(serverUrl: string, statement: string) {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Creates a database named `<prefix>_<random hex>` on the server, for one test file or one run. */
export async function throwawayDatabase(serverUrl: string, prefix: string): Promise<ThrowawayDatabase> {
  const name = `${prefix}_${crypto.randomBytes(6).toString('hex')}`;
  await run(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => run(serverUrl, `drop database if exists ${name} with (force)`),
  };
}
