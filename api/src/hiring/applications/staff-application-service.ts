import { asc, desc, eq, sql } from 'drizzle-orm';
import { APPLICATION_STAGES, type ApplicationStage } from 'shared/contract/careers';
import type {
  ApplicationDetailResponse,
  ApplicationListItem,
  ApplicationOpeningItem,
  InterviewInvitation,
} from 'shared/contract/staff-application-responses';
import type { ApplicationStageRequest } from 'shared/contract/staff-application-schema';
import type { ListPage } from 'shared/contract/staff-list-responses';
import type { Db } from '../../db/client';
import { interviewInvitations, jobApplications, openings } from '../../db/schema';
import { matchAny, parseListQuery, preparedList } from '../../lib/prepared-list';
import type { FilterSpec, ListQuery, SortColumns } from '../../lib/prepared-list';
import { applicantColumns } from './application-service';
import { notesOf, type StateChange } from '../../back-office/notes/notes-service';

export const APPLICATION_SORTS: SortColumns = {
  createdAt: { column: jobApplications.createdAt, type: 'date' },
  updatedAt: { column: jobApplications.updatedAt, type: 'date' },
  name: { column: jobApplications.name, type: 'text' },
  experienceYears: { column: jobApplications.experienceYears, type: 'number' },
};

type ApplicationFilter = 'openingId' | 'stage';
export const APPLICATION_FILTERS: Record<ApplicationFilter, FilterSpec> = {
  openingId: 'id',
  stage: APPLICATION_STAGES,
};

export const parseApplicationQuery = (query: unknown): ListQuery<ApplicationFilter> =>
  parseListQuery<ApplicationFilter>(query, {
    sorts: APPLICATION_SORTS,
    defaultSort: 'createdAt',
    filters: APPLICATION_FILTERS,
  });

/** What the list shows of each application, with its opening's title. */
const listColumns = {
  id: jobApplications.id,
  openingId: jobApplications.openingId,
  openingTitle: openings.title,
  name: jobApplications.name,
  email: jobApplications.email,
  city: jobApplications.city,
  experienceYears: jobApplications.experienceYears,
  stage: jobApplications.stage,
  keepOnFile: jobApplications.keepOnFile,
  createdAt: jobApplications.createdAt,
  updatedAt: jobApplications.updatedAt,
};

const applicationList = preparedList({
  name: 'staff_applications',
  filterNames: ['openingId', 'stage'] as const,
  shapeOf: ({ filters }: ListQuery<ApplicationFilter>) =>
    `${filters.openingId ? 'o' : ''}|${filters.stage ? 's' : ''}`,
  sorts: APPLICATION_SORTS,
  id: jobApplications.id,
  select: (db) =>
    db
      .select(listColumns)
      .from(jobApplications)
      .innerJoin(openings, eq(openings.id, jobApplications.openingId))
      .$dynamic(),
  where: ({ q, filters: { openingId, stage } }, values) => [
    q
      ? matchAny(values.search, [jobApplications.name, jobApplications.email, jobApplications.city])
      : undefined,
    openingId ? sql`${jobApplications.openingId} = cast(${values.filters.openingId} as integer)` : undefined,
    stage ? sql`${jobApplications.stage} = ${values.filters.stage}` : undefined,
  ],
});

