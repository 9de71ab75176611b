import { eq } from 'drizzle-orm';
import { CLIENT_INFO_PATH } from 'shared/contract/client-info';
import { CONTACT_PATH } from 'shared/contract/contact';
import { NEWSLETTER_SUBSCRIBE_PATH } from 'shared/contract/newsletter';
import { clientInfos, contactMessages, newsletterSubscribers } from '../../db/schema';
import { emailsSentTo } from '../../test/outbox';
import { createTestApp, type TestContext } from '../../test/test-app';

// A visitor without an account is answered in the language of the page they wrote from (issue 42):
// each public form keeps it with what it stores. Staff are told in English, as the back office is.

jest.setTimeout(60_000);

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

let lastAddress = 0;
const fromNewClient = () => `10.9.${Math.floor(++lastAddress / 250)}.${(lastAddress % 250) + 1}`;

/** A public form sent as the API client sends it from a page in `language`. */
const send = (url: string, body: unknown, language?: string) =>
  ctx.agent().request({
    method: 'POST',
    url,
    payload: JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...(language ? { 'accept-language': language } : {}) },
    remoteAddress: fromNewClient(),
  });

const emailsTo = (address: string) => emailsSentTo(ctx, address);

const contact = (email: string) => ({
  name: 'Meena Iyer',
  contactNumber: '+91 98480 12345',
  email,
  message: 'We need a booking website for our clinic.',
});

test('a contact message from a Telugu page is kept as Telugu and acknowledged in Telugu; staff hear in English', async () => {
  const response = await send(CONTACT_PATH, contact('meena.te@example.in'), 'te');
  expect(response.statusCode).toBe(201);
  const [row] = await ctx.database.db
    .select()
    .from(contactMessages)
    .where(eq(contactMessages.id, response.json().id));
  expect(row.language).toBe('te');

  const [ack] = await emailsTo('meena.te@example.in');
  expect(ack).toMatchObject({
    template: 'contact-acknowledgement',
    subject: 'మీ సందేశం మాకు అందింది: Deccan Stack',
  });
  expect(ack.htmlBody).toContain('<html lang="te">');
  expect(ack.textBody).toContain('మీ సందేశం మాకు అందింది. 24 గంటల్లోపు మీకు జవాబిస్తాము.');
  expect(ack.textBody).toContain('info@deccanstack.in');

  const [notice] = await emailsTo(ctx.config.staffNotifyEmail);
  expect(notice.htmlBody).toContain('<html lang="en">');
  expect(notice.subject).toBe('A new contact message');
});

test('from an English page the acknowledgement is as it always was', async () => {
  await send(CONTACT_PATH, contact('meena.en@example.in'), 'en');
  const [ack] = await emailsTo('meena.en@example.in');
  expect(ack.subject).toBe('We have your message: Deccan Stack');
  expect(ack.textBody).toContain('We have received your message and will reply within 24 hours.');
  expect(ack.htmlBody).toContain('<html lang="en">');
});

test('a client enquiry from a Hindi page is acknowledged in Hindi', async () => {
  const response = await send(
    CLIENT_INFO_PATH,
    {
      companyName: 'Acme',
      industryType: 'Retail',
      address: 'Madhapur',
      email: 'acme.hi@example.in',
      mobile: '9876543210',
      website: 'https://acme.in',
      contactPerson: 'Ravi',
      teamContact: 'CTO',
      servicesRequired: ['Logo Design'],
      others: '',
      date: '2026-01-01T00:00:00.000Z',
      nextAppointmentDate: '',
      reference: '',
      note: '',
      bdeCode: '',
      cidServices: '',
    },
    'hi',
  );
  expect(response.statusCode).toBe(201);
  const [row] = await ctx.database.db
    .select()
    .from(clientInfos)
    .where(eq(clientInfos.id, response.json().id));
  expect(row.language).toBe('hi');
  const [ack] = await emailsTo('acme.hi@example.in');
  expect(ack).toMatchObject({
    template: 'lead-acknowledgement',
    subject: 'आपकी पूछताछ हमें मिल गई है: Deccan Stack',
  });
  expect(ack.htmlBody).toContain('<html lang="hi">');
});

test('the newsletter’s confirmation is in the language of the page the address was typed on', async () => {
  expect(
    (await send(NEWSLETTER_SUBSCRIBE_PATH, { emailAddress: 'reader.ml@example.in' }, 'ml')).statusCode,
  ).toBe(201);
  const [row] = await ctx.database.db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.emailKey, 'reader.ml@example.in'));
  expect(row.language).toBe('ml');
  const [confirm] = await emailsTo('reader.ml@example.in');
  expect(confirm).toMatchObject({
    template: 'newsletter-confirm',
    subject: 'Deccan Stack ന്യൂസ്‌ലെറ്ററിന്റെ സബ്‌സ്‌ക്രിപ്ഷൻ സ്ഥിരീകരിക്കുക',
  });
  expect(confirm.htmlBody).toContain('<html lang="ml">');
  // The link opens the page in Malayalam.
  expect(confirm.textBody).toMatch(new RegExp(`${ctx.config.publicOrigin}/ml/\\S+#confirm=`));
});
