// A fresh database for one benchmark round: embedded in a temporary folder, or a throwaway one on
// the PostgreSQL server the benchmarks measure on.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../api/src/db/client';
import { throwawayDatabase } from '../../api/src/db/throwaway-database';
import { PG_URL } from './postgres';

/** The database, the data folder the app's uploads go to, and `close`, which removes both. */
export async function openBenchDatabase(kind: 'pglite' | 'postgres', prefix: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
  const throwaway = kind === 'postgres' ? await throwawayDatabase(PG_URL, 'bench') : null;
  const database = await openDatabase(throwaway ? { url: throwaway.url } : { dataDir });
  return {
    database,
    dataDir,
    async close() {
      await database.close();
      await throwaway?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
