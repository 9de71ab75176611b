import { USER_PATHS } from 'shared/contract/user';
import { createLoggedTestApp } from '../../test/logged-test-app';
import { TestAgent } from '../../test/test-app';

test('at the most verbose log level, no password, hash or session token is ever written to the log', async () => {
  const { app, log, close } = await createLoggedTestApp();
  try {
    const agent = new TestAgent(app);
    const secret = 'Very-Secret-Passphrase-1';
    const newSecret = 'Another-Secret-Passphrase-2';
    const registered = await agent.postForm(USER_PATHS.register, {
      Name: 'Log Watcher',
      EmailAddress: 'log.watcher@example.com',
      Password: secret,
    });
    expect(registered.statusCode).toBe(201);
    await agent.postForm(USER_PATHS.login, {
      EmailAddress: 'log.watcher@example.com',
      Password: 'wrong-one-123',
    });
    const login = await agent.postForm(USER_PATHS.login, {
      EmailAddress: 'log.watcher@example.com',
      Password: secret,
    });
    expect(login.statusCode).toBe(200);
    const { userId } = login.json();
    const sessionToken = agent.cookies.get('sid')!;
    expect(sessionToken).toBeTruthy();
    const update = await agent.postForm(USER_PATHS.update(userId), {
      Name: 'Log Watcher',
      EmailAddress: 'log.watcher@example.com',
      Password: newSecret,
      CurrentPassword: secret,
    });
    expect(update.statusCode).toBe(200);
    await agent.postForm(USER_PATHS.logout, {});

    expect(log().length).toBeGreaterThan(0); // the log really was written
    for (const forbidden of [secret, newSecret, 'wrong-one-123', '$argon2id$', sessionToken]) {
      expect(log()).not.toContain(forbidden);
    }
  } finally {
    await close();
  }
});
