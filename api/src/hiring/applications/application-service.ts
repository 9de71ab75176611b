import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { openingIsOpen } from 'shared/contract/careers';
import { emailKeyOf } from 'shared/contract/email';
import {
  APPLICATION_KEY_PATTERN,
  APPLICATION_MESSAGES,
  CANDIDATE_STAGES,
  applicationLink,
} from 'shared/contract/job-application';
import type { ApplicationStatus } from 'shared/contract/job-application-responses';
import { KEPT_APPLICATION_FIELDS } from 'shared/contract/job-application-schema';
import type { Language } from 'shared/contract/account-language';
import type { Db } from '../../db/client';
import { jobApplications, openings, staffNotes } from '../../db/schema';
import type { CryptoBox } from '../../lib/crypto-box';
import { HttpError } from '../../lib/http-error';
import { pick } from '../../lib/pick';
import { todayInIndia } from '../../lib/india-time';
import { plain, recordOwnAction } from '../../back-office/audit-log/audit-service';
import { recordConsent, withdrawVisitorConsent } from '../../accounts/consent/consent-service';
import { noticeOfApplication, type NoticeSettings } from '../../platform/email/notices-service';
import type { ApplicationForm } from './application-form';
import { hashKey, linkExpiresAt, linkStillWorks, newLinkKey, sendLinkAgain } from './private-link';
import { sealResume } from './resume-service';

export interface ApplicationDeps {
  db: Db;
  cryptoBox: CryptoBox;
  notices: NoticeSettings;
  now: () => number;
}

/** Slugs as staff make them: lower-case words joined by dashes. Anything else names no opening. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** What the applicant wrote, as each application keeps it: one column a field of the form's schema. */
export const applicantColumns = pick(jobApplications, KEPT_APPLICATION_FIELDS);

/** What sending an application's private link (again) reads of it. */
const linkColumns = {
  id: jobApplications.id,
  email: jobApplications.email,
  keepOnFile: jobApplications.keepOnFile,
  keySealed: jobApplications.keySealed,
  keyIssuedAt: jobApplications.keyIssuedAt,
  language: jobApplications.language,
};

/** The opening `slug` names, when it takes applications: 404 for none (or a draft), 410 once closed. */
export async function openingForApplying(db: Db, slug: string, now: number) {
  const [opening] =
    slug.length <= 200 && SLUG.test(slug)
      ? await db
          .select({
            id: openings.id,
            title: openings.title,
            status: openings.status,
            closesOn: openings.closesOn,
          })
          .from(openings)
          .where(eq(openings.slug, slug))
          .limit(1)
      : [];
  if (!opening || opening.status === 'draft') throw new HttpError(404, APPLICATION_MESSAGES.noOpening);
  if (!openingIsOpen(opening, todayInIndia(now))) throw new HttpError(410, APPLICATION_MESSAGES.closed);
  return opening;
}

/** The next id of the applications table, so the résumé can be sealed bound to its row before the insert. */
async function nextApplicationId(tx: Db): Promise<number> {
  const result = (await tx.execute(
    sql`select nextval(pg_get_serial_sequence('job_applications', 'id'))::int as id`,
  )) as unknown as { rows: Array<{ id: number | string }> };
  return Number(result.rows[0].id);
}

function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/**
 * Whether `email` has another application (than `exceptId`) that still rests on the consent of
 * `form`: a withdrawn or changed one must not withdraw the consent the others were sent with.
 */
async function othersRestOn(tx: Db, email: string, exceptId: number, keptOnFile: boolean) {
  const [other] = await tx
    .select({ id: jobApplications.id })
    .from(jobApplications)
    .where(
      and(
        eq(jobApplications.email, email),
        ne(jobApplications.id, exceptId),
        ...(keptOnFile ? [eq(jobApplications.keepOnFile, true)] : []),
      ),
    )
    .limit(1);
  return Boolean(other);
}

/**
 * Stores a new application with its consent records and emails, in one transaction: all of it or
 * none. An application this address already sent to this opening is left exactly as it is (the form
 * is public: anyone can type anyone's address); its private link is emailed to that address instead,
 * in the language it applied in. The caller answers the same either way. A new application keeps
 * `language`, the page's it was sent from: every email to the candidate is written in it.
 */
