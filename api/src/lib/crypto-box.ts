import crypto from 'node:crypto';

const VERSION = 'v1';

/** AES-256-GCM with a fresh 96-bit IV per value: identity numbers and document copies at rest. */
export class CryptoBox {
  constructor(private readonly key: Buffer) {
    if (key.length !== 32) throw new Error('CryptoBox needs a 32-byte key.');
  }

  encrypt(plain: Buffer): Buffer {
    const iv = crypto.randomBytes(12);
    const cipher = crypto.createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(plain), cipher.final()]);
    return Buffer.concat([Buffer.from(VERSION), iv, cipher.getAuthTag(), body]);
  }

  decrypt(sealed: Buffer): Buffer {
    if (sealed.subarray(0, 2).toString() !== VERSION) throw new Error('Unknown encryption format.');
    const iv = sealed.subarray(2, 14);
    const tag = sealed.subarray(14, 30);
    const decipher = crypto.createDecipheriv('aes-256-gcm', this.key, iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(sealed.subarray(30)), decipher.final()]);
  }

  encryptText(plain: string): string {
    return this.encrypt(Buffer.from(plain, 'utf8')).toString('base64');
  }

  decryptText(sealed: string): string {
    return this.decrypt(Buffer.from(sealed, 'base64')).toString('utf8');
  }
}
