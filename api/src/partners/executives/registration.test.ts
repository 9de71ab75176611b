import { ACCEPT_TERMS_MESSAGE } from 'shared/contract/privacy-notice';
import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import { DOCUMENT_MAX_BYTES, PAN_MESSAGES } from 'shared/contract/executive';
import { AADHAR_INVALID } from 'shared/contract/identity-numbers';
import { MESSAGES } from 'shared/contract/messages';
import { PASSWORD_TOO_COMMON } from 'shared/contract/password-rule';
import { nextTestIdentity } from 'shared/test/test-identities';
import { executiveDocuments, executives } from '../../db/schema';
import { BlindIndex, type IndexedIdentity } from '../../lib/blind-index';
import { openDocument } from '../../test/documents';
import { LOW_CEILING, createTestApp, type TestContext } from '../../test/test-app';
import { openIdentityNumbers } from './identity-data';
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
const documentCount = async () =>
  (await ctx.database.db.select({ id: executiveDocuments.id }).from(executiveDocuments)).length;
/** Copies live in the database only: nothing is ever written to the uploads folder. */
const storedFiles = () => (fs.existsSync(ctx.config.uploadsDir) ? fs.readdirSync(ctx.config.uploadsDir) : []);
const byUserName = async (userName: string) =>
  (await ctx.database.db.select().from(executives).where(eq(executives.userName, userName)))[0];

