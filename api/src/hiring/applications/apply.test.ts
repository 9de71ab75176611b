import { eq } from 'drizzle-orm';
import { RESUME_MAX_BYTES } from 'shared/contract/careers';
import { APPLICATION_MESSAGES, RESUME_MESSAGES } from 'shared/contract/job-application';
import { CONSENT_PURPOSES } from 'shared/contract/privacy-notice';
import { consentRecords, emailOutbox, jobApplications } from '../../db/schema';
import {
  INTERNSHIP,
  SENIOR_ROLE,
  acknowledgementsTo,
  applicationFields,
  applicationsOf,
  apply,
  insertOpening,
  keyFor,
  pdfPart,
  writtenCounts,
} from '../../test/job-applications';
import {
  embeddedFilePdf,
  executable,
  hiddenScriptPdf,
  macroDocx,
  openActionScriptPdf,
  pdfWithTrailer,
  plainDocx,
  plainPdf,
  plainZip,
  zipPdfPolyglot,
} from '../../test/resume-files';
import { hideLinkSecrets } from '../../lib/redact-url';
import { createTestApp, type TestContext } from '../../test/test-app';
import { APPLICATIONS_PER_CLIENT } from './routes';
import { keyIn, linksSentTo } from './private-link-test-kit';
import { openResume } from './resume-service';

jest.setTimeout(120_000);

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ config: { staffNotifyEmail: 'hiring@example.in' } });
});
afterAll(() => ctx.close());

let candidates = 0;
const newCandidate = () => `candidate.${(candidates += 1)}@example.in`;

test('a PDF application is stored, its résumé encrypted, with consent, an acknowledgement and a staff notice', async () => {
  const email = newCandidate();
  const pdf = plainPdf();
  const response = await apply(ctx.agent(), {
    fields: applicationFields(email.toUpperCase()),
    resume: pdfPart(pdf),
  });
  expect(response.statusCode).toBe(201);
  expect(response.json()).toEqual({ message: APPLICATION_MESSAGES.received });
  expect(response.headers['cache-control']).toBe('no-store');

  const [row] = await applicationsOf(ctx, email);
  expect(row).toMatchObject({
    name: 'Asha Unique-Name Rao',
    email,
    mobile: '+91 98480 12345',
    city: 'Warangal-Typed-City',
    experienceYears: 2,
    link: 'https://portfolio.example.in/asha-typed-link',
    note: 'A typed note about my final-year project.',
    keepOnFile: false,
    stage: 'new',
    resumeMimeType: 'application/pdf',
    resumeSizeBytes: pdf.length,
  });
  // At rest the résumé is not its bytes; the data key, bound to the row, opens it.
  expect(row.resumeContent.includes(pdf.subarray(0, 64))).toBe(false);
  expect(row.resumeContent.equals(pdf)).toBe(false);
  expect(openResume(ctx.identity.cryptoBox, row.id, row.resumeContent).equals(pdf)).toBe(true);
  expect(() => openResume(ctx.identity.cryptoBox, row.id + 1, row.resumeContent)).toThrow();
  expect(row.keyHash).toMatch(/^[0-9a-f]{64}$/);

  const consents = await ctx.database.db
    .select()
    .from(consentRecords)
    .where(eq(consentRecords.emailKey, email));
  expect(consents.map(({ form, purpose }) => ({ form, purpose }))).toEqual([
    { form: 'job-application', purpose: CONSENT_PURPOSES['job-application'] },
  ]);

  const [mail] = await acknowledgementsTo(ctx, email);
  const key = await keyFor(ctx, email);
  expect(row.keyHash).not.toContain(key);
  expect(mail.textBody).toContain(`${ctx.config.publicOrigin}/careers/application#key=${key}`);
  expect(mail.htmlBody).toContain(`href="${ctx.config.publicOrigin}/careers/application#key=${key}"`);
  expect(mail.textBody).toContain('.NET Full Stack Developer Intern');
  // Staff reading the outbox see the link without its secret.
  expect(hideLinkSecrets(`${mail.textBody}${mail.htmlBody}`)).not.toContain(key);
  // Nothing the candidate typed is carried to the address they gave.
  for (const typed of ['Asha', 'Unique-Name', '98480', 'Warangal', 'typed-link', 'typed note']) {
    expect(`${mail.subject}\n${mail.textBody}\n${mail.htmlBody}`).not.toContain(typed);
  }
  const staff = await ctx.database.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, 'hiring@example.in'));
  const notice = staff.find((email) => email.template === 'staff-new-application')!;
  expect(notice.textBody).toContain(`/staff/applications/${row.id}`);
  expect(notice.textBody).not.toContain('Asha');
});

