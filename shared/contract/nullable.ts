import { Kind, Type, type Static, type TSchema, type TUnsafe } from '@sinclair/typebox';

/** The kind a nullable scalar carries; the API's answer checker knows it (route-contract.ts). */
export const NULLABLE_SCALAR = 'NullableScalar';
const SCALAR_TYPES = new Set(['string', 'integer', 'number', 'boolean']);

/**
 * A value or null. A scalar is written as one schema of two types (`["string", "null"]`), which the
 * answers' serializer handles by a typeof check; a union would have it validate the value against
 * each branch on every answer (a date-time format check per field). Anything else stays a union.
 */
export function nullable<T extends TSchema>(schema: T, description?: string): TUnsafe<Static<T> | null> {
  const described = description ? { description } : {};
  if (typeof schema.type === 'string' && SCALAR_TYPES.has(schema.type)) {
    return { ...schema, ...described, type: [schema.type, 'null'], [Kind]: NULLABLE_SCALAR } as never;
  }
  return Type.Union([schema, Type.Null()], described) as never;
}