describe('a valid registration', () => {
  test('is stored with a new BDE code, its numbers and copies encrypted in the database', async () => {
    const identity = nextTestIdentity();
    const fields = validFields({
      MiddleName: 'Lakshmi',
      AadharNumber: identity.aadhar,
      Pannumber: identity.pan.toLowerCase(),
    });
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
      aadharLast4: identity.aadhar.slice(-4),
      panLast4: identity.pan.slice(-4),
      aadharIndex: ctx.identity.blindIndex.of('aadhar', identity.aadhar),
      panIndex: ctx.identity.blindIndex.of('pan', identity.pan),
    });
    // The password is an argon2id hash, and no identity number is stored in the clear.
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    const stored = JSON.stringify(row);
    expect(stored).not.toContain(identity.aadhar);
    expect(stored).not.toContain(identity.pan);
    expect(openIdentityNumbers(ctx.identity.cryptoBox, row)).toEqual(identity);

    const documents = await ctx.database.db
      .select()
      .from(executiveDocuments)
      .where(eq(executiveDocuments.executiveId, row.id));
    expect(documents.map((d) => [d.kind, d.mimeType, d.sizeBytes]).sort()).toEqual([
      ['aadhar', 'application/pdf', PDF.length],
      ['pan', 'image/png', PNG.length],
    ]);
    for (const document of documents) {
      expect(document.storageName).toBeNull();
      expect(document.content!.includes(PDF.subarray(0, 5))).toBe(false);
      expect(document.content!.includes(PNG.subarray(0, 8))).toBe(false);
      expect(await openDocument(ctx, document.id)).toEqual(document.kind === 'aadhar' ? PDF : PNG);
    }
    expect(storedFiles()).toEqual([]);
  });

  test('without copies (they are optional), the terms accepted', async () => {
    const fields = validFields();
    const response = await postRegistration(ctx.agent(), fields);
    expect(response.statusCode).toBe(201);
    expect(await byUserName(fields.UserName)).toMatchObject({ termsAccepted: true });
  });

  // The original form's box was never enforced; processing identity documents needs consent.
  test('with the terms left unticked it is refused, naming terms, and nothing is stored', async () => {
    const fields = validFields({ terms: 'false' });
    const response = await postRegistration(ctx.agent(), fields);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.terms).toEqual([ACCEPT_TERMS_MESSAGE]);
    expect(await byUserName(fields.UserName)).toBeUndefined();
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
  let documentsBefore: number;
  beforeEach(async () => {
    documentsBefore = await documentCount();
  });

  test.each([
    ['UserName', '', MESSAGES.required],
    ['UserName', 'asha reddy', 'Use letters, digits, dots, dashes or underscores only.'],
    ['Password', 'short', MESSAGES.passwordTooShort],
    ['Password', 'Password@123', PASSWORD_TOO_COMMON],
    ['Password', 'AshaReddy1990', PASSWORD_TOO_COMMON],
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
    ['AadharNumber', '234567890123', AADHAR_INVALID],
    ['AadharNumber', '099999990019', AADHAR_INVALID],
    ['Pannumber', '', MESSAGES.required],
    ['Pannumber', 'ABCD12345F', PAN_MESSAGES.shape],
    ['Pannumber', 'ABCDE1234F', PAN_MESSAGES.holderType],
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
    expect(await documentCount()).toBe(documentsBefore);
  });

  test('each message keeps its English text and comes with its key, for the form to translate', async () => {
    const response = await postRegistration(
      ctx.agent(),
      validFields({ MobileNumber: '987654321', Pannumber: 'ABCD12345F', Dob: '1990-02-30' }),
    );
    expect(response.statusCode).toBe(400);
    const body = response.json<{ errors: Record<string, string[]>; keys: Record<string, string[]> }>();
    expect(body.errors).toEqual({
      MobileNumber: ['Mobile number must be at least 10 digits.'],
      Pannumber: ['PAN must look like ABCPE1234F.'],
      Dob: ['Enter a real date of birth.'],
    });
    expect(body.keys).toEqual({
      MobileNumber: ['validation.mobile.tooShort'],
      Pannumber: ['validation.pan.format'],
      Dob: ['validation.dob.invalid'],
    });
  });

  test("a check only the server makes has its key too: a district outside the state's", async () => {
    const response = await postRegistration(ctx.agent(), validFields({ District: 'Chennai' }));
    expect(response.statusCode).toBe(400);
    const body = response.json<{ errors: Record<string, string[]>; keys: Record<string, string[]> }>();
    expect(body.errors.District).toEqual([expect.stringMatching(/^Choose a district of \w+\.$/)]);
    expect(body.keys).toEqual({ District: ['validation.registration.districtNotInState'] });
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
    // A message with no key is answered without keys.
    expect(response.json()).not.toHaveProperty('keys');
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
    const documents = await documentCount();
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
    expect(await documentCount()).toBe(documents);
  });

  test('the same email in another letter case is 409 on Email', async () => {
    const first = validFields();
    expect((await postRegistration(ctx.agent(), first)).statusCode).toBe(201);
    const response = await postRegistration(ctx.agent(), validFields({ Email: first.Email.toUpperCase() }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ errors: { Email: ['This email is already registered.'] } });
  });

  test('two registrations racing for one user name: one wins, the other is 409 and leaves no copy', async () => {
    const fields = validFields();
    const documents = await documentCount();
    const responses = await Promise.all(
      [0, 1].map(() => {
        const { aadhar, pan } = nextTestIdentity();
        return postRegistration(
          ctx.agent(),
          { ...fields, Email: `${Math.random()}@example.com`, AadharNumber: aadhar, Pannumber: pan },
          { AadharCopy: { content: PDF, name: 'a.pdf' } },
        );
      }),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await documentCount()).toBe(documents + 1);
  });
});

