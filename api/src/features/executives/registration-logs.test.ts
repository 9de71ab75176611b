import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { randomKeys } from '../../lib/secret';
import { openTestDatabase } from '../../test/test-database';
import { TestAgent } from '../../test/test-app';
import { PDF, postRegistration, validFields } from './registration-test-helpers';

jest.setTimeout(30_000);

test('no identity number, contact detail or password reaches the logs, even at trace level', async () => {
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
    const fields = validFields({ MobileNumber: '9123456780' });
    expect(
      (await postRegistration(agent, fields, { AadharCopy: { content: PDF, name: 'a.pdf' } })).statusCode,
    ).toBe(201);
    // A failing registration, a duplicate Aadhaar number and a sign-in too.
    await postRegistration(agent, { ...fields, Email: 'x' });
    const again = validFields({ AadharNumber: fields.AadharNumber, MobileNumber: '9123456780' });
    expect((await postRegistration(agent, again)).statusCode).toBe(409);
    await agent.postForm('/api/Executive/login', { userName: fields.UserName, password: fields.Password });

    const log = lines.join('');
    expect(log.length).toBeGreaterThan(0);
    const secrets = [fields.AadharNumber, fields.Pannumber, '9123456780', fields.Password, fields.Email];
    for (const secret of secrets) {
      expect(log).not.toContain(secret);
    }
  } finally {
    await app.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
