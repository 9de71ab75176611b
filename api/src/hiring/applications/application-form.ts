import type { FastifyReply, FastifyRequest } from 'fastify';
import { RESUME_MAX_BYTES } from 'shared/contract/careers';
import { APPLICATION_MESSAGES, RESUME_MESSAGES } from 'shared/contract/job-application';
import { jobApplicationSchema, type JobApplicationFields } from 'shared/contract/job-application-schema';
import { addFieldError, fieldErrors, type FieldErrors } from '../../lib/field-errors';
import { HttpError, badRequest } from '../../lib/http-error';
import { bodySchema, type JsonSchema } from '../../lib/request-schema';
import { INVALID_FIELDS, validateBody } from '../../lib/validate';
import { checkResume, type ResumeMimeType } from '../uploads/resume-check-service';

/** The résumé's field in the multipart form. */
export const RESUME_FIELD = 'resume';

/** Enough for every field at its limit and one résumé, and nothing more. */
export const APPLICATION_FORM_LIMITS = {
  fileSize: RESUME_MAX_BYTES,
  files: 1,
  fields: 12,
  parts: 14,
  // The note: 2,000 characters, up to 4 bytes each in UTF-8.
  fieldSize: 8 * 1024,
  fieldNameSize: 64,
  headerPairs: 50,
};

/** The whole body: the résumé, the fields, the part headers. A larger one is refused before it is read. */
export const APPLICATION_MAX_BYTES =
  RESUME_MAX_BYTES +
  APPLICATION_FORM_LIMITS.fields * APPLICATION_FORM_LIMITS.fieldSize +
  APPLICATION_FORM_LIMITS.parts * 1024;

/**
 * Refuses a body declared larger than the limit before any of it is read (the connection is closed
 * rather than drained), or one that declares no length, as the BDE registration does.
 */
export function capApplicationBody(request: FastifyRequest, reply: FastifyReply): void {
  const declared = request.headers['content-length'];
  if (declared === undefined) {
    reply.header('Connection', 'close');
    throw new HttpError(411, APPLICATION_MESSAGES.lengthRequired);
  }
  if (Number(declared) > APPLICATION_MAX_BYTES) {
    reply.header('Connection', 'close');
    throw new HttpError(413, APPLICATION_MESSAGES.tooLarge, { [RESUME_FIELD]: [RESUME_MESSAGES.tooLarge] });
  }
}

/** The form as its reference describes it: the contract's fields and the résumé. */
export function applicationBodySchema(): JsonSchema {
  const fields = bodySchema(jobApplicationSchema);
  return {
    ...fields,
    properties: {
      ...(fields.properties as Record<string, JsonSchema>),
      [RESUME_FIELD]: {
        type: 'string',
        contentMediaType: 'application/octet-stream',
        description:
          'A PDF or Word (.docx) file of at most 5 MB, checked by its content: no scripts, launch actions or embedded files in a PDF, no macros in a Word document.',
      },
    },
    required: [...(fields.required as string[]), RESUME_FIELD],
  };
}

export interface ApplicationForm {
  fields: JobApplicationFields;
  resume: { content: Buffer; mimeType: ResumeMimeType };
}

interface RawForm {
  fields: Record<string, string>;
  resume?: Buffer;
  errors: FieldErrors;
}

/** Reads the multipart body: text fields, and the résumé into memory up to its limit (the rest unread). */
async function readParts(request: FastifyRequest): Promise<RawForm> {
  // Keyed by the names the client sent: no prototype, so "constructor" is just an unknown field.
  const fields = Object.create(null) as Record<string, string>;
  const errors = fieldErrors();
  let resume: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const chunks: Buffer[] = [];
        for await (const chunk of part.file) chunks.push(chunk as Buffer);
        if (part.fieldname !== RESUME_FIELD) addFieldError(errors, part.fieldname, 'Unknown field.');
        else if (resume) addFieldError(errors, RESUME_FIELD, RESUME_MESSAGES.oneFile);
        else if (part.file.truncated) addFieldError(errors, RESUME_FIELD, RESUME_MESSAGES.tooLarge);
        // A browser sends an empty, nameless part for a file input left empty: no résumé given.
        else if (chunks.length || part.filename) resume = Buffer.concat(chunks);
      } else if (fields[part.fieldname] !== undefined) {
        addFieldError(errors, part.fieldname, 'Send this field once.');
      } else if (part.valueTruncated) {
        addFieldError(errors, part.fieldname, 'This value is too long.');
      } else {
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    // Fastify's own multipart errors carry a status; the parser's (a body cut short, no boundary) do not.
    if ((error as { statusCode?: number }).statusCode) throw error;
    throw badRequest('The form could not be read. Please send it again.', {
      form: ['Malformed multipart body.'],
    });
  }
  return { fields, resume, errors };
}

/**
 * The application as sent: every field checked by the contract's schema and the résumé by its
 * content, all problems reported together in one 400 naming each field. Nothing is written here.
 */
export async function readApplicationForm(request: FastifyRequest): Promise<ApplicationForm> {
  if (!request.isMultipart()) {
    throw new HttpError(415, 'Send the application as multipart/form-data.');
  }
  const { fields: raw, resume, errors } = await readParts(request);
  let fields: JobApplicationFields | undefined;
  try {
    fields = await validateBody(jobApplicationSchema, raw);
  } catch (error) {
    if (!(error instanceof HttpError) || !error.errors) throw error;
    for (const [field, messages] of Object.entries(error.errors)) {
      for (const message of messages) addFieldError(errors, field, message);
    }
  }
  let mimeType: ResumeMimeType | undefined;
  if (!errors[RESUME_FIELD]) {
    const verdict = resume
      ? await checkResume(resume)
      : { ok: false as const, message: RESUME_MESSAGES.required };
    if (verdict.ok) mimeType = verdict.mimeType;
    else addFieldError(errors, RESUME_FIELD, verdict.message);
  }
  if (Object.keys(errors).length || !fields || !resume || !mimeType) throw badRequest(INVALID_FIELDS, errors);
  return { fields, resume: { content: resume, mimeType } };
}
