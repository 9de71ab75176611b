import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { USER_PATHS } from 'shared/contract/user';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { randomKeys } from '../../lib/secret';
import { openTestDatabase } from '../../test/test-database';
import { TestAgent } from '../../test/test-app';

test('at the most verbose log level, no password, hash or session token is ever written to the log', async () => {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const database = await openTestDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-log-test-'));
  const app = await buildApp({
    config: { ...loadConfig({}), dataDir, uploadsDir: path.join(dataDir, 'uploads') },
    database,
    ...randomKeys(),
    logger: { level: 'trace', stream },
  });
  try {
    await app.ready();
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

    const log = lines.join('');
    expect(lines.length).toBeGreaterThan(0); // the log really was written
    for (const forbidden of [secret, newSecret, 'wrong-one-123', '$argon2id$', sessionToken]) {
      expect(log).not.toContain(forbidden);
    }
  } finally {
    await app.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
