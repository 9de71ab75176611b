import { Type, type Static } from '@sinclair/typebox';
import { nullable } from './nullable';
import { APPLICATION_STAGES } from './careers';
import { instant, oneOf, responseObject } from './response-object';

const nullableText = () => nullable(Type.String());

/**
 * A job application as a person's data export holds it: what they sent and where it stands, the
 * résumé without its content. Staff's notes and reasons are the company's working papers, not in it.
 */
export const ExportedApplication = responseObject({
  openingTitle: Type.String(),
  stage: oneOf(APPLICATION_STAGES),
  name: Type.String(),
  email: Type.String(),
  mobile: Type.String(),
  city: Type.String(),
  experienceYears: Type.Integer(),
  link: nullableText(),
  note: nullableText(),
  keepOnFile: Type.Boolean(),
  resume: responseObject({ mimeType: Type.String(), sizeBytes: Type.Integer() }),
  appliedAt: instant(),
  updatedAt: instant(),
});
export type ExportedApplication = Static<typeof ExportedApplication>;

export const exportedApplications = () =>
  Type.Array(ExportedApplication, {
    description: 'Job applications sent with the same email address (the résumés not included).',
  });
