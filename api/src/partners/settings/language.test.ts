import { eq } from 'drizzle-orm';
import { LANGUAGE_FIELD_MESSAGE } from 'shared/contract/account-language-schema';
import { BDE_SETTINGS_PATHS } from 'shared/contract/earnings';
import { EXECUTIVE_PATHS } from 'shared/contract/executive';
import { PASSWORD_RESET_PATHS } from 'shared/contract/password-reset';
import { STAFF_PATHS } from 'shared/contract/staff';
import { executives } from '../../db/schema';
import { insertExecutive, insertStaff, signedInAgent } from '../../test/fixtures';
import { emailsSentTo } from '../../test/outbox';
import { createTestApp, type TestContext } from '../../test/test-app';
import { noticeSettingsOf, notifyExecutive } from '../inbox/notify-service';
import { postRegistration, validFields } from '../executives/registration-test-helpers';

// A BDE's language is saved with their account (issue 42): it follows them to any device, and every
// email to them is written in it from the next one on.

jest.setTimeout(120_000);

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

async function signedInBde() {
  const bde = await insertExecutive(ctx);
  return { bde, agent: await signedInAgent(ctx, 'bde', bde.id) };
}

const lastEmailTo = async (address: string) => (await emailsSentTo(ctx, address)).at(-1);
const languageOf = async (id: number) =>
  (
    await ctx.database.db
      .select({ language: executives.language })
      .from(executives)
      .where(eq(executives.id, id))
  )[0].language;

test('a BDE who switches to Tamil in Settings gets the next email in Tamil', async () => {
  const { bde, agent } = await signedInBde();
  expect((await agent.get(BDE_SETTINGS_PATHS.settings(bde.bdeCode))).json()).toMatchObject({
    language: 'en',
  });

  const saved = await agent.postJson(BDE_SETTINGS_PATHS.language(bde.bdeCode), { language: 'ta' });
  expect(saved.statusCode).toBe(200);
  expect(saved.json()).toMatchObject({ language: 'ta' });
  expect(await languageOf(bde.id)).toBe('ta');

  // A forgotten password, asked for from an English page: the account's language decides.
  await ctx.agent().postJson(PASSWORD_RESET_PATHS.bde, { login: bde.userName });
  const reset = await lastEmailTo(bde.email);
  expect(reset).toMatchObject({
    template: 'password-reset',
    subject: 'உங்கள் Deccan Stack கடவுச்சொல்லை மீட்டமையுங்கள்',
  });
  expect(reset!.htmlBody).toContain('<html lang="ta">');
  expect(reset!.textBody).toContain('இந்த இணைப்பின் மூலம் புதிய கடவுச்சொல்லை அமைக்கலாம்.');
  // The link leads to the page in Tamil.
  expect(reset!.textBody).toContain(`${ctx.config.publicOrigin}/ta/login#reset=`);

  // A notification the BDE gets by email (a message from the office is one by default).
  await ctx.database.db.transaction(async (tx) =>
    notifyExecutive(tx as never, noticeSettingsOf(ctx.config), {
      executiveId: bde.id,
      kind: 'message',
      text: 'New message from the office',
      link: '/bdedetails/messages',
    }),
  );
  const notice = await lastEmailTo(bde.email);
  expect(notice).toMatchObject({
    template: 'bde-notification',
    subject: 'அலுவலகத்திடமிருந்து புதிய செய்தி: Deccan Stack',
  });
  expect(notice!.htmlBody).toContain('<html lang="ta">');
  expect(notice!.textBody).toContain(`${ctx.config.publicOrigin}/ta/bdedetails/messages`);

  // Back to English: the next email is English again, as it always was.
  await agent.postJson(BDE_SETTINGS_PATHS.language(bde.bdeCode), { language: 'en' });
  await ctx.agent().postJson(PASSWORD_RESET_PATHS.bde, { login: bde.userName });
  const english = await lastEmailTo(bde.email);
  expect(english).toMatchObject({ subject: 'Reset your Deccan Stack password' });
  expect(english!.htmlBody).toContain('<html lang="en">');
});

