import crypto from 'node:crypto';

/**
 * Sealed email bodies: a link's secret (a set-up, reset, confirmation or private link) is stored only
 * sealed, so a copy of the database (a backup) cannot use it. Sealing is public-key (X25519, then
 * AES-256-GCM under a key agreed for that one value): the public half lies in the database, where any
 * code that queues an email reads it, and the private half is derived from DATA_KEY, which stays out
 * of the database and its backups. Only an instance holding the data key (its mail worker) opens them.
 *
 * Format `o1 | key id (8) | ephemeral public key (32) | IV (12) | tag (16) | ciphertext`, with the
 * header and the value's place as associated data.
 */
const VERSION = Buffer.from('o1');
const KEY_ID_BYTES = 8;
const PUBLIC_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const HEADER_BYTES = VERSION.length + KEY_ID_BYTES + PUBLIC_BYTES;
/** DER prefixes of an X25519 private key (PKCS #8) and public key (SPKI) around their 32 raw bytes. */
const PKCS8_PREFIX = Buffer.from('302e020100300506032b656e04220420', 'hex');
const SPKI_PREFIX = Buffer.from('302a300506032b656e032100', 'hex');

/** An outbox key's public name: the first 8 bytes of the SHA-256 of its public half. */
const keyIdOf = (publicKey: Buffer) => crypto.hash('sha256', publicKey, 'buffer').subarray(0, KEY_ID_BYTES);

const publicKeyObject = (raw: Buffer) =>
  crypto.createPublicKey({ key: Buffer.concat([SPKI_PREFIX, raw]), format: 'der', type: 'spki' });

const rawPublicKey = (key: crypto.KeyObject) =>
  Buffer.from(key.export({ format: 'der', type: 'spki' })).subarray(-PUBLIC_BYTES);

/** The AES key for one value: HKDF of the agreed secret, bound to both public keys. */
function valueKey(shared: Buffer, ephemeral: Buffer, recipient: Buffer): Buffer {
  return Buffer.from(
    crypto.hkdfSync('sha256', shared, Buffer.concat([ephemeral, recipient]), 'deccan-stack outbox body', 32),
  );
}

/** The public half, as the database keeps it: anyone may seal with it; only the data key opens. */
export interface OutboxSealKey {
  keyId: Buffer;
  publicKey: Buffer;
}

/** Seals `plain` for the holder of the key, bound to `aad` (where it is stored). */
export function sealForOutbox(key: OutboxSealKey, plain: Buffer, aad: string): Buffer {
  const ephemeral = crypto.generateKeyPairSync('x25519');
  const ephemeralPublic = rawPublicKey(ephemeral.publicKey);
  const shared = crypto.diffieHellman({
    privateKey: ephemeral.privateKey,
    publicKey: publicKeyObject(key.publicKey),
  });
  const header = Buffer.concat([VERSION, key.keyId, ephemeralPublic]);
  const iv = crypto.randomBytes(IV_BYTES);
  const cipher = crypto.createCipheriv('aes-256-gcm', valueKey(shared, ephemeralPublic, key.publicKey), iv);
  cipher.setAAD(Buffer.concat([header, Buffer.from(aad, 'utf8')]));
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([header, iv, cipher.getAuthTag(), body]);
}

interface PrivateKey {
  privateKey: crypto.KeyObject;
  publicKey: Buffer;
}

/** The private halves, derived from DATA_KEY and each of DATA_KEY_PREVIOUS (so rotation keeps them open). */
export class OutboxKeys {
  private readonly ring = new Map<string, PrivateKey>();
  /** What the database is given: the current data key's public half. */
  readonly current: OutboxSealKey;

  constructor(dataKey: Buffer, previousDataKeys: Buffer[] = []) {
    let current: OutboxSealKey | undefined;
    for (const key of [dataKey, ...previousDataKeys]) {
      const seed = Buffer.from(
        crypto.hkdfSync('sha256', key, Buffer.alloc(0), 'deccan-stack outbox seal key', 32),
      );
      const privateKey = crypto.createPrivateKey({
        key: Buffer.concat([PKCS8_PREFIX, seed]),
        format: 'der',
        type: 'pkcs8',
      });
      const publicKey = rawPublicKey(crypto.createPublicKey(privateKey));
      const keyId = keyIdOf(publicKey);
      current ??= { keyId, publicKey };
      if (!this.ring.has(keyId.toString('hex')))
        this.ring.set(keyId.toString('hex'), { privateKey, publicKey });
    }
    this.current = current as OutboxSealKey;
  }

  /** Opens a sealed value; throws (naming no data) when no key of the ring opens it or it was moved. */
  open(sealed: Buffer, aad: string): Buffer {
    if (
      !sealed.subarray(0, VERSION.length).equals(VERSION) ||
      sealed.length < HEADER_BYTES + IV_BYTES + TAG_BYTES
    ) {
      throw new Error('the sealed email is not in a known format');
    }
    const keyId = sealed.subarray(VERSION.length, VERSION.length + KEY_ID_BYTES).toString('hex');
    const key = this.ring.get(keyId);
    if (!key)
      throw new Error(`the email was sealed for a key (id ${keyId}) this instance's data keys do not make`);
    const ephemeralPublic = sealed.subarray(VERSION.length + KEY_ID_BYTES, HEADER_BYTES);
    const shared = crypto.diffieHellman({
      privateKey: key.privateKey,
      publicKey: publicKeyObject(ephemeralPublic),
    });
    const iv = sealed.subarray(HEADER_BYTES, HEADER_BYTES + IV_BYTES);
    const decipher = crypto.createDecipheriv(
      'aes-256-gcm',
      valueKey(shared, ephemeralPublic, key.publicKey),
      iv,
    );
    decipher.setAAD(Buffer.concat([sealed.subarray(0, HEADER_BYTES), Buffer.from(aad, 'utf8')]));
    decipher.setAuthTag(sealed.subarray(HEADER_BYTES + IV_BYTES, HEADER_BYTES + IV_BYTES + TAG_BYTES));
    try {
      return Buffer.concat([
        decipher.update(sealed.subarray(HEADER_BYTES + IV_BYTES + TAG_BYTES)),
        decipher.final(),
      ]);
    } catch {
      throw new Error('the sealed email does not belong to its row or was altered');
    }
  }
}