test('a Word document is accepted and stored as one', async () => {
  const email = newCandidate();
  const response = await apply(ctx.agent(), {
    fields: applicationFields(email),
    resume: { content: plainDocx(), name: 'cv.docx', type: 'application/octet-stream' },
  });
  expect(response.statusCode).toBe(201);
  const [row] = await applicationsOf(ctx, email);
  expect(row.resumeMimeType).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
  expect(openResume(ctx.identity.cryptoBox, row.id, row.resumeContent).equals(plainDocx())).toBe(true);
});

const oversized = Buffer.concat([plainPdf(), Buffer.alloc(RESUME_MAX_BYTES, 0x20)]).subarray(
  0,
  RESUME_MAX_BYTES + 1,
);

test.each([
  ['a PDF whose /OpenAction runs JavaScript', openActionScriptPdf(), 'cv.pdf', RESUME_MESSAGES.pdfActive],
  ['a PDF with JavaScript in a compressed stream', hiddenScriptPdf(), 'cv.pdf', RESUME_MESSAGES.pdfActive],
  ['a PDF with an embedded file', embeddedFilePdf(), 'cv.pdf', RESUME_MESSAGES.pdfActive],
  ['a DOCX holding word/vbaProject.bin', macroDocx(), 'cv.docx', RESUME_MESSAGES.docxMacros],
  ['a zip that is not a DOCX', plainZip(), 'cv.docx', RESUME_MESSAGES.docxInvalid],
  ['an executable renamed .pdf', executable(), 'cv.pdf', RESUME_MESSAGES.wrongType],
  ['a PDF with a zip after its end', pdfWithTrailer(plainZip()), 'cv.pdf', RESUME_MESSAGES.pdfExtra],
  ['a PDF with a program after its end', pdfWithTrailer(executable()), 'cv.pdf', RESUME_MESSAGES.pdfExtra],
  ['a zip that is also a PDF', zipPdfPolyglot(), 'cv.docx', RESUME_MESSAGES.docxInvalid],
  ['an empty file', Buffer.alloc(0), 'cv.pdf', RESUME_MESSAGES.empty],
  ['a file of 5 MB and one byte', oversized, 'cv.pdf', RESUME_MESSAGES.tooLarge],
])('%s is refused at the field resume, and nothing is written', async (_what, content, name, message) => {
  const before = await writtenCounts(ctx);
  const response = await apply(ctx.agent(), {
    fields: applicationFields(newCandidate()),
    resume: { content, name, type: 'application/pdf' },
  });
  expect(response.statusCode).toBe(400);
  expect(response.json().errors).toEqual({ resume: [message] });
  expect(await writtenCounts(ctx)).toEqual(before);
});

test('without a résumé, or with a file under another name, the form is refused naming the field', async () => {
  const none = await apply(ctx.agent(), { fields: applicationFields(newCandidate()), resume: null });
  expect(none.statusCode).toBe(400);
  expect(none.json().errors).toEqual({ resume: [RESUME_MESSAGES.required] });
  // A browser's empty file input: a nameless, empty part.
  const empty = await apply(ctx.agent(), {
    fields: applicationFields(newCandidate()),
    resume: { content: Buffer.alloc(0), name: '' },
  });
  expect(empty.json().errors).toEqual({ resume: [RESUME_MESSAGES.required] });
});

