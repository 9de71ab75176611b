import type {
  AnyObjectSchema,
  SchemaDescription,
  SchemaFieldDescription,
  SchemaInnerTypeDescription,
} from 'yup';

/** A JSON Schema (2020-12, as OpenAPI 3.1 takes it); only the keywords the contract needs. */
export type JsonSchema = { [keyword: string]: unknown };

/** What a request body may be sent as: every form-taking route reads JSON and url-encoded forms. */
export const FORM_CONTENT_TYPES = ['application/json', 'application/x-www-form-urlencoded'];

const test = (description: SchemaDescription, name: string) =>
  description.tests.find((entry) => entry.name === name)?.params as Record<string, unknown> | undefined;

function stringSchema(description: SchemaDescription): JsonSchema {
  const schema: JsonSchema = { type: 'string' };
  const required = description.tests.some((entry) => entry.name === 'required');
  const min = test(description, 'min')?.min;
  if (typeof min === 'number') schema.minLength = min;
  else if (required) schema.minLength = 1;
  const max = test(description, 'max')?.max;
  if (typeof max === 'number') schema.maxLength = max;
  const patterns = description.tests
    .filter((entry) => entry.name === 'matches')
    .map((entry) => (entry.params?.regex as RegExp).source);
  if (patterns.length === 1) schema.pattern = patterns[0];
  if (patterns.length > 1) schema.allOf = patterns.map((pattern) => ({ pattern }));
  // Yup lists '' among the choices so that an empty answer meets "required" first; JSON has no need.
  const choices = description.oneOf.filter((value) => !(required && value === ''));
  if (choices.length) schema.enum = choices;
  if ('default' in description && typeof description.default === 'string')
    schema.default = description.default;
  return schema;
}

function fieldSchema(field: SchemaFieldDescription): JsonSchema {
  const description = field as SchemaDescription;
  switch (description.type) {
    case 'string':
      return stringSchema(description);
    case 'boolean':
      return {
        type: 'boolean',
        ...(typeof description.default === 'boolean' ? { default: description.default } : {}),
      };
    case 'number':
      return { type: test(description, 'integer') ? 'integer' : 'number' };
    case 'array': {
      const inner = (field as SchemaInnerTypeDescription).innerType;
      return { type: 'array', ...(inner && !Array.isArray(inner) ? { items: fieldSchema(inner) } : {}) };
    }
    case 'object':
      return objectSchema(description);
    default:
      return {};
  }
}

function objectSchema(description: SchemaDescription): JsonSchema {
  const fields = (description as SchemaDescription & { fields: Record<string, SchemaFieldDescription> })
    .fields;
  const required = Object.entries(fields)
    .filter(([, field]) => !(field as SchemaDescription).optional)
    .map(([name]) => name);
  return {
    type: 'object',
    properties: Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, fieldSchema(field)])),
    ...(required.length ? { required } : {}),
    // noUnknown(): a field the contract does not name is refused.
    ...(description.tests.some((entry) => entry.name === 'noUnknown') ? { additionalProperties: false } : {}),
  };
}

/**
 * A request body's JSON Schema, derived from the contract's Yup schema, the one `validateBody` and
 * the forms check with. Checks JSON Schema cannot say (an Aadhaar checksum, a PAN's holder letter,
 * an age) stay in the Yup schema; the document names the shape.
 */
export function bodySchema(schema: AnyObjectSchema): JsonSchema {
  return objectSchema(schema.describe());
}

/** The query string of a route whose contract path takes its value there (`queryParam`). */
export function querySchema(path: { query?: string }): JsonSchema {
  if (!path.query) throw new Error('This path takes no query parameter.');
  return {
    type: 'object',
    properties: { [path.query]: { type: 'string', minLength: 1 } },
    required: [path.query],
  };
}
