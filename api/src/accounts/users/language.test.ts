import { eq } from 'drizzle-orm';
import { LANGUAGE_FIELD_MESSAGE } from 'shared/contract/account-language-schema';
import { PASSWORD_RESET_PATHS } from 'shared/contract/password-reset';
import { USER_PATHS } from 'shared/contract/user';
import { users } from '../../db/schema';
import { signedInAgent } from '../../test/fixtures';
import { emailsSentTo } from '../../test/outbox';
import { createTestApp, type TestContext } from '../../test/test-app';

// A user's language is saved with their account (issue 42): the sign-up page's at first, then theirs
// to change in the profile; it comes with the sign-in on any device, and their emails are in it.

jest.setTimeout(60_000);

const PASSWORD = 'correct horse battery';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const byEmail = async (email: string) =>
  (await ctx.database.db.select().from(users).where(eq(users.emailKey, email.toLowerCase())))[0];
const lastEmailTo = async (address: string) => (await emailsSentTo(ctx, address)).at(-1);

/** Signs up as the form does, from a page in `language` (the header the API client sends). */
function signUp(email: string, language?: string) {
  return ctx.agent().request({
    method: 'POST',
    url: USER_PATHS.register,
    payload: new URLSearchParams({
      Name: 'Lakshmi Prasanna',
      EmailAddress: email,
      Password: PASSWORD,
    }).toString(),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(language ? { 'accept-language': language } : {}),
    },
  });
}

test('a sign-up from a Telugu page keeps Telugu; the sign-in and profile say it on any device', async () => {
  expect((await signUp('lakshmi.te@example.com', 'te')).statusCode).toBe(201);
  const user = await byEmail('lakshmi.te@example.com');
  expect(user.language).toBe('te');

  const device = ctx.agent();
  const login = await device.postForm(USER_PATHS.login, { EmailAddress: user.email, Password: PASSWORD });
  expect(login.json()).toEqual({
    name: 'Lakshmi Prasanna',
    email: user.email,
    userId: user.id,
    language: 'te',
  });
  expect((await device.get(USER_PATHS.username(user.id))).json()).toMatchObject({ language: 'te' });

  // A forgotten password is answered in Telugu, whatever page asks.
  await ctx.agent().postJson(PASSWORD_RESET_PATHS.user, { email: user.email });
  const reset = await lastEmailTo(user.email);
  expect(reset).toMatchObject({ template: 'password-reset', subject: 'మీ Deccan Stack పాస్‌వర్డ్‌ను రీసెట్ చేయండి' });
  expect(reset!.htmlBody).toContain('<html lang="te">');
  expect(reset!.htmlBody).toContain('>కొత్త పాస్‌వర్డ్ పెట్టండి</a>');
});

test('a browser’s own header is read for its first of the six; none of them is English', async () => {
  await signUp('ravi.ta@example.com', 'fr-FR,fr;q=0.9,ta-IN;q=0.8,en;q=0.5');
  expect((await byEmail('ravi.ta@example.com')).language).toBe('ta');
  await signUp('ravi.en@example.com', 'fr-FR,de;q=0.9');
  expect((await byEmail('ravi.en@example.com')).language).toBe('en');
  await signUp('ravi.none@example.com');
  expect((await byEmail('ravi.none@example.com')).language).toBe('en');
});

test('the profile update changes the language; empty or left out keeps it', async () => {
  await signUp('meena.hi@example.com', 'hi');
  const user = await byEmail('meena.hi@example.com');
  const agent = await signedInAgent(ctx, 'user', user.id);
  const base = { Name: user.name, EmailAddress: user.email, Password: '', CurrentPassword: '' };

  const changed = await agent.postForm(USER_PATHS.update(user.id), { ...base, Language: 'kn' });
  expect(changed.statusCode).toBe(200);
  expect(changed.json()).toEqual({ name: user.name, email: user.email, language: 'kn' });
  expect((await byEmail(user.email)).language).toBe('kn');

  await agent.postForm(USER_PATHS.update(user.id), { ...base, Language: '' });
  await agent.postForm(USER_PATHS.update(user.id), base);
  expect((await agent.get(USER_PATHS.username(user.id))).json()).toMatchObject({ language: 'kn' });
});

test('a language that is not one of the six is a 400 naming Language, and changes nothing', async () => {
  await signUp('arun.bad@example.com', 'ml');
  const user = await byEmail('arun.bad@example.com');
  const agent = await signedInAgent(ctx, 'user', user.id);
  for (const Language of ['fr', 'TE', 'te-IN', 'english']) {
    const response = await agent.postForm(USER_PATHS.update(user.id), {
      Name: 'A New Name',
      EmailAddress: user.email,
      Password: '',
      CurrentPassword: '',
      Language,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ Language: [LANGUAGE_FIELD_MESSAGE] });
  }
  const after = await byEmail(user.email);
  expect([after.name, after.language]).toEqual(['Lakshmi Prasanna', 'ml']);
});

test('the account-deleted email is in the account’s language', async () => {
  await signUp('gone.kn@example.com', 'kn');
  const user = await byEmail('gone.kn@example.com');
  const agent = await signedInAgent(ctx, 'user', user.id);
  const deleted = await agent.postJson(USER_PATHS.deleteAccount(user.id), { password: PASSWORD });
  expect(deleted.statusCode).toBe(204);
  const email = await lastEmailTo(user.email);
  expect(email).toMatchObject({
    template: 'user-account-deleted',
    subject: 'ನಿಮ್ಮ Deccan Stack ಖಾತೆಯನ್ನು ಅಳಿಸಲಾಗಿದೆ',
  });
  expect(email!.htmlBody).toContain('<html lang="kn">');
});

test('the language alone is saved by its own call: the name and email are left as they are', async () => {
  await signUp('kavya.own@example.com', 'te');
  const user = await byEmail('kavya.own@example.com');
  const agent = await signedInAgent(ctx, 'user', user.id);
  // Another tab renamed the account in the meantime: saving the language must not put the old name back.
  await ctx.database.db.update(users).set({ name: 'Kavya Reddy' }).where(eq(users.id, user.id));

  const saved = await agent.postJson(USER_PATHS.language(user.id), { language: 'ta' });
  expect(saved.statusCode).toBe(200);
  expect(saved.json()).toEqual({ username: 'Kavya Reddy', emailAddress: user.email, language: 'ta' });
  expect(await byEmail(user.email)).toMatchObject({ name: 'Kavya Reddy', language: 'ta' });

  const refused = await agent.postJson(USER_PATHS.language(user.id), { language: 'fr' });
  expect(refused.statusCode).toBe(400);
  expect(refused.json().errors).toEqual({ language: [LANGUAGE_FIELD_MESSAGE] });
  expect((await byEmail(user.email)).language).toBe('ta');

  await signUp('ravi.other@example.com', 'kn');
  const other = await byEmail('ravi.other@example.com');
  expect((await agent.postJson(USER_PATHS.language(other.id), { language: 'hi' })).statusCode).toBe(403);
  expect((await byEmail(other.email)).language).toBe('kn');
  expect((await ctx.agent().postJson(USER_PATHS.language(user.id), { language: 'hi' })).statusCode).toBe(401);
});
