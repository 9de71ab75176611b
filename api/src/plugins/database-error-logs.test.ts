import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { randomKeys } from '../lib/secret';
import { openTestDatabase } from '../test/test-database';

test('a failed query is logged with its SQL and error code, never its parameters or the detail quoting them', async () => {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const database = await openTestDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-db-log-test-'));
  const app = await buildApp({
    config: { ...loadConfig({}), dataDir, uploadsDir: path.join(dataDir, 'uploads') },
    database,
    ...randomKeys(),
    logger: { level: 'trace', stream },
  });
  const secret = 'meena.private@example.com';
  app.get('/api/test/failing-query', async () => {
    await database.db.execute(
      sql`insert into users (name, email, email_key, password_hash) values (${secret}, ${secret}, ${secret}, ${secret})`,
    );
    await database.db.execute(
      sql`insert into users (name, email, email_key, password_hash) values (${secret}, ${secret}, ${secret}, ${secret})`,
    );
    return { ok: true };
  });
  app.get('/api/test/bad-value', async () => {
    await database.db.execute(sql`select ${secret}::int`);
    return { ok: true };
  });
  try {
    await app.ready();
    const response = await app.inject({ method: 'GET', url: '/api/test/failing-query' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain(secret);
    const log = lines.join('');
    expect(log).toContain('unhandled error');
    expect(log).toContain('23505');
    // PostgreSQL quotes a value of the wrong type in its main message, not only in its detail line.
    expect((await app.inject({ method: 'GET', url: '/api/test/bad-value' })).statusCode).toBe(500);
    expect(lines.join('')).toContain('22P02');
    expect(lines.join('')).not.toContain(secret);
  } finally {
    await app.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
