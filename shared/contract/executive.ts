import { pathParam } from './api-path';
import { MESSAGES } from './messages';

export const EXECUTIVE_PATHS = {
  login: '/api/Executive/login',
  logout: '/api/Executive/logout',
  register: '/api/Executive/register',
  byCode: pathParam('/api/Executive/get-by-code/:bdeCode'),
  hierarchy: pathParam('/api/Executive/hierarchy/:bdeCode'),
} as const;

export const MOBILE_DIGITS = 10;
export const AADHAR_DIGITS = 12;
/** Five letters, four digits, one letter. */
export const PAN_SHAPE = /^[A-Z]{5}\d{4}[A-Z]$/;
/**
 * The shape, with one of the holder types fourth: the fourth character of a PAN says who holds it
 * (P, C, H, F, A, T, B, L, J, G: a person, company, HUF, firm, trust and so on).
 */
export const PAN_PATTERN = /^[A-Z]{3}[PCHFATBLJG][A-Z]\d{4}[A-Z]$/;
export const PAN_MESSAGES = {
  shape: 'PAN must look like ABCPE1234F.',
  holderType: 'The fourth letter of a PAN must be one of P, C, H, F, A, T, B, L, J or G.',
} as const;
export const MIN_BDE_AGE = 18;
export const MAX_BDE_AGE = 100;

/** Files the registration accepts, checked by content on the server and by type and size in the browser. */
export const DOCUMENT_MAX_BYTES = 2 * 1024 * 1024;
export const DOCUMENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;
export const DOCUMENT_FIELDS = ['AadharCopy', 'PanCopy'] as const;
export type DocumentField = (typeof DOCUMENT_FIELDS)[number];
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

const DOCUMENT_LABELS: Record<DocumentField, string> = {
  AadharCopy: 'Aadhaar copy',
  PanCopy: 'PAN copy',
};

export const documentMessages = {
  tooLarge: (field: DocumentField) => `The ${DOCUMENT_LABELS[field]} must be at most 2 MB.`,
  wrongType: (field: DocumentField) => `The ${DOCUMENT_LABELS[field]} must be a PDF, PNG or JPEG file.`,
  empty: (field: DocumentField) => `The ${DOCUMENT_LABELS[field]} is an empty file.`,
};

const SIGNATURES: Array<{ type: DocumentType; bytes: number[] }> = [
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
];
/** How many leading bytes `detectDocumentType` needs. */
export const DOCUMENT_SIGNATURE_BYTES = 8;

/**
 * The document's real type from its first bytes (never from its name or declared type), or null
 * when it is not a PDF, PNG or JPEG. The browser and the API both decide with this.
 */
export function detectDocumentType(head: Uint8Array): DocumentType | null {
  const match = SIGNATURES.find(({ bytes }) => bytes.every((byte, index) => head[index] === byte));
  return match?.type ?? null;
}

/** The only way an Aadhaar number is ever shown: its last four digits. */
export function maskAadhar(last4: string): string {
  return `XXXX XXXX ${last4}`;
}

/** PAN is shown as its last four characters after six X's: XXXXXX234F. */
export function maskPan(last4: string): string {
  return `XXXXXX${last4}`;
}

/** The message "After Business Development Executive Login..." completed with the new BDE's code. */
export function registeredNextMessage(bdeCode: string): string {
  const lead = MESSAGES.bdeRegisterNext.replace(/\.+$/, '');
  return `${lead}, your BDE code is ${bdeCode}: give it to the people you refer so they join your team.`;
}

/** A real calendar date written YYYY-MM-DD, or null. */
export function parseIsoDate(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().startsWith(value) ? date : null;
}
