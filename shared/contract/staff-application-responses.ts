import { Type, type Static } from '@sinclair/typebox';
import { nullable } from './nullable';
import { APPLICATION_STAGES, OPENING_STATUSES, RESUME_TYPES } from './careers';
import { instant, oneOf, responseObject } from './response-object';
import { StaffNote } from './staff-inbox-responses';
import { listPage } from './staff-list-responses';

const stage = oneOf(APPLICATION_STAGES);

/** The opening an application was sent to. */
export const ApplicationOpening = responseObject({ id: Type.Integer(), title: Type.String() });
export type ApplicationOpening = Static<typeof ApplicationOpening>;

export const ApplicationListItem = responseObject({
  id: Type.Integer(),
  opening: ApplicationOpening,
  name: Type.String(),
  email: Type.String(),
  city: Type.String(),
  experienceYears: Type.Integer(),
  stage,
  keepOnFile: Type.Boolean({ description: 'The candidate asked to be kept on file for future openings.' }),
  createdAt: instant('When the candidate first applied.'),
  updatedAt: instant('When the candidate last changed it (an application sent again changes nothing).'),
});
export type ApplicationListItem = Static<typeof ApplicationListItem>;

export const ApplicationListResponse = listPage(ApplicationListItem, 'One page of applications.');

export const ApplicationOpeningsResponse = responseObject(
  {
    items: Type.Array(
      responseObject({
        id: Type.Integer(),
        title: Type.String(),
        status: oneOf(OPENING_STATUSES),
        applications: Type.Integer(),
        newApplications: Type.Integer({ description: "Those whose stage is 'new'." }),
      }),
    ),
  },
  'The most recent openings (at most 200), newest first, each with its applications counted.',
);
export type ApplicationOpeningsResponse = Static<typeof ApplicationOpeningsResponse>;
export type ApplicationOpeningItem = ApplicationOpeningsResponse['items'][number];

/** An interview invitation as it was sent to the candidate. */
export const InterviewInvitation = responseObject({
  date: Type.String({ description: "YYYY-MM-DD, India's calendar." }),
  time: Type.String({ description: 'HH:MM, India time.' }),
  place: nullable(Type.String()),
  link: nullable(Type.String()),
  sentAt: instant(),
});
export type InterviewInvitation = Static<typeof InterviewInvitation>;

export const ApplicationDetailResponse = responseObject({
  id: Type.Integer(),
  opening: responseObject({
    id: Type.Integer(),
    title: Type.String(),
    status: oneOf(OPENING_STATUSES),
  }),
  name: Type.String(),
  email: Type.String(),
  mobile: Type.String(),
  city: Type.String(),
  experienceYears: Type.Integer(),
  link: nullable(Type.String({ description: 'LinkedIn or portfolio, as the candidate typed it.' })),
  note: nullable(Type.String()),
  keepOnFile: Type.Boolean(),
  stage,
  notSelectedReason: nullable(
    Type.String({ description: 'Why the candidate was not selected: for staff only, never sent.' }),
  ),
  resume: responseObject(
    {
      mimeType: oneOf(Object.keys(RESUME_TYPES)),
      sizeBytes: Type.Integer(),
    },
    'The résumé held (its content only through its own audited route).',
  ),
  createdAt: instant(),
  updatedAt: instant(),
  notSelectedSentAt: nullable(
    instant('When the "not selected" message was sent; a candidate is sent it once at most.'),
  ),
  interviews: Type.Array(InterviewInvitation, { description: 'Every invitation sent, oldest first.' }),
  notes: Type.Array(StaffNote, { description: 'Oldest first.' }),
});
export type ApplicationDetailResponse = Static<typeof ApplicationDetailResponse>;

export const ApplicationResumeContent = Type.Unsafe<Uint8Array>({
  type: 'string',
  format: 'binary',
  contentMediaType: 'application/octet-stream',
  description:
    'The résumé itself (PDF or DOCX, as Content-Type says), decrypted, sent as an attachment and never cached; the opening is audited.',
});

export const CandidateEmailQueued = responseObject(
  { application: ApplicationDetailResponse },
  "The email is in the outbox, to the candidate's address; the application as it is now.",
);
export type CandidateEmailQueued = Static<typeof CandidateEmailQueued>;

export const OpeningApplicationsCsv = Type.String({
  contentMediaType: 'text/csv',
  description:
    "The opening's applications, oldest first, as RFC 4180 CSV starting with UTF-8's byte-order mark, then the header `APPLICATIONS_CSV_HEADER`; " +
    "a cell a spreadsheet could take for a formula starts with '. Audited as `application.export`.",
});

/** The first line of an opening's export. */
export const APPLICATIONS_CSV_HEADER =
  'id,name,email,mobile,city,experience_years,link,note,stage,keep_on_file,applied_at,updated_at';