test('the bank-change email is in the BDE’s language, its date too', async () => {
  const { bde, agent } = await signedInBde();
  await agent.postJson(BDE_SETTINGS_PATHS.language(bde.bdeCode), { language: 'hi' });
  const changed = await agent.postJson(BDE_SETTINGS_PATHS.bankDetails(bde.bdeCode), {
    accountHolder: 'Asha Rao',
    accountNumber: '123456789012',
    confirmAccountNumber: '123456789012',
    ifsc: 'SBIN0001234',
    currentPassword: 'correct horse battery',
  });
  expect(changed.statusCode).toBe(200);
  const email = await lastEmailTo(bde.email);
  expect(email).toMatchObject({
    template: 'bde-bank-details-changed',
    subject: 'आपके बैंक विवरण बदले गए हैं: Deccan Stack',
  });
  expect(email!.textBody).toContain('अब आपके भुगतान XXXXXX9012 पर समाप्त होने वाले खाते में जाएँगे।');
  // The hold's end, written the Hindi way (month in Devanagari), in India's time.
  expect(email!.textBody).toMatch(/से पहले इस खाते में कोई भुगतान नहीं भेजा जाएगा/);
  expect(email!.textBody).not.toMatch(/\d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4}/);
});

test('a language that is not one of the six is a 400 naming the field, and changes nothing', async () => {
  const { bde, agent } = await signedInBde();
  await agent.postJson(BDE_SETTINGS_PATHS.language(bde.bdeCode), { language: 'kn' });
  for (const body of [{ language: 'fr' }, { language: 'TA' }, { language: '' }, { language: 7 }, {}]) {
    const response = await agent.postJson(BDE_SETTINGS_PATHS.language(bde.bdeCode), body);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual(['language']);
  }
  const refused = await agent.postJson(BDE_SETTINGS_PATHS.language(bde.bdeCode), { language: 'fr' });
  expect(refused.json().errors.language).toEqual([LANGUAGE_FIELD_MESSAGE]);
  const unknown = await agent.postJson(BDE_SETTINGS_PATHS.language(bde.bdeCode), { language: 'te', x: 1 });
  expect(unknown.statusCode).toBe(400);
  expect(await languageOf(bde.id)).toBe('kn');
});

test('another BDE’s code, or no session, changes no one’s language', async () => {
  const { bde } = await signedInBde();
  const { agent: other } = await signedInBde();
  expect(
    (await other.postJson(BDE_SETTINGS_PATHS.language(bde.bdeCode), { language: 'ml' })).statusCode,
  ).toBe(403);
  expect(
    (await ctx.agent().postJson(BDE_SETTINGS_PATHS.language(bde.bdeCode), { language: 'ml' })).statusCode,
  ).toBe(401);
  expect(await languageOf(bde.id)).toBe('en');
});

test('the saved language comes with the sign-in and the profile, on any device', async () => {
  const { bde, agent } = await signedInBde();
  await agent.postJson(BDE_SETTINGS_PATHS.language(bde.bdeCode), { language: 'ml' });
  const device = ctx.agent();
  const login = await device.postForm(EXECUTIVE_PATHS.login, {
    userName: bde.userName,
    password: 'correct horse battery',
  });
  expect(login.statusCode).toBe(200);
  expect(login.json()).toMatchObject({ bdeCode: bde.bdeCode, language: 'ml' });
  expect(login.json().dashboard.bdeProfile).toMatchObject({ language: 'ml' });
  expect((await device.get(EXECUTIVE_PATHS.byCode(bde.bdeCode))).json()).toMatchObject({ language: 'ml' });
});

test('a registration keeps the language of the page it was sent from; staff see it on the partner page', async () => {
  const fields = validFields();
  const registered = await postRegistration(ctx.agent(), fields, {}, undefined, { 'accept-language': 'te' });
  expect(registered.statusCode).toBe(201);
  const { bdeCode } = registered.json<{ bdeCode: string }>();
  const [row] = await ctx.database.db.select().from(executives).where(eq(executives.bdeCode, bdeCode));
  expect(row.language).toBe('te');

  const staff = await signedInAgent(ctx, 'staff', (await insertStaff(ctx)).id);
  const page = await staff.get(STAFF_PATHS.partner({ bdeCode }));
  expect(page.statusCode).toBe(200);
  expect(page.json()).toMatchObject({ bdeCode, language: 'te' });

  // Without a header (or with none of the six) the account is English.
  const plain = await postRegistration(ctx.agent(), validFields());
  const [english] = await ctx.database.db
    .select()
    .from(executives)
    .where(eq(executives.bdeCode, plain.json<{ bdeCode: string }>().bdeCode));
  expect(english.language).toBe('en');
});
