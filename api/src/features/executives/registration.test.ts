import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import { DOCUMENT_MAX_BYTES } from 'shared/contract/executive';
import { MESSAGES } from 'shared/contract/messages';
import { executiveDocuments, executives } from '../../db/schema';
import { CryptoBox } from '../../lib/crypto-box';
import { DocumentStore } from '../../lib/document-store';
import { createTestApp, type TestContext } from '../../test/test-app';
import {
  EXE,
  JPEG,
  PDF,
  PNG,
  multipartBody,
  postRegistration,
  validFields,
} from './registration-test-helpers';
import { registerExecutive } from './registration-service';

jest.setTimeout(30_000);

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const rowCount = async () => (await ctx.database.db.select({ id: executives.id }).from(executives)).length;
const storedFiles = () => (fs.existsSync(ctx.config.uploadsDir) ? fs.readdirSync(ctx.config.uploadsDir) : []);
const byUserName = async (userName: string) =>
  (await ctx.database.db.select().from(executives).where(eq(executives.userName, userName)))[0];

describe('a valid registration', () => {
  test('is stored with a new BDE code, its copies encrypted under random names', async () => {
    const fields = validFields({ MiddleName: 'Lakshmi', Pannumber: 'abcde1234f' });
    const response = await postRegistration(ctx.agent(), fields, {
      AadharCopy: { content: PDF, name: 'aadhaar.pdf', type: 'application/pdf' },
      PanCopy: { content: PNG, name: 'pan.png', type: 'image/png' },
    });
    expect(response.statusCode).toBe(201);
    const { bdeCode } = response.json<{ bdeCode: string }>();
    expect(bdeCode).toMatch(/^BDE\d{6}$/);

    const row = await byUserName(fields.UserName);
    expect(row).toMatchObject({
      bdeCode,
      firstName: 'Asha',
      middleName: 'Lakshmi',
      lastName: 'Reddy',
      mobileNumber: '9876543210',
      state: 'Telangana',
      district: 'Hyderabad',
      area: 'Begumpet',
      pinCode: '500016',
      dob: '1990-04-12',
      referredById: null,
      termsAccepted: true,
      aadharLast4: '0123',
      panLast4: '234F',
    });
    // The password is an argon2id hash, and no identity number is stored in the clear.
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    const stored = JSON.stringify(row);
    expect(stored).not.toContain('234567890123');
    expect(stored).not.toContain('ABCDE1234F');
    const box = new CryptoBox(ctx.dataKey);
    expect(box.decryptText(row.aadharEncrypted)).toBe('234567890123');
    expect(box.decryptText(row.panEncrypted)).toBe('ABCDE1234F');

    const documents = await ctx.database.db
      .select()
      .from(executiveDocuments)
      .where(eq(executiveDocuments.executiveId, row.id));
    expect(documents.map((d) => [d.kind, d.mimeType, d.sizeBytes]).sort()).toEqual([
      ['aadhar', 'application/pdf', PDF.length],
      ['pan', 'image/png', PNG.length],
    ]);
    const store = new DocumentStore(ctx.config.uploadsDir, box);
    for (const document of documents) {
      expect(document.storageName).toMatch(/^[0-9a-f]{32}\.bin$/);
      const onDisk = fs.readFileSync(`${ctx.config.uploadsDir}/${document.storageName}`);
      expect(onDisk.includes(PDF.subarray(0, 5))).toBe(false);
      expect(onDisk.includes(PNG.subarray(0, 8))).toBe(false);
      expect(await store.read(document.storageName)).toEqual(document.kind === 'aadhar' ? PDF : PNG);
    }
  });

  test('without copies (they are optional) and with the terms left unticked', async () => {
    const fields = validFields({ terms: 'false' });
    const response = await postRegistration(ctx.agent(), fields);
    expect(response.statusCode).toBe(201);
    expect(await byUserName(fields.UserName)).toMatchObject({ termsAccepted: false });
  });

  test('a JPEG copy is accepted, whatever name and type the browser gave it', async () => {
    const fields = validFields();
    const response = await postRegistration(ctx.agent(), fields, {
      PanCopy: { content: JPEG, name: 'scan', type: 'application/octet-stream' },
    });
    expect(response.statusCode).toBe(201);
    const row = await byUserName(fields.UserName);
    const [document] = await ctx.database.db
      .select()
      .from(executiveDocuments)
      .where(eq(executiveDocuments.executiveId, row.id));
    expect(document).toMatchObject({ kind: 'pan', mimeType: 'image/jpeg' });
  });

  test('an empty, nameless file part (a file input left empty) counts as no copy', async () => {
    const fields = validFields();
    const response = await postRegistration(ctx.agent(), fields, {
      AadharCopy: { content: Buffer.alloc(0), name: '' },
    });
    expect(response.statusCode).toBe(201);
  });

  test('a referral code makes the new BDE a child of the referring BDE', async () => {
    const parent = await postRegistration(ctx.agent(), validFields());
    const { bdeCode } = parent.json<{ bdeCode: string }>();
    const fields = validFields({ RefferedByBdecode: bdeCode.toLowerCase() });
    const response = await postRegistration(ctx.agent(), fields);
    expect(response.statusCode).toBe(201);
    const parentRow = (
      await ctx.database.db.select().from(executives).where(eq(executives.bdeCode, bdeCode))
    )[0];
    expect(await byUserName(fields.UserName)).toMatchObject({ referredById: parentRow.id });
  });

  test('every BDE gets its own code', async () => {
    const codes = await Promise.all(
      [1, 2, 3].map(
        async () => (await postRegistration(ctx.agent(), validFields())).json<{ bdeCode: string }>().bdeCode,
      ),
    );
    expect(new Set(codes).size).toBe(3);
  });
});

