import crypto from 'node:crypto';
import { eq, or } from 'drizzle-orm';
import {
  DOCUMENT_FIELDS,
  DOCUMENT_MAX_BYTES,
  detectDocumentType,
  documentMessages,
  type DocumentField,
  type DocumentType,
} from 'shared/contract/executive';
import { bdeRegisterSchema, type BdeRegisterFields } from 'shared/contract/executive-schema';
import type { Language } from 'shared/contract/account-language';
import type { Db } from '../../db/client';
import { fullNameOf } from './service';
import { executiveDocuments, executives } from '../../db/schema';
import { documentAad } from '../../lib/document-store';
import { HttpError, badRequest, conflict } from '../../lib/http-error';
import { hashPassword } from '../../lib/passwords';
import { INVALID_FIELDS, validateBody } from '../../lib/validate';
import { isDistrictOf } from '../../site/states/service';
import { sealIdentityNumbers, takeId, type IdentityKeys } from './identity-data';
import { loggableError } from '../../lib/loggable-error';

export interface RegistrationDeps extends IdentityKeys {
  db: Db;
}

/** The Aadhaar and PAN copies as uploaded (either may be left out). */
export type RegistrationFiles = Partial<Record<DocumentField, Buffer>>;

interface RegisteredExecutive {
  id: number;
  bdeCode: string;
}

export const REGISTRATION_MESSAGES = {
  userNameTaken: 'This user name is already taken.',
  emailTaken: 'This email is already registered.',
  aadharTaken: 'This Aadhaar number is already registered.',
  panTaken: 'This PAN is already registered.',
  unknownReferral: 'No BDE has this code. Check it with the person who referred you.',
  districtNotInState: (state: string) => `Choose a district of ${state}.`,
  fileTooLarge: 'A document is larger than 2 MB.',
  fileWrongType: 'Documents must be PDF, PNG or JPEG files.',
} as const;

const DOCUMENT_KINDS: Record<DocumentField, 'aadhar' | 'pan'> = { AadharCopy: 'aadhar', PanCopy: 'pan' };

/** 413 for a copy over 2 MB, then 415 for one that is not really a PDF, PNG or JPEG. */
export function checkDocuments(files: RegistrationFiles): Partial<Record<DocumentField, DocumentType>> {
  const present = DOCUMENT_FIELDS.filter((field) => files[field] !== undefined);
  const tooLarge = present.filter((field) => files[field]!.length > DOCUMENT_MAX_BYTES);
  if (tooLarge.length) {
    throw new HttpError(
      413,
      REGISTRATION_MESSAGES.fileTooLarge,
      Object.fromEntries(tooLarge.map((field) => [field, [documentMessages.tooLarge(field)]])),
    );
  }
  const types: Partial<Record<DocumentField, DocumentType>> = {};
  const wrong: DocumentField[] = [];
  for (const field of present) {
    const type = detectDocumentType(files[field]!.subarray(0, 8));
    if (type) types[field] = type;
    else wrong.push(field);
  }
  if (wrong.length) {
    throw new HttpError(
      415,
      REGISTRATION_MESSAGES.fileWrongType,
      Object.fromEntries(wrong.map((field) => [field, [documentMessages.wrongType(field)]])),
    );
  }
  return types;
}

function newBdeCode(): string {
  return `BDE${crypto.randomInt(100_000, 1_000_000)}`;
}

function uniqueViolation(error: unknown): string | null {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
  }
  return null;
}

interface UniqueKeys {
  userNameKey: string;
  emailKey: string;
  aadharIndex: string;
  panIndex: string;
}

/** Which unique field each constraint guards, with its message, in the order they are reported. */
const ACCOUNT_FIELDS = [
  {
    field: 'UserName',
    key: 'userNameKey',
    constraint: 'user_name',
    message: REGISTRATION_MESSAGES.userNameTaken,
  },
  { field: 'Email', key: 'emailKey', constraint: 'email', message: REGISTRATION_MESSAGES.emailTaken },
] as const;
const IDENTITY_FIELDS = [
  {
    field: 'AadharNumber',
    key: 'aadharIndex',
    constraint: 'aadhar_index',
    message: REGISTRATION_MESSAGES.aadharTaken,
  },
  { field: 'Pannumber', key: 'panIndex', constraint: 'pan_index', message: REGISTRATION_MESSAGES.panTaken },
] as const;
type UniqueField = (typeof ACCOUNT_FIELDS)[number] | (typeof IDENTITY_FIELDS)[number];

/** 409 naming every one of these fields another BDE already holds. */
async function checkUnique(db: Db, keys: UniqueKeys, fields: readonly UniqueField[]) {
  const taken = await db
    .select({
      userNameKey: executives.userNameKey,
      emailKey: executives.emailKey,
      aadharIndex: executives.aadharIndex,
      panIndex: executives.panIndex,
    })
    .from(executives)
    .where(or(...fields.map(({ key }) => eq(executives[key], keys[key]))))
    .limit(fields.length);
  const clashes = fields.filter(({ key }) => taken.some((row) => row[key] === keys[key]));
  if (clashes.length) {
    throw conflict(
      clashes[0].message,
      Object.fromEntries(clashes.map(({ field, message }) => [field, [message]])),
    );
  }
}

