import crypto from 'node:crypto';

/** Written before key ids and associated data; still read, never written. */
const V1 = Buffer.from('v1');
const V2 = Buffer.from('v2');
const KEY_ID_BYTES = 8;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const V2_HEADER = V2.length + KEY_ID_BYTES;

/** A key's public name: the first 8 bytes of HMAC-SHA-256(key, label); says nothing about the key. */
export function keyIdOf(key: Buffer): Buffer {
  return crypto
    .createHmac('sha256', key)
    .update('deccan-stack data key id')
    .digest()
    .subarray(0, KEY_ID_BYTES);
}

/**
 * What a ciphertext is bound to (AES-GCM associated data): the table, column and row it is stored in.
 * A value copied to another row or column no longer decrypts.
 */
export function aadFor(table: string, column: string, id: number): string {
  return `${table}.${column}#${id}`;
}

/** Why a stored value could not be opened; the message names no data. */
class DecryptError extends Error {}

/**
 * AES-256-GCM with a fresh 96-bit IV per value: identity numbers and document copies at rest.
 *
 * A key ring: values are written with the current key (DATA_KEY) and name it by its key id, so
 * previous keys (DATA_KEY_PREVIOUS) can still open what they wrote until it is re-encrypted. Format
 * `v2 | key id (8) | IV (12) | tag (16) | ciphertext`, with the version, key id and the value's
 * place (`aadFor`) as associated data. The older `v1 | IV | tag | ciphertext` (no key id, nothing
 * associated) is still read, with each key of the ring in turn.
 */
export class CryptoBox {
  private readonly currentKey: Buffer;
  private readonly currentId: Buffer;
  private readonly ring = new Map<string, Buffer>();

  constructor(key: Buffer, previousKeys: Buffer[] = []) {
    for (const candidate of [key, ...previousKeys]) {
      if (candidate.length !== 32) throw new Error('CryptoBox needs 32-byte keys.');
    }
    this.currentKey = key;
    this.currentId = keyIdOf(key);
    for (const candidate of [key, ...previousKeys]) {
      const id = keyIdOf(candidate).toString('hex');
      if (!this.ring.has(id)) this.ring.set(id, candidate);
    }
  }

  /** The current key's id, in hex. */
  get keyId(): string {
    return this.currentId.toString('hex');
  }

  encrypt(plain: Buffer, aad: string): Buffer {
    const header = Buffer.concat([V2, this.currentId]);
    const iv = crypto.randomBytes(IV_BYTES);
    const cipher = crypto.createCipheriv('aes-256-gcm', this.currentKey, iv);
    cipher.setAAD(Buffer.concat([header, Buffer.from(aad, 'utf8')]));
    const body = Buffer.concat([cipher.update(plain), cipher.final()]);
    return Buffer.concat([header, iv, cipher.getAuthTag(), body]);
  }

  decrypt(sealed: Buffer, aad: string): Buffer {
    const version = sealed.subarray(0, 2);
    if (version.equals(V2) && sealed.length >= V2_HEADER + IV_BYTES + TAG_BYTES) {
      const id = sealed.subarray(2, V2_HEADER).toString('hex');
      const key = this.ring.get(id);
      if (!key) {
        throw new DecryptError(
          `it was encrypted with a key (id ${id}) that is neither DATA_KEY nor one of DATA_KEY_PREVIOUS`,
        );
      }
      const opened = open(
        key,
        sealed.subarray(V2_HEADER),
        Buffer.concat([sealed.subarray(0, V2_HEADER), Buffer.from(aad, 'utf8')]),
      );
      if (!opened) {
        throw new DecryptError(`it does not belong at ${aad} or was altered (its authentication failed)`);
      }
      return opened;
    }
    if (version.equals(V1) && sealed.length >= 2 + IV_BYTES + TAG_BYTES) {
      for (const key of this.ring.values()) {
        const opened = open(key, sealed.subarray(2));
        if (opened) return opened;
      }
      throw new DecryptError('neither DATA_KEY nor any of DATA_KEY_PREVIOUS opens it');
    }
    throw new DecryptError('it is not in a known encryption format');
  }

  /** Whether a stored value is already written with the current key, in the current format. */
  isCurrent(sealed: Buffer): boolean {
    return sealed.subarray(0, 2).equals(V2) && sealed.subarray(2, V2_HEADER).equals(this.currentId);
  }

  /** Opens a value (any key of the ring, either format) and seals it again with the current key. */
  reencrypt(sealed: Buffer, aad: string): Buffer {
    return this.encrypt(this.decrypt(sealed, aad), aad);
  }

  encryptText(plain: string, aad: string): string {
    return this.encrypt(Buffer.from(plain, 'utf8'), aad).toString('base64');
  }

  decryptText(sealed: string, aad: string): string {
    return this.decrypt(Buffer.from(sealed, 'base64'), aad).toString('utf8');
  }
}

/** `IV | tag | ciphertext` opened with `key`, or null when it does not authenticate. */
function open(key: Buffer, ivTagBody: Buffer, aad?: Buffer): Buffer | null {
  const decipher = crypto.createDecipheriv('aes-256-gcm', key, ivTagBody.subarray(0, IV_BYTES));
  if (aad) decipher.setAAD(aad);
  decipher.setAuthTag(ivTagBody.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  try {
    return Buffer.concat([decipher.update(ivTagBody.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
  } catch {
    return null;
  }
}