/** One page of applications, in the query's order. */
export async function listApplications(
  db: Db,
  query: ListQuery<ApplicationFilter>,
): Promise<ListPage<ApplicationListItem>> {
  return applicationList.page(db, query, (row) => ({
    id: row.id,
    opening: { id: row.openingId, title: row.openingTitle },
    name: row.name,
    email: row.email,
    city: row.city,
    experienceYears: row.experienceYears,
    stage: row.stage,
    keepOnFile: row.keepOnFile,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

/** How many openings the filter offers: the most recent, which is every one a small company has. */
const OPENINGS_OFFERED = 200;

/** The most recent openings, newest first, each with its applications counted, all and new. */
export async function applicationOpenings(db: Db): Promise<ApplicationOpeningItem[]> {
  return db
    .select({
      id: openings.id,
      title: openings.title,
      status: openings.status,
      applications: sql<number>`count(${jobApplications.id})::int`,
      newApplications: sql<number>`(count(*) filter (where ${jobApplications.stage} = 'new'))::int`,
    })
    .from(openings)
    .leftJoin(jobApplications, eq(jobApplications.openingId, openings.id))
    .groupBy(openings.id)
    .orderBy(desc(openings.createdAt), desc(openings.id))
    .limit(OPENINGS_OFFERED);
}

/** The interview invitations sent for an application, oldest first. */
async function invitationsOf(db: Db, applicationId: number): Promise<InterviewInvitation[]> {
  const rows = await db
    .select({
      date: interviewInvitations.date,
      time: interviewInvitations.time,
      place: interviewInvitations.place,
      link: interviewInvitations.link,
      sentAt: interviewInvitations.sentAt,
    })
    .from(interviewInvitations)
    .where(eq(interviewInvitations.applicationId, applicationId))
    .orderBy(asc(interviewInvitations.sentAt), asc(interviewInvitations.id));
  return rows.map((row) => ({ ...row, sentAt: row.sentAt.toISOString() }));
}

// Stored only by the apply route, which admits these types alone.
const resumeType = (mimeType: string) => mimeType as ApplicationDetailResponse['resume']['mimeType'];

/** Every field of the application (never the résumé's content), its opening and its notes. */
export async function findApplication(db: Db, id: number): Promise<ApplicationDetailResponse | null> {
  const [row] = await db
    .select({
      id: jobApplications.id,
      openingId: openings.id,
      openingTitle: openings.title,
      openingStatus: openings.status,
      ...applicantColumns,
      stage: jobApplications.stage,
      notSelectedReason: jobApplications.notSelectedReason,
      resumeMimeType: jobApplications.resumeMimeType,
      resumeSizeBytes: jobApplications.resumeSizeBytes,
      createdAt: jobApplications.createdAt,
      updatedAt: jobApplications.updatedAt,
      notSelectedSentAt: jobApplications.notSelectedSentAt,
    })
    .from(jobApplications)
    .innerJoin(openings, eq(openings.id, jobApplications.openingId))
    .where(eq(jobApplications.id, id));
  if (!row) return null;
  const { openingId, openingTitle, openingStatus, resumeMimeType, resumeSizeBytes, ...application } = row;
  return {
    ...application,
    opening: { id: openingId, title: openingTitle, status: openingStatus },
    resume: { mimeType: resumeType(resumeMimeType), sizeBytes: resumeSizeBytes },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    notSelectedSentAt: row.notSelectedSentAt?.toISOString() ?? null,
    interviews: await invitationsOf(db, id),
    notes: await notesOf(db, { type: 'application', id }),
  };
}

/**
 * The application's row, locked until the change's transaction ends (a withdrawal or an erasure
 * waits for it); undefined when there is none. With the opening's title, for emails.
 */
export async function lockApplication(db: Db, id: number) {
  const [row] = await db
    .select({
      id: jobApplications.id,
      email: jobApplications.email,
      stage: jobApplications.stage,
      keepOnFile: jobApplications.keepOnFile,
      language: jobApplications.language,
      openingTitle: openings.title,
    })
    .from(jobApplications)
    .innerJoin(openings, eq(openings.id, jobApplications.openingId))
    .where(eq(jobApplications.id, id))
    .for('update', { of: jobApplications });
  return row;
}

/**
 * Moves an application to a stage; Not selected keeps staff's reason in the row (and nowhere else),
 * any other stage drops it. What the stage was and is, or undefined when there is no such
 * application. Run it in the change's transaction.
 */
export async function moveApplication(
  db: Db,
  id: number,
  change: ApplicationStageRequest,
): Promise<StateChange<{ stage: ApplicationStage }> | undefined> {
  const application = await lockApplication(db, id);
  if (!application) return undefined;
  const stage = change.stage as ApplicationStage;
  await db
    .update(jobApplications)
    .set({ stage, notSelectedReason: stage === 'not selected' ? (change.reason ?? null) : null })
    .where(eq(jobApplications.id, id));
  return { before: { stage: application.stage }, after: { stage } };
}