test('every field is checked with the contract, together with the résumé, in one answer', async () => {
  const before = await writtenCounts(ctx);
  const response = await apply(ctx.agent(), {
    fields: applicationFields('not-an-address', {
      name: '',
      mobile: 'call me',
      experienceYears: '2.5',
      link: 'javascript:alert(1)',
      consent: 'false',
    }),
    resume: pdfPart(executable()),
  });
  expect(response.statusCode).toBe(400);
  expect(Object.keys(response.json().errors).sort()).toEqual(
    ['consent', 'email', 'experienceYears', 'link', 'mobile', 'name', 'resume'].sort(),
  );
  expect(response.json().errors.consent).toEqual([APPLICATION_MESSAGES.consentRequired]);
  expect(await writtenCounts(ctx)).toEqual(before);
});

test.each<[string, Record<string, string>, string, string]>([
  ['without the consent', { consent: '' }, 'consent', APPLICATION_MESSAGES.consentRequired],
  [
    'with a link that is not a web address',
    { link: 'ftp://files.example.in/cv' },
    'link',
    APPLICATION_MESSAGES.badLink,
  ],
  [
    'with more than 50 years',
    { experienceYears: '51' },
    'experienceYears',
    APPLICATION_MESSAGES.tooMuchExperience,
  ],
  ['with a note too long', { note: 'x'.repeat(2001) }, 'note', 'At most 2000 characters.'],
])('an application %s is refused', async (_what, overrides, field, message) => {
  const fields: Record<string, string> = { ...applicationFields(newCandidate()), ...overrides };
  if (overrides.consent === '') delete fields.consent;
  const response = await apply(ctx.agent(), { fields });
  expect(response.statusCode).toBe(400);
  expect(response.json().errors).toEqual({ [field]: [message] });
});

test('applying again with an address that applied changes nothing, answers as for anyone, and emails the link to that address', async () => {
  const email = newCandidate();
  expect(
    (await apply(ctx.agent(), { fields: applicationFields(email, { keepOnFile: 'true' }) })).statusCode,
  ).toBe(201);
  const [first] = await applicationsOf(ctx, email);
  const firstKey = await keyFor(ctx, email);
  await ctx.database.db
    .update(jobApplications)
    .set({ stage: 'interview' })
    .where(eq(jobApplications.id, first.id));
  const [atInterview] = await applicationsOf(ctx, email);
  const consentsBefore = await ctx.database.db
    .select()
    .from(consentRecords)
    .where(eq(consentRecords.emailKey, email));
  const staffBefore = (await writtenCounts(ctx)).emails;

  // Someone else, with no session and no link, sends the form with the victim's address in capitals.
  const again = await apply(ctx.agent(), {
    fields: applicationFields(email.toUpperCase(), {
      name: 'Mallory',
      mobile: '+91 90000 00000',
      city: 'Pune',
      link: 'https://evil.example.in',
      note: 'replaced',
      keepOnFile: 'false',
    }),
    resume: { content: plainDocx(), name: 'cv.docx' },
  });
  const stranger = await apply(ctx.agent(), { fields: applicationFields(newCandidate()) });
  // The same answer as a first application: nothing tells whether the address had applied.
  expect([again.statusCode, again.json()]).toEqual([stranger.statusCode, stranger.json()]);
  expect(again.headers['cache-control']).toBe(stranger.headers['cache-control']);

  const rows = await applicationsOf(ctx, email);
  expect(rows).toEqual([atInterview]);
  expect(
    await ctx.database.db.select().from(consentRecords).where(eq(consentRecords.emailKey, email)),
  ).toEqual(consentsBefore);

  // The stored address is sent its own link again, which still works; no staff notice of a change.
  const links = await linksSentTo(ctx, email);
  expect(links).toHaveLength(1);
  expect(keyIn(links[0])).toBe(firstKey);
  expect(links[0].textBody).toContain('You have already applied');
  for (const typed of ['Mallory', '90000', 'Pune', 'evil', 'replaced']) {
    expect(`${links[0].subject}\n${links[0].textBody}\n${links[0].htmlBody}`).not.toContain(typed);
  }
  const status = await ctx.agent().postJson('/api/careers/application', { key: firstKey });
  expect(status.statusCode).toBe(200);
  expect(status.json().stage.label).toBe('Interview');
  // One acknowledgement and one staff notice for the stranger's application, one link for the repeat.
  expect((await writtenCounts(ctx)).emails - staffBefore).toBe(3);
});