describe('one Aadhaar number and one PAN register one BDE', () => {
  const AADHAR_TAKEN = 'This Aadhaar number is already registered.';
  const PAN_TAKEN = 'This PAN is already registered.';

  test('the same Aadhaar number again is 409 on AadharNumber, and nothing is stored', async () => {
    const first = validFields();
    expect((await postRegistration(ctx.agent(), first)).statusCode).toBe(201);
    const [rows, documents] = [await rowCount(), await documentCount()];
    const second = validFields({ AadharNumber: first.AadharNumber });
    const response = await postRegistration(ctx.agent(), second, {
      AadharCopy: { content: PDF, name: 'a.pdf' },
      PanCopy: { content: PNG, name: 'p.png' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      title: AADHAR_TAKEN,
      status: 409,
      errors: { AadharNumber: [AADHAR_TAKEN] },
      keys: { AadharNumber: ['validation.registration.aadharTaken'] },
    });
    expect(await byUserName(second.UserName)).toBeUndefined();
    expect([await rowCount(), await documentCount()]).toEqual([rows, documents]);
  });

  test('the same PAN in another letter case is 409 on Pannumber', async () => {
    const first = validFields();
    expect((await postRegistration(ctx.agent(), first)).statusCode).toBe(201);
    const rows = await rowCount();
    const response = await postRegistration(
      ctx.agent(),
      validFields({ Pannumber: first.Pannumber.toLowerCase() }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ title: PAN_TAKEN, errors: { Pannumber: [PAN_TAKEN] } });
    expect(await rowCount()).toBe(rows);
  });

  test('both taken: both fields are named', async () => {
    const first = validFields();
    expect((await postRegistration(ctx.agent(), first)).statusCode).toBe(201);
    const response = await postRegistration(
      ctx.agent(),
      validFields({ AadharNumber: first.AadharNumber, Pannumber: first.Pannumber }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().errors).toEqual({ AadharNumber: [AADHAR_TAKEN], Pannumber: [PAN_TAKEN] });
  });

  describe('are told only to a registration that would otherwise be stored', () => {
    const USER_NAME_TAKEN = 'This user name is already taken.';

    test.each([
      ['user name', (first: Record<string, string>) => ({ UserName: first.UserName.toUpperCase() })],
      ['email', (first: Record<string, string>) => ({ Email: first.Email })],
    ])('with a taken %s, a taken and a free Aadhaar/PAN get the same answer', async (_, reuse) => {
      const first = validFields();
      expect((await postRegistration(ctx.agent(), first)).statusCode).toBe(201);
      const rows = await rowCount();
      const taken = await postRegistration(
        ctx.agent(),
        validFields({ ...reuse(first), AadharNumber: first.AadharNumber, Pannumber: first.Pannumber }),
      );
      const free = await postRegistration(ctx.agent(), validFields(reuse(first)));
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toEqual(free.json());
      expect(Object.keys(taken.json().errors)).not.toContain('AadharNumber');
      expect(Object.keys(taken.json().errors)).not.toContain('Pannumber');
      expect(await rowCount()).toBe(rows);
    });

    test('a taken user name and a taken Aadhaar number: 409 on UserName alone', async () => {
      const first = validFields();
      expect((await postRegistration(ctx.agent(), first)).statusCode).toBe(201);
      const response = await postRegistration(
        ctx.agent(),
        validFields({ UserName: first.UserName, AadharNumber: first.AadharNumber }),
      );
      expect(response.json()).toEqual({
        title: USER_NAME_TAKEN,
        status: 409,
        errors: { UserName: [USER_NAME_TAKEN] },
        keys: { UserName: ['validation.registration.userNameTaken'] },
      });
    });

    test.each([
      ['an invalid field', { MobileNumber: 'x' }, {}, 400, 'MobileNumber'],
      ['an unknown referral code', { RefferedByBdecode: 'BDE000000' }, {}, 400, 'RefferedByBdecode'],
      ['a copy that is not a document', {}, { PanCopy: { content: EXE, name: 'p.pdf' } }, 415, 'PanCopy'],
    ] as const)(
      '%s with a taken Aadhaar number is refused for that alone',
      async (_, change, files, status, field) => {
        const first = validFields();
        expect((await postRegistration(ctx.agent(), first)).statusCode).toBe(201);
        const response = await postRegistration(
          ctx.agent(),
          validFields({ ...change, AadharNumber: first.AadharNumber, Pannumber: first.Pannumber }),
          files,
        );
        expect(response.statusCode).toBe(status);
        expect(Object.keys(response.json().errors)).toEqual([field]);
      },
    );
  });

  test('two registrations racing with one Aadhaar number: one wins, the other is 409 and leaves nothing', async () => {
    const { aadhar } = nextTestIdentity();
    const [rows, documents] = [await rowCount(), await documentCount()];
    const responses = await Promise.all(
      [0, 1].map(() =>
        postRegistration(ctx.agent(), validFields({ AadharNumber: aadhar }), {
          AadharCopy: { content: PDF, name: 'a.pdf' },
        }),
      ),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const refused = responses.find((r) => r.statusCode === 409)!;
    expect(refused.json().errors).toEqual({ AadharNumber: [AADHAR_TAKEN] });
    expect([await rowCount(), await documentCount()]).toEqual([rows + 1, documents + 1]);
  });

  test.each([
    ['AadharNumber', AADHAR_TAKEN],
    ['Pannumber', PAN_TAKEN],
  ] as const)(
    'a duplicate the check before the insert missed (a race) is caught by the unique index: 409 on %s',
    async (field, message) => {
      const first = validFields();
      await registerExecutive({ db: ctx.database.db, ...ctx.identity }, first);
      // The index the early check looks up is one no row has, as if the first BDE were not committed yet.
      let lookups = 0;
      const racing = new (class extends BlindIndex {
        override of(indexed: IndexedIdentity, value: string) {
          lookups += 1;
          return lookups <= 2 ? `not-yet-${lookups}` : super.of(indexed, value);
        }
      })(ctx.keys.indexKey);
      const [rows, documents] = [await rowCount(), await documentCount()];
      const second = validFields({ [field]: first[field] });
      await expect(
        registerExecutive(
          { db: ctx.database.db, cryptoBox: ctx.identity.cryptoBox, blindIndex: racing },
          second,
          {
            AadharCopy: PDF,
          },
        ),
      ).rejects.toMatchObject({ status: 409, title: message, errors: { [field]: [message] } });
      expect(lookups).toBe(4);
      expect([await rowCount(), await documentCount()]).toEqual([rows, documents]);
    },
  );
});

describe('copies are checked by content', () => {
  test('a renamed executable is 415 and nothing is stored (no row, no copy)', async () => {
    const fields = validFields();
    const documents = await documentCount();
    const response = await postRegistration(ctx.agent(), fields, {
      AadharCopy: { content: PDF, name: 'aadhaar.pdf', type: 'application/pdf' },
      PanCopy: { content: EXE, name: 'pan.pdf', type: 'application/pdf' },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({
      errors: { PanCopy: ['The PAN copy must be a PDF, PNG or JPEG file.'] },
    });
    expect(await byUserName(fields.UserName)).toBeUndefined();
    expect(await documentCount()).toBe(documents);
  });

  test('a copy over 2 MB is 413 and nothing is stored (no row, no copy)', async () => {
    const fields = validFields();
    const documents = await documentCount();
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
    expect(await documentCount()).toBe(documents);
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

test('a failure while storing leaves neither the row nor any copy', async () => {
  const deps = { db: ctx.database.db, ...ctx.identity };
  await registerExecutive(deps, validFields(), {}, { bdeCode: 'BDE424242' });
  const [rows, documents] = [await rowCount(), await documentCount()];
  // The same fixed code again: the insert fails inside the transaction that also holds the copies.
  await expect(
    registerExecutive(deps, validFields(), { AadharCopy: PDF, PanCopy: JPEG }, { bdeCode: 'BDE424242' }),
  ).rejects.toMatchObject({ status: 409 });
  expect([await rowCount(), await documentCount()]).toEqual([rows, documents]);
  expect(storedFiles()).toEqual([]);
});

test('registration is rate-limited per client', async () => {
  const other = await createTestApp({ authLimits: LOW_CEILING });
  try {
    const agent = other.agent();
    const statuses: number[] = [];
    for (let i = 0; i <= LOW_CEILING.perClient; i += 1) {
      const response = await postRegistration(agent, validFields({ MobileNumber: 'x' }), {}, '10.9.9.9');
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, LOW_CEILING.perClient).every((status) => status === 400)).toBe(true);
    expect(statuses[LOW_CEILING.perClient]).toBe(429);
  } finally {
    await other.close();
  }
});
