import crypto from 'node:crypto';
import { sealLikeFirstRelease as sealV1 } from '../test/fixtures';
import { BlindIndex } from './blind-index';
import { CryptoBox, aadFor, keyIdOf } from './crypto-box';

const key = () => crypto.randomBytes(32);
const here = aadFor('executives', 'aadhar_encrypted', 7);

test('a value round-trips; each sealing is different; the key id is in the ciphertext', () => {
  const k = key();
  const box = new CryptoBox(k);
  const a = box.encrypt(Buffer.from('999999990019'), here);
  const b = box.encrypt(Buffer.from('999999990019'), here);
  expect(a.equals(b)).toBe(false);
  expect(box.decrypt(a, here).toString()).toBe('999999990019');
  expect(a.subarray(0, 2).toString()).toBe('v2');
  expect(a.subarray(2, 10).equals(keyIdOf(k))).toBe(true);
  expect(box.keyId).toBe(keyIdOf(k).toString('hex'));
  expect(box.decryptText(box.encryptText('ABCPE1234F', here), here)).toBe('ABCPE1234F');
});

test('a value copied to another row or another column does not decrypt', () => {
  const box = new CryptoBox(key());
  const sealed = box.encrypt(Buffer.from('999999990019'), here);
  expect(() => box.decrypt(sealed, aadFor('executives', 'aadhar_encrypted', 8))).toThrow(
    /does not belong at executives\.aadhar_encrypted#8/,
  );
  expect(() => box.decrypt(sealed, aadFor('executives', 'pan_encrypted', 7))).toThrow(/does not belong/);
});

test('an altered ciphertext or key id does not decrypt', () => {
  const box = new CryptoBox(key());
  const sealed = box.encrypt(Buffer.from('999999990019'), here);
  const flipped = Buffer.from(sealed);
  flipped[flipped.length - 1] ^= 1;
  expect(() => box.decrypt(flipped, here)).toThrow(/authentication failed/);
  const otherId = Buffer.from(sealed);
  otherId[2] ^= 1;
  expect(() => box.decrypt(otherId, here)).toThrow(/neither DATA_KEY nor one of DATA_KEY_PREVIOUS/);
  expect(() => box.decrypt(Buffer.from('v9nonsense-nonsense-nonsense-nonsense'), here)).toThrow(
    /not in a known encryption format/,
  );
});

test('a key ring: previous keys open what they wrote; new values use the current key only', () => {
  const oldKey = key();
  const newKey = key();
  const before = new CryptoBox(oldKey).encrypt(Buffer.from('old'), here);
  const ring = new CryptoBox(newKey, [oldKey]);
  expect(ring.decrypt(before, here).toString()).toBe('old');
  expect(ring.isCurrent(before)).toBe(false);

  const rewritten = ring.reencrypt(before, here);
  expect(ring.isCurrent(rewritten)).toBe(true);
  expect(new CryptoBox(newKey).decrypt(rewritten, here).toString()).toBe('old');
  expect(() => new CryptoBox(oldKey).decrypt(rewritten, here)).toThrow(/neither DATA_KEY/);
  // Without the previous key, the old value cannot be opened, and the error says which key is missing.
  expect(() => new CryptoBox(newKey).decrypt(before, here)).toThrow(keyIdOf(oldKey).toString('hex'));
});

test('first-format values (no key id, no associated data) still decrypt, with any key of the ring', () => {
  const oldKey = key();
  const legacy = sealV1(Buffer.from('999999990019'), oldKey);
  expect(new CryptoBox(oldKey).decrypt(legacy, here).toString()).toBe('999999990019');
  const ring = new CryptoBox(key(), [oldKey]);
  expect(ring.decrypt(legacy, here).toString()).toBe('999999990019');
  expect(ring.isCurrent(legacy)).toBe(false);
  expect(ring.isCurrent(ring.reencrypt(legacy, here))).toBe(true);
  expect(() => new CryptoBox(key()).decrypt(legacy, here)).toThrow(/neither DATA_KEY nor any/);
});

test('keys must be 32 bytes', () => {
  expect(() => new CryptoBox(Buffer.alloc(16))).toThrow();
  expect(() => new CryptoBox(key(), [Buffer.alloc(31)])).toThrow();
});

describe('blind index', () => {
  test('is an HMAC of the normalised number: same number, same index; another key, another index', () => {
    const k = key();
    const index = new BlindIndex(k);
    expect(index.of('pan', 'abcpe1234f')).toBe(index.of('pan', ' ABCPE1234F '));
    expect(index.of('aadhar', '9999 9999 0019')).toBe(index.of('aadhar', '999999990019'));
    expect(index.of('aadhar', '999999990019')).toBe(
      crypto.createHmac('sha256', k).update('aadhar:999999990019').digest('hex'),
    );
    expect(index.of('aadhar', '999999990019')).not.toBe(index.of('aadhar', '499118665246'));
    expect(new BlindIndex(key()).of('aadhar', '999999990019')).not.toBe(index.of('aadhar', '999999990019'));
    // An Aadhaar number and a PAN never share an index, whatever their text.
    expect(index.of('aadhar', '1234')).not.toBe(index.of('pan', '1234'));
  });
});
