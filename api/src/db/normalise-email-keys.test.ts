import { eq } from 'drizzle-orm';
import { USER_PATHS } from 'shared/contract/user';
import { users } from './schema';
import { normaliseEmailKeys } from './normalise-email-keys';
import { insertUser } from '../test/fixtures';
import { createTestApp } from '../test/test-app';

jest.setTimeout(60_000);

test('an account stored under an older, non-NFKC key is found again and its address cannot be taken twice', async () => {
  const ctx = await createTestApp();
  try {
    // As an older release stored it: lower-cased, but full-width letters left as they were.
    const user = await insertUser(ctx, {
      email: 'ｍｅｅｎａ@example.com',
      emailKey: 'ｍｅｅｎａ@example.com',
    });
    const clash = await insertUser(ctx, { email: 'Ravi@example.com', emailKey: 'ravi@example.com' });
    await insertUser(ctx, { email: 'ＲＡＶＩ@example.com', emailKey: 'ｒａｖｉ@example.com' });
    expect(await normaliseEmailKeys(ctx.database.db)).toEqual({ updated: 1, clashes: 1 });
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row.emailKey).toBe('meena@example.com');
    const login = await ctx.agent().postForm(USER_PATHS.login, {
      EmailAddress: 'meena@example.com',
      Password: 'correct horse battery',
    });
    expect(login.statusCode).toBe(200);
    const again = await ctx.agent().postForm(USER_PATHS.register, {
      Name: 'Someone Else',
      EmailAddress: 'Meena@Example.com',
      Password: 'another password',
    });
    expect(again.statusCode).toBe(400);
    expect(clash.emailKey).toBe('ravi@example.com');
  } finally {
    await ctx.close();
  }
});