test('one address applying to two openings makes two applications', async () => {
  const email = newCandidate();
  expect((await apply(ctx.agent(), { fields: applicationFields(email) })).statusCode).toBe(201);
  expect((await apply(ctx.agent(), { slug: SENIOR_ROLE, fields: applicationFields(email) })).statusCode).toBe(
    201,
  );
  expect(await applicationsOf(ctx, email)).toHaveLength(2);
});

test('two sends at once from one address end as one application', async () => {
  const email = newCandidate();
  const answers = await Promise.all([
    apply(ctx.agent(), { fields: applicationFields(email) }),
    apply(ctx.agent(), { fields: applicationFields(email, { city: 'Pune' }) }),
  ]);
  expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
  expect(await applicationsOf(ctx, email)).toHaveLength(1);
});

test('a closed or expired opening says it is closed (410); a draft or no opening is 404; nothing is written', async () => {
  const closed = await insertOpening(ctx, { status: 'closed' });
  const expired = await insertOpening(ctx, { status: 'published', closesOn: '2020-01-31' });
  const draft = await insertOpening(ctx, { status: 'draft' });
  const open = await insertOpening(ctx, { status: 'published', closesOn: '2999-12-31' });
  const before = await writtenCounts(ctx);
  for (const [slug, status, title] of [
    [closed.slug, 410, APPLICATION_MESSAGES.closed],
    [expired.slug, 410, APPLICATION_MESSAGES.closed],
    [draft.slug, 404, APPLICATION_MESSAGES.noOpening],
    ['no-such-opening', 404, APPLICATION_MESSAGES.noOpening],
    ['Not A Slug', 404, APPLICATION_MESSAGES.noOpening],
  ] as const) {
    const response = await apply(ctx.agent(), { slug, fields: applicationFields(newCandidate()) });
    expect([slug, response.statusCode, response.json().title]).toEqual([slug, status, title]);
  }
  expect(await writtenCounts(ctx)).toEqual(before);
  expect(
    (await apply(ctx.agent(), { slug: open.slug, fields: applicationFields(newCandidate()) })).statusCode,
  ).toBe(201);
});

test('applications from one address meet a flood ceiling: 429 with Retry-After', async () => {
  const remoteAddress = '10.250.1.1';
  for (let i = 0; i < APPLICATIONS_PER_CLIENT; i += 1) {
    const response = await apply(ctx.agent(), { fields: {}, resume: null, remoteAddress });
    expect(response.statusCode).toBe(400);
  }
  const refused = await apply(ctx.agent(), { fields: applicationFields(newCandidate()), remoteAddress });
  expect(refused.statusCode).toBe(429);
  expect(refused.headers['retry-after']).toMatch(/^\d+$/);
});

test('a body declared larger than a résumé and the fields is refused before it is read', async () => {
  const response = await ctx.agent().request({
    method: 'POST',
    url: '/api/careers/openings/dotnet-full-stack-developer-intern/applications',
    headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(8 * 1024 * 1024) },
    payload: '--x--',
  });
  expect(response.statusCode).toBe(413);
  expect(response.json().errors).toEqual({ resume: [RESUME_MESSAGES.tooLarge] });
});

test('a body that is not multipart is refused', async () => {
  const response = await ctx.agent().postJson(`/api/careers/openings/${INTERNSHIP}/applications`, {
    ...applicationFields(newCandidate()),
  });
  expect(response.statusCode).toBe(415);
});
