import { Type, type TProperties } from '@sinclair/typebox';

/**
 * A JSON object with exactly these fields. Response schemas are closed: the API's tests fail on a
 * field the contract does not name, before serialization would quietly drop it.
 */
export function responseObject<P extends TProperties>(properties: P, description?: string) {
  return Type.Object(properties, { additionalProperties: false, ...(description ? { description } : {}) });
}
