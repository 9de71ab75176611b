import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  DOCUMENT_FIELDS,
  DOCUMENT_MAX_BYTES,
  documentMessages,
  type DocumentField,
} from 'shared/contract/executive';
import { bdeRegisterSchema } from 'shared/contract/executive-schema';
import { addFieldError, fieldErrors } from '../../lib/field-errors';
import { HttpError, badRequest } from '../../lib/http-error';
import { bodySchema, type JsonSchema } from '../../lib/request-schema';
import { INVALID_FIELDS } from '../../lib/validate';
import { REGISTRATION_MESSAGES, type RegistrationFiles } from './registration-service';

/** Enough for every registration field and the two copies, and nothing more. */
export const REGISTRATION_LIMITS = {
  fileSize: DOCUMENT_MAX_BYTES,
  files: DOCUMENT_FIELDS.length,
  fields: 30,
  parts: 32,
  fieldSize: 4 * 1024,
  fieldNameSize: 64,
  headerPairs: 50,
};

/**
 * The whole multipart body: both copies at their limit, every field at its limit, and the part
 * headers. Anything larger is refused at once, before the rest of it is read.
 */
export const REGISTRATION_MAX_BYTES =
  REGISTRATION_LIMITS.files * DOCUMENT_MAX_BYTES +
  REGISTRATION_LIMITS.fields * REGISTRATION_LIMITS.fieldSize +
  REGISTRATION_LIMITS.parts * 1024;
export const REGISTRATION_TOO_LARGE = 'The registration is too large. Each copy may be at most 2 MB.';
export const REGISTRATION_LENGTH_REQUIRED = 'Send the registration with its length (Content-Length).';

/**
 * Refuses a body declared larger than the limit before reading any of it; the connection is closed
 * rather than drained. The declared length is what the server reads, so a body must declare one
 * (browsers always do for a form): a chunked upload, which declares nothing, is refused with 411.
 */
export function capRegistrationBody(request: FastifyRequest, reply: FastifyReply): void {
  const declared = request.headers['content-length'];
  if (declared === undefined) {
    reply.header('Connection', 'close');
    throw new HttpError(411, REGISTRATION_LENGTH_REQUIRED);
  }
  if (Number(declared) > REGISTRATION_MAX_BYTES) {
    reply.header('Connection', 'close');
    throw new HttpError(413, REGISTRATION_TOO_LARGE);
  }
}

/** The registration form as its reference describes it: the contract's fields and the two copies. */
export function registrationBodySchema(): JsonSchema {
  const fields = bodySchema(bdeRegisterSchema);
  const copy = {
    type: 'string',
    contentMediaType: 'application/octet-stream',
    description: 'A PDF, PNG or JPEG file of at most 2 MB, checked by its content.',
  };
  return {
    ...fields,
    properties: {
      ...(fields.properties as Record<string, JsonSchema>),
      ...Object.fromEntries(DOCUMENT_FIELDS.map((name) => [name, copy])),
    },
    required: [...(fields.required as string[]), ...DOCUMENT_FIELDS],
  };
}

const isDocumentField = (name: string): name is DocumentField =>
  (DOCUMENT_FIELDS as readonly string[]).includes(name);

/**
 * Reads the multipart registration: text fields as strings, each copy into memory (at most 2 MB
 * each, the rest of an oversized file is discarded unread). Nothing is written anywhere here.
 */
export async function readRegistrationForm(
  request: FastifyRequest,
): Promise<{ fields: Record<string, string>; files: RegistrationFiles }> {
  if (!request.isMultipart()) {
    throw new HttpError(415, 'Send the registration as multipart/form-data.');
  }
  // Keyed by the names the client sent: no prototype, so "constructor" is just an unknown field.
  const fields = Object.create(null) as Record<string, string>;
  const files: RegistrationFiles = {};
  const errors = fieldErrors();
  const tooLarge: DocumentField[] = [];

  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const chunks: Buffer[] = [];
        for await (const chunk of part.file) chunks.push(chunk as Buffer);
        const name = part.fieldname;
        if (!isDocumentField(name)) addFieldError(errors, name, 'Unknown field.');
        else if (files[name] || tooLarge.includes(name)) addFieldError(errors, name, 'Send one file only.');
        else if (part.file.truncated) tooLarge.push(name);
        else {
          const content = Buffer.concat(chunks);
          // A browser sends an empty, nameless part for a file input left empty: no copy given.
          if (content.length > 0 || part.filename) files[name] = content;
        }
      } else {
        const name = part.fieldname;
        if (fields[name] !== undefined) addFieldError(errors, name, 'Send this field once.');
        else if (part.valueTruncated) addFieldError(errors, name, 'This value is too long.');
        else fields[name] = String(part.value);
      }
    }
  } catch (error) {
    // Fastify's own multipart errors carry a status; the parser's (a body cut short, no boundary) do not.
    if ((error as { statusCode?: number }).statusCode) throw error;
    throw badRequest('The form could not be read. Please send it again.', {
      form: ['Malformed multipart body.'],
    });
  }

  if (tooLarge.length) {
    throw new HttpError(
      413,
      REGISTRATION_MESSAGES.fileTooLarge,
      Object.fromEntries(tooLarge.map((field) => [field, [documentMessages.tooLarge(field)]])),
    );
  }
  if (Object.keys(errors).length) throw badRequest(INVALID_FIELDS, errors);
  return { fields, files };
}