describe('an invalid field is refused with 400 naming it, and nothing is stored', () => {
  let storedFilesBefore: string[];
  beforeEach(() => {
    storedFilesBefore = storedFiles();
  });

  test.each([
    ['UserName', '', MESSAGES.required],
    ['UserName', 'asha reddy', 'Use letters, digits, dots, dashes or underscores only.'],
    ['Password', 'short', MESSAGES.passwordTooShort],
    ['FirstName', '   ', MESSAGES.required],
    ['LastName', '', MESSAGES.required],
    ['MobileNumber', '', MESSAGES.required],
    ['MobileNumber', '987654321', 'Mobile number must be at least 10 digits.'],
    ['MobileNumber', '98765432101', 'Mobile number cannot exceed 10 digits.'],
    ['MobileNumber', '98765x3210', 'Mobile number must contain only digits.'],
    ['Email', 'asha@', MESSAGES.invalidEmail],
    ['Email', `${'a'.repeat(65)}@example.com`, MESSAGES.emailLocalTooLong],
    ['AadharNumber', '', MESSAGES.required],
    ['AadharNumber', '23456789012', 'Aadhar number must be at least 12 digits.'],
    ['AadharNumber', '2345678901234', 'Aadhar number cannot exceed 12 digits.'],
    ['AadharNumber', '2345 6789 012', 'Aadhar number must contain only digits.'],
    ['Pannumber', '', MESSAGES.required],
    ['Pannumber', 'ABCD12345F', 'PAN must look like ABCDE1234F.'],
    ['Address', '', MESSAGES.required],
    ['PinCode', '', MESSAGES.required],
    ['PinCode', '5000a6', 'Pin code must be 6 digits.'],
    ['Area', '', MESSAGES.required],
    ['State', '', MESSAGES.required],
    ['State', 'Maharashtra', 'Choose one of the supported states.'],
    ['District', '', MESSAGES.required],
    ['District', 'Chennai', 'Choose a district of Telangana.'],
    ['Dob', '', MESSAGES.required],
    ['Dob', '1990-02-30', 'Enter a real date of birth.'],
    ['Dob', '12/04/1990', 'Enter a real date of birth.'],
    ['Dob', `${new Date().getUTCFullYear() - 10}-01-01`, 'You must be at least 18 years old.'],
    ['RefferedByBdecode', 'BDE000000', 'No BDE has this code. Check it with the person who referred you.'],
    ['Nickname', 'Ash', 'Unknown field.'],
  ])('%s = %p', async (field, value, message) => {
    const before = await rowCount();
    const response = await postRegistration(ctx.agent(), validFields({ [field]: value }), {
      AadharCopy: { content: PDF, name: 'aadhaar.pdf' },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ title: string; errors: Record<string, string[]> }>();
    expect(body.errors[field]).toContain(message);
    expect(await rowCount()).toBe(before);
    expect(storedFiles()).toEqual(storedFilesBefore);
  });

  test('a required field left out altogether', async () => {
    const { Email: _left, ...fields } = validFields();
    const response = await postRegistration(ctx.agent(), fields);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ errors: Record<string, string[]> }>().errors.Email).toEqual([MESSAGES.required]);
  });

  test('a field sent twice', async () => {
    const fields = validFields();
    const body = await multipartBody(fields);
    const boundary = body.headers['content-type'].split('boundary=')[1];
    const extra = `--${boundary}\r\nContent-Disposition: form-data; name="State"\r\n\r\nKerala\r\n`;
    const payload = Buffer.concat([Buffer.from(extra), body.payload]);
    const response = await ctx
      .agent()
      .request({ method: 'POST', url: '/api/Executive/register', payload, headers: body.headers });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ errors: Record<string, string[]> }>().errors.State).toEqual([
      'Send this field once.',
    ]);
  });

  test('a body that is not multipart is 415', async () => {
    const response = await ctx.agent().postJson('/api/Executive/register', validFields());
    expect(response.statusCode).toBe(415);
  });
});

