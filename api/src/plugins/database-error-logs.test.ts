import { sql } from 'drizzle-orm';
import { createLoggedTestApp } from '../test/logged-test-app';

test('a failed query is logged with its SQL and error code, never its parameters or the detail quoting them', async () => {
  const secret = 'meena.private@example.com';
  const { app, log, close } = await createLoggedTestApp((app, database) => {
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
  });
  try {
    const response = await app.inject({ method: 'GET', url: '/api/test/failing-query' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain(secret);
    expect(log()).toContain('unhandled error');
    expect(log()).toContain('23505');
    // PostgreSQL quotes a value of the wrong type in its main message, not only in its detail line.
    expect((await app.inject({ method: 'GET', url: '/api/test/bad-value' })).statusCode).toBe(500);
    expect(log()).toContain('22P02');
    expect(log()).not.toContain(secret);
  } finally {
    await close();
  }
});
