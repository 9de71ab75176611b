import { ERASED_AUDIT_VALUE } from 'shared/contract/staff-audit-responses';
import type { Db } from '../../db/client';
import { aadFor, type CryptoBox } from '../../lib/crypto-box';
import { PersonalValue, type PersonKey, type PersonKeys, subjectRef } from './person-key-service';

/** How a personal value is stored in an audit row's JSON: sealed text and the id of the key it needs. */
interface SealedValue {
  $sealed: string;
  $personKey: number;
}

function isSealed(value: unknown): value is SealedValue {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as SealedValue).$sealed === 'string' &&
    typeof (value as SealedValue).$personKey === 'number'
  );
}

/** A sealed value is bound to its place in the detail and to its key. */
const valueAad = (path: string, keyId: number) => aadFor('audit_log', `detail.${path}`, keyId);

/**
 * An audit detail as stored: each `PersonalValue` sealed under its person's key (made on first use,
 * in the writer's transaction), everything else as it is.
 */
export async function sealDetail(writer: Pick<Db, 'insert' | 'select'>, detail: object): Promise<unknown> {
  const keys = new Map<string, PersonKey>();
  const seal = async (value: unknown, path: string): Promise<unknown> => {
    if (value instanceof PersonalValue) {
      if (value.text === null) return null;
      const ref = subjectRef(value.subject);
      const key = keys.get(ref) ?? (await value.keys.keyOf(writer, ref));
      keys.set(ref, key);
      return { $sealed: key.box.encryptText(value.text, valueAad(path, key.id)), $personKey: key.id };
    }
    if (typeof value !== 'object' || value === null) return value;
    const entries: Array<[string, unknown]> = [];
    for (const [name, inner] of Object.entries(value)) {
      entries.push([name, await seal(inner, path ? `${path}.${name}` : name)]);
    }
    return Array.isArray(value) ? entries.map(([, inner]) => inner) : Object.fromEntries(entries);
  };
  return seal(detail, '');
}

function walk(value: unknown, path: string, visit: (sealed: SealedValue, path: string) => unknown): unknown {
  if (isSealed(value)) return visit(value, path);
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value).map(([name, inner]) => [
    name,
    walk(inner, path ? `${path}.${name}` : name, visit),
  ]);
  return Array.isArray(value) ? entries.map(([, inner]) => inner) : Object.fromEntries(entries);
}

/**
 * Audit details as read by staff: each sealed value opened with its person's key, or
 * `ERASED_AUDIT_VALUE` when the key is gone (the person was erased).
 */
export async function openDetails<T>(db: Pick<Db, 'select'>, keys: PersonKeys, details: T[]): Promise<T[]> {
  const ids = new Set<number>();
  for (const detail of details) walk(detail, '', (sealed) => ids.add(sealed.$personKey));
  const boxes: Map<number, CryptoBox> = await keys.keysByIds(db, [...ids]);
  return details.map(
    (detail) =>
      walk(detail, '', (sealed, path) => {
        const box = boxes.get(sealed.$personKey);
        return box ? box.decryptText(sealed.$sealed, valueAad(path, sealed.$personKey)) : ERASED_AUDIT_VALUE;
      }) as T,
  );
}