export async function saveApplication(
  deps: ApplicationDeps,
  opening: { id: number; title: string },
  { fields, resume }: ApplicationForm,
  language: Language = 'en',
): Promise<{ id: number }> {
  const { db, cryptoBox, notices } = deps;
  const email = emailKeyOf(fields.email);
  for (let attempt = 0; ; attempt += 1) {
    const at = new Date(deps.now());
    try {
      return await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        const [existing] = await tx
          .select(linkColumns)
          .from(jobApplications)
          .where(and(eq(jobApplications.openingId, opening.id), eq(jobApplications.email, email)))
          .limit(1)
          .for('update');
        if (existing) {
          await sendLinkAgain(
            tx,
            { cryptoBox, publicOrigin: notices.publicOrigin, now: at.getTime() },
            existing,
            opening,
            'applied-again',
          );
          return { id: existing.id };
        }

        const id = await nextApplicationId(tx);
        const link = newLinkKey(cryptoBox, id, at);
        await tx.insert(jobApplications).values({
          id,
          openingId: opening.id,
          name: fields.name,
          email,
          mobile: fields.mobile,
          city: fields.city,
          experienceYears: fields.experienceYears,
          link: fields.link || null,
          note: fields.note || null,
          keepOnFile: fields.keepOnFile,
          resumeContent: sealResume(cryptoBox, id, resume.content),
          resumeMimeType: resume.mimeType,
          resumeSizeBytes: resume.content.length,
          ...link.stored,
          language,
          createdAt: at,
          updatedAt: at,
        });
        await recordConsent(tx, 'job-application', { kind: 'visitor', email });
        if (fields.keepOnFile) await recordConsent(tx, 'job-application-on-file', { kind: 'visitor', email });
        await noticeOfApplication(tx, notices, {
          id,
          email: fields.email,
          openingTitle: opening.title,
          link: applicationLink(notices.publicOrigin, link.key),
          language,
        });
        return { id };
      });
    } catch (error) {
      // Two sends from one address at once: the second finds the first's row and leaves it be.
      if (attempt === 0 && isUniqueViolation(error)) continue;
      throw error;
    }
  }
}

/** How many of an address's applications one request sends links for: more is not one person. */
const LINKS_PER_REQUEST = 20;

/**
 * Emails the private link of each application `email` has sent (the stored address only; the same
 * link while it works), changing nothing else. Whether there were any is not the caller's to tell.
 */
export async function sendLinksTo(deps: ApplicationDeps, typed: string): Promise<void> {
  const { db, cryptoBox, notices } = deps;
  const email = emailKeyOf(typed);
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const rows = await tx
      .select({ ...linkColumns, title: openings.title })
      .from(jobApplications)
      .innerJoin(openings, eq(openings.id, jobApplications.openingId))
      .where(eq(jobApplications.email, email))
      .orderBy(desc(jobApplications.createdAt))
      .limit(LINKS_PER_REQUEST)
      .for('update', { of: jobApplications });
    for (const row of rows) {
      await sendLinkAgain(
        tx,
        { cryptoBox, publicOrigin: notices.publicOrigin, now: deps.now() },
        row,
        { title: row.title },
        'asked',
      );
    }
  });
}

/** The application a private link's secret belongs to, as its candidate sees it; null for none. */
export async function applicationByKey(db: Db, key: string, now: number): Promise<ApplicationStatus | null> {
  if (!APPLICATION_KEY_PATTERN.test(key)) return null;
  const [row] = await db
    .select({
      title: openings.title,
      slug: openings.slug,
      stage: jobApplications.stage,
      keepOnFile: jobApplications.keepOnFile,
      keyIssuedAt: jobApplications.keyIssuedAt,
      createdAt: jobApplications.createdAt,
      updatedAt: jobApplications.updatedAt,
    })
    .from(jobApplications)
    .innerJoin(openings, eq(openings.id, jobApplications.openingId))
    .where(and(eq(jobApplications.keyHash, hashKey(key)), linkStillWorks(now)))
    .limit(1);
  if (!row) return null;
  return {
    opening: { title: row.title, slug: row.slug },
    stage: CANDIDATE_STAGES[row.stage],
    appliedAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    linkExpiresAt: linkExpiresAt(row).toISOString(),
  };
}

/**
 * Withdraws the application a private link's secret belongs to: deletes it with its résumé and the
 * staff notes on it, marks its consents withdrawn (unless the address's other applications rest on
 * them) and writes an audit row naming no one, in one transaction. False for no such application.
 */
export async function withdrawApplication(
  deps: Pick<ApplicationDeps, 'db' | 'now'>,
  key: string,
  ipAddress: string,
): Promise<boolean> {
  if (!APPLICATION_KEY_PATTERN.test(key)) return false;
  return deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [deleted] = await tx
      .delete(jobApplications)
      .where(and(eq(jobApplications.keyHash, hashKey(key)), linkStillWorks(deps.now())))
      .returning({
        id: jobApplications.id,
        openingId: jobApplications.openingId,
        email: jobApplications.email,
        stage: jobApplications.stage,
        keepOnFile: jobApplications.keepOnFile,
      });
    if (!deleted) return false;
    const notes = await tx
      .delete(staffNotes)
      .where(and(eq(staffNotes.subjectType, 'application'), eq(staffNotes.subjectId, deleted.id)))
      .returning({ id: staffNotes.id });
    const at = new Date(deps.now());
    if (!(await othersRestOn(tx, deleted.email, deleted.id, false))) {
      await withdrawVisitorConsent(tx, 'job-application', deleted.email, at);
    }
    if (deleted.keepOnFile && !(await othersRestOn(tx, deleted.email, deleted.id, true))) {
      await withdrawVisitorConsent(tx, 'job-application-on-file', deleted.email, at);
    }
    await recordOwnAction(tx, ipAddress, {
      action: 'application.withdraw',
      targetType: 'application',
      targetId: deleted.id,
      detail: { openingId: deleted.openingId, stage: plain(deleted.stage), notes: notes.length },
    });
    return true;
  });
}
