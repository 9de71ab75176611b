import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  DOCUMENT_FIELDS,
  DOCUMENT_MAX_BYTES,
  detectDocumentType,
  documentMessages,
  type DocumentField,
  type DocumentType,
} from 'shared/contract/executive';
import { bdeRegisterSchema, type BdeRegisterFields } from 'shared/contract/executive-schema';
import type { Db } from '../../db/client';
import { executiveDocuments, executives } from '../../db/schema';
import type { CryptoBox } from '../../lib/crypto-box';
import type { DocumentStore } from '../../lib/document-store';
import { HttpError, badRequest, conflict } from '../../lib/http-error';
import { hashPassword } from '../../lib/passwords';
import { INVALID_FIELDS, validateBody } from '../../lib/validate';
import { isDistrictOf } from '../states/routes';

export interface RegistrationDeps {
  db: Db;
  cryptoBox: CryptoBox;
  documents: DocumentStore;
}

/** The Aadhaar and PAN copies as uploaded (either may be left out). */
export type RegistrationFiles = Partial<Record<DocumentField, Buffer>>;

export interface RegisteredExecutive {
  id: number;
  bdeCode: string;
}

export const REGISTRATION_MESSAGES = {
  userNameTaken: 'This user name is already taken.',
  emailTaken: 'This email is already registered.',
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

/** The driver's error text carries the query's parameters (names, mobile, address): never log those. */
function withoutParameters(error: unknown): unknown {
  if (error instanceof Error && 'query' in error && 'params' in error) {
    const cause = (error as { cause?: { message?: unknown } }).cause;
    return new Error(`A registration could not be stored: ${String(cause?.message ?? 'database error')}`);
  }
  return error;
}

async function checkUnique(db: Db, userNameKey: string, emailKey: string) {
  const errors: Record<string, string[]> = {};
  const [byName] = await db
    .select({ id: executives.id })
    .from(executives)
    .where(eq(executives.userNameKey, userNameKey))
    .limit(1);
  if (byName) errors.UserName = [REGISTRATION_MESSAGES.userNameTaken];
  const [byEmail] = await db
    .select({ id: executives.id })
    .from(executives)
    .where(eq(executives.emailKey, emailKey))
    .limit(1);
  if (byEmail) errors.Email = [REGISTRATION_MESSAGES.emailTaken];
  if (errors.UserName) throw conflict(REGISTRATION_MESSAGES.userNameTaken, errors);
  if (errors.Email) throw conflict(REGISTRATION_MESSAGES.emailTaken, errors);
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
 * Registers a BDE: checks every field with the shared schema (and the documents by content),
 * then stores the row, its encrypted identity numbers and its encrypted copies, all or nothing.
 * The API's register route and any seed use this one function.
 */
export async function registerExecutive(
  { db, cryptoBox, documents }: RegistrationDeps,
  rawFields: unknown,
  files: RegistrationFiles = {},
  options: { bdeCode?: string } = {},
): Promise<RegisteredExecutive> {
  const types = checkDocuments(files);
  const fields: BdeRegisterFields = await validateBody(bdeRegisterSchema, rawFields);
  if (!(await isDistrictOf(db, fields.State, fields.District))) {
    throw badRequest(INVALID_FIELDS, { District: [REGISTRATION_MESSAGES.districtNotInState(fields.State)] });
  }
  const referredById = await referrerId(db, fields.RefferedByBdecode);
  const userNameKey = fields.UserName.toLowerCase();
  const emailKey = fields.Email.toLowerCase();
  await checkUnique(db, userNameKey, emailKey);

  const passwordHash = await hashPassword(fields.Password);
  const stored: Array<{ field: DocumentField; storageName: string; size: number }> = [];
  try {
    for (const field of DOCUMENT_FIELDS) {
      const content = files[field];
      if (content) stored.push({ field, storageName: await documents.save(content), size: content.length });
    }

    for (let attempt = 0; ; attempt += 1) {
      const bdeCode = options.bdeCode ?? newBdeCode();
      try {
        return await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(executives)
            .values({
              bdeCode,
              userName: fields.UserName,
              userNameKey,
              passwordHash,
              firstName: fields.FirstName,
              middleName: fields.MiddleName || null,
              lastName: fields.LastName,
              mobileNumber: fields.MobileNumber,
              email: fields.Email,
              emailKey,
              aadharEncrypted: cryptoBox.encryptText(fields.AadharNumber),
              aadharLast4: fields.AadharNumber.slice(-4),
              panEncrypted: cryptoBox.encryptText(fields.Pannumber),
              panLast4: fields.Pannumber.slice(-4),
              address: fields.Address,
              pinCode: fields.PinCode,
              area: fields.Area,
              state: fields.State,
              district: fields.District,
              dob: fields.Dob,
              referredById,
              parentFreelancerId: fields.ParentFreelancerId || null,
              termsAccepted: fields.terms === true,
            })
            .returning({ id: executives.id, bdeCode: executives.bdeCode });
          if (stored.length) {
            await tx.insert(executiveDocuments).values(
              stored.map(({ field, storageName, size }) => ({
                executiveId: row.id,
                kind: DOCUMENT_KINDS[field],
                storageName,
                mimeType: types[field]!,
                sizeBytes: size,
              })),
            );
          }
          return row;
        });
      } catch (error) {
        const constraint = uniqueViolation(error);
        if (constraint === null) throw withoutParameters(error);
        if (constraint.includes('bde_code') && !options.bdeCode && attempt < 5) continue;
        if (constraint.includes('bde_code')) throw conflict('This BDE code is already in use.');
        if (constraint.includes('email')) {
          throw conflict(REGISTRATION_MESSAGES.emailTaken, { Email: [REGISTRATION_MESSAGES.emailTaken] });
        }
        throw conflict(REGISTRATION_MESSAGES.userNameTaken, {
          UserName: [REGISTRATION_MESSAGES.userNameTaken],
        });
      }
    }
  } catch (error) {
    await documents.remove(stored.map(({ storageName }) => storageName));
    throw error;
  }
}