describe('user name and email are unique', () => {
  test('the same user name in another letter case is 409 on UserName', async () => {
    const first = validFields();
    expect((await postRegistration(ctx.agent(), first)).statusCode).toBe(201);
    const files = storedFiles();
    const response = await postRegistration(
      ctx.agent(),
      validFields({ UserName: first.UserName.toUpperCase() }),
      {
        AadharCopy: { content: PDF, name: 'a.pdf' },
      },
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      title: 'This user name is already taken.',
      errors: { UserName: ['This user name is already taken.'] },
    });
    expect(storedFiles()).toEqual(files);
  });

  test('the same email in another letter case is 409 on Email', async () => {
    const first = validFields();
    expect((await postRegistration(ctx.agent(), first)).statusCode).toBe(201);
    const response = await postRegistration(ctx.agent(), validFields({ Email: first.Email.toUpperCase() }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ errors: { Email: ['This email is already registered.'] } });
  });

  test('two registrations racing for one user name: one wins, the other is 409 and leaves no file', async () => {
    const fields = validFields();
    const files = storedFiles();
    const responses = await Promise.all(
      [0, 1].map(() =>
        postRegistration(
          ctx.agent(),
          { ...fields, Email: `${Math.random()}@example.com` },
          {
            AadharCopy: { content: PDF, name: 'a.pdf' },
          },
        ),
      ),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(storedFiles().length).toBe(files.length + 1);
  });
});

describe('copies are checked by content', () => {
  test('a renamed executable is 415 and nothing is stored (no row, no file)', async () => {
    const fields = validFields();
    const files = storedFiles();
    const response = await postRegistration(ctx.agent(), fields, {
      AadharCopy: { content: PDF, name: 'aadhaar.pdf', type: 'application/pdf' },
      PanCopy: { content: EXE, name: 'pan.pdf', type: 'application/pdf' },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({
      errors: { PanCopy: ['The PAN copy must be a PDF, PNG or JPEG file.'] },
    });
    expect(await byUserName(fields.UserName)).toBeUndefined();
    expect(storedFiles()).toEqual(files);
  });

  test('a copy over 2 MB is 413 and nothing is stored (no row, no file)', async () => {
    const fields = validFields();
    const files = storedFiles();
    const big = Buffer.concat([PDF.subarray(0, 9), Buffer.alloc(DOCUMENT_MAX_BYTES, 0x20)]);
    const response = await postRegistration(ctx.agent(), fields, {
      AadharCopy: { content: big, name: 'aadhaar.pdf', type: 'application/pdf' },
      PanCopy: { content: PNG, name: 'pan.png' },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      errors: { AadharCopy: ['The Aadhaar copy must be at most 2 MB.'] },
    });
    expect(await byUserName(fields.UserName)).toBeUndefined();
    expect(storedFiles()).toEqual(files);
  });

  test('a copy of exactly 2 MB is accepted', async () => {
    const exact = Buffer.concat([PDF.subarray(0, 9), Buffer.alloc(DOCUMENT_MAX_BYTES - 9, 0x20)]);
    const response = await postRegistration(ctx.agent(), validFields(), {
      AadharCopy: { content: exact, name: 'aadhaar.pdf' },
    });
    expect(response.statusCode).toBe(201);
  });

  test('a file under a name that is not a document field is refused', async () => {
    const response = await postRegistration(ctx.agent(), validFields(), {
      Resume: { content: PDF, name: 'cv.pdf' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errors: { Resume: ['Unknown field.'] } });
  });
});

test('a failure while storing removes the copies already written', async () => {
  const documents = new DocumentStore(ctx.config.uploadsDir, new CryptoBox(ctx.dataKey));
  const files = storedFiles();
  const first = validFields();
  await registerExecutive(
    { db: ctx.database.db, cryptoBox: new CryptoBox(ctx.dataKey), documents },
    first,
    {},
    { bdeCode: 'BDE424242' },
  );
  // The same fixed code again: the insert fails after the copies were written.
  await expect(
    registerExecutive(
      { db: ctx.database.db, cryptoBox: new CryptoBox(ctx.dataKey), documents },
      validFields(),
      { AadharCopy: PDF, PanCopy: JPEG },
      { bdeCode: 'BDE424242' },
    ),
  ).rejects.toMatchObject({ status: 409 });
  expect(storedFiles()).toEqual(files);
});

test('registration is rate-limited per client', async () => {
  const other = await createTestApp();
  try {
    const agent = other.agent();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      const response = await postRegistration(agent, validFields({ MobileNumber: 'x' }), {}, '10.9.9.9');
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 20).every((status) => status === 400)).toBe(true);
    expect(statuses[20]).toBe(429);
  } finally {
    await other.close();
  }
});
