import crypto from 'node:crypto';

export type IndexedIdentity = 'aadhar' | 'pan';

/** The one spelling of a number that is compared: Aadhaar digits only; PAN upper-cased, no spaces. */
function normaliseIdentity(kind: IndexedIdentity, value: string): string {
  return kind === 'aadhar' ? value.replace(/\D/g, '') : value.replace(/\s/g, '').toUpperCase();
}

/**
 * Blind indexes: HMAC-SHA-256 of a normalised identity number under its own key (BLIND_INDEX_KEY,
 * never the encryption key), so a duplicate is found by equality without decrypting anything, and
 * the stored index says nothing about the number to whoever lacks the key.
 */
export class BlindIndex {
  constructor(private readonly key: Buffer) {
    if (key.length !== 32) throw new Error('BlindIndex needs a 32-byte key.');
  }

  of(kind: IndexedIdentity, value: string): string {
    return crypto
      .createHmac('sha256', this.key)
      .update(`${kind}:${normaliseIdentity(kind, value)}`)
      .digest('hex');
  }
}
