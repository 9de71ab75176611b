import { createLoggedTestApp } from '../../test/logged-test-app';
import { TestAgent } from '../../test/test-app';
import { PDF, postRegistration, validFields } from './registration-test-helpers';

jest.setTimeout(30_000);

test('no identity number, contact detail or password reaches the logs, even at trace level', async () => {
  const { app, log, close } = await createLoggedTestApp();
  try {
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

    expect(log().length).toBeGreaterThan(0);
    const secrets = [fields.AadharNumber, fields.Pannumber, '9123456780', fields.Password, fields.Email];
    for (const secret of secrets) {
      expect(log()).not.toContain(secret);
    }
  } finally {
    await close();
  }
});
