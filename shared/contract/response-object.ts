import { Type, type TProperties } from '@sinclair/typebox';

/**
 * A JSON object with exactly these fields. Response schemas are closed: the API's tests fail on a
 * field the contract does not name, before serialization would quietly drop it.
 */
export function responseObject<P extends TProperties>(properties: P, description?: string) {
  return Type.Object(properties, { additionalProperties: false, ...(description ? { description } : {}) });
}

const described = (description?: string) => (description ? { description } : {});

/** One of these strings. */
export const oneOf = <const T extends string>(values: readonly T[], description?: string) =>
  Type.Union(
    values.map((value) => Type.Literal(value)),
    described(description),
  );

/** An instant, as ISO 8601 in UTC (`Date#toISOString`). */
export const instant = (description?: string) =>
  Type.String({ format: 'date-time', ...described(description) });

/** A calendar day, YYYY-MM-DD. */
export const day = (description?: string) =>
  Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', ...described(description) });