async function referrerId(db: Db, code: string): Promise<number | null> {
  if (!code) return null;
  const [referrer] = await db
    .select({ id: executives.id })
    .from(executives)
    .where(eq(executives.bdeCode, code.toUpperCase()))
    .limit(1);
  if (!referrer) {
    throw badRequest(INVALID_FIELDS, { RefferedByBdecode: [REGISTRATION_MESSAGES.unknownReferral] });
  }
  return referrer.id;
}

/**
 * Registers a BDE: checks every field with the shared schema (and the documents by content), then
 * stores the row, its encrypted identity numbers, their blind indexes and its encrypted copies in one
 * transaction, all or nothing. The API's register route and any seed use this one function.
 */
export async function registerExecutive(
  deps: RegistrationDeps,
  rawFields: unknown,
  files: RegistrationFiles = {},
  options: {
    bdeCode?: string;
    /** The language of the page the form was sent from, saved with the account (English unless told). */
    language?: Language;
    /**
     * The BDE of the browser's valid referral cookie: fills an empty "Referred by". A code the
     * registrant gave is kept as given; either way the link is credited when the two are the same BDE.
     */
    linkReferrer?: { id: number } | null;
    /** Runs in the registration's transaction (the staff notice): fails it, or is stored with it. */
    onRegistered?: (
      tx: Db,
      bde: { id: number; bdeCode: string; name: string; email: string },
    ) => Promise<void>;
  } = {},
): Promise<RegisteredExecutive> {
  const { db, cryptoBox, blindIndex } = deps;
  const types = checkDocuments(files);
  const fields: BdeRegisterFields = await validateBody(bdeRegisterSchema, rawFields);
  if (!(await isDistrictOf(db, fields.State, fields.District))) {
    throw badRequest(INVALID_FIELDS, { District: [REGISTRATION_MESSAGES.districtNotInState(fields.State)] });
  }
  const linkReferrer = options.linkReferrer ?? null;
  const referredById = (await referrerId(db, fields.RefferedByBdecode)) ?? linkReferrer?.id ?? null;
  const referredViaLink = linkReferrer !== null && referredById === linkReferrer.id;
  const unique: UniqueKeys = {
    userNameKey: fields.UserName.toLowerCase(),
    emailKey: fields.Email.toLowerCase(),
    aadharIndex: blindIndex.of('aadhar', fields.AadharNumber),
    panIndex: blindIndex.of('pan', fields.Pannumber),
  };
  await checkUnique(db, unique, ACCOUNT_FIELDS);
  // Whether an identity number is taken is told only to a registration that passed every other check
  // and would otherwise be stored: asking about someone's Aadhaar or PAN costs a real registration.
  await checkUnique(db, unique, IDENTITY_FIELDS);

  const passwordHash = await hashPassword(fields.Password);
  const copies = DOCUMENT_FIELDS.flatMap((field) => {
    const content = files[field];
    return content ? [{ field, content }] : [];
  });

  for (let attempt = 0; ; attempt += 1) {
    const bdeCode = options.bdeCode ?? newBdeCode();
    try {
      return await db.transaction(async (tx) => {
        // The ids come first, so each value is encrypted bound to the row that holds it.
        const id = await takeId(tx, 'executives');
        const [row] = await tx
          .insert(executives)
          .values({
            id,
            bdeCode,
            userName: fields.UserName,
            userNameKey: unique.userNameKey,
            passwordHash,
            firstName: fields.FirstName,
            middleName: fields.MiddleName || null,
            lastName: fields.LastName,
            mobileNumber: fields.MobileNumber,
            email: fields.Email,
            emailKey: unique.emailKey,
            ...sealIdentityNumbers(deps, id, fields.AadharNumber, fields.Pannumber),
            address: fields.Address,
            pinCode: fields.PinCode,
            area: fields.Area,
            state: fields.State,
            district: fields.District,
            dob: fields.Dob,
            referredById,
            referredViaLink,
            parentFreelancerId: fields.ParentFreelancerId || null,
            termsAccepted: fields.terms === true,
            language: options.language ?? 'en',
          })
          .returning({ id: executives.id, bdeCode: executives.bdeCode });
        for (const { field, content } of copies) {
          const documentId = await takeId(tx, 'executive_documents');
          await tx.insert(executiveDocuments).values({
            id: documentId,
            executiveId: row.id,
            kind: DOCUMENT_KINDS[field],
            content: cryptoBox.encrypt(content, documentAad(documentId)),
            mimeType: types[field]!,
            sizeBytes: content.length,
          });
        }
        await options.onRegistered?.(tx as unknown as Db, {
          id: row.id,
          email: fields.Email,
          bdeCode: row.bdeCode,
          name: fullNameOf({
            firstName: fields.FirstName,
            middleName: fields.MiddleName || null,
            lastName: fields.LastName,
          }),
        });
        return row;
      });
    } catch (error) {
      const constraint = uniqueViolation(error);
      if (constraint === null) throw loggableError(error);
      if (constraint.includes('bde_code') && !options.bdeCode && attempt < 5) continue;
      if (constraint.includes('bde_code')) throw conflict('This BDE code is already in use.');
      // A registration that raced this one past the checks above took the field first; an identity
      // number is named only if the user name and email are still free, as above.
      const clash =
        [...ACCOUNT_FIELDS, ...IDENTITY_FIELDS].find(({ constraint: name }) => constraint.includes(name)) ??
        ACCOUNT_FIELDS[0];
      if (IDENTITY_FIELDS.some((field) => field === clash)) await checkUnique(db, unique, ACCOUNT_FIELDS);
      throw conflict(clash.message, { [clash.field]: [clash.message] });
    }
  }
}
