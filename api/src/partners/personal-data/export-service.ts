import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { BDE_DATA_MESSAGES } from 'shared/contract/bde-data';
import type { BdeDataExport } from 'shared/contract/bde-data-responses';
import { paiseToRupees } from 'shared/contract/business';
import { maskAadhar, maskPan } from 'shared/contract/executive';
import type { Db } from '../../db/client';
import { emailOutbox, erasureRequests, executiveDocuments, executives, leadFollowUps } from '../../db/schema';
import { inboxExportOf } from '../inbox/personal-data-service';
import { allOwnLeads } from '../portal/leads-service';
import { ownProposals } from '../portal/reports-service';
import { consentRecordsOf } from '../../accounts/consent/consent-service';
import { childrenQuery } from '../executives/service';
import { partnerProjects } from '../executives/partner-service';
import { recordOwnAction } from '../../back-office/audit-log/audit-service';
import { applicationsSentWith } from '../../hiring/applications/application-records-service';
import { ownSessions } from '../../plugins/own-sessions';

/** Who asks, from where, and the session asking (marked in the export). */
interface ExportRequest {
  executiveId: number;
  ipAddress: string;
  sessionId: string;
  now: number;
}

const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => date?.toISOString() ?? null;

/** Emails to the BDE's own address, as stored or in another letter case. */
export const toBdeAddress = (bde: { email: string; emailKey: string }) =>
  or(eq(emailOutbox.toAddress, bde.email), sql`lower(${emailOutbox.toAddress}) = ${bde.emailKey}`);

async function profileOf(tx: Db, executiveId: number) {
  const referrer = alias(executives, 'referrer');
  const [row] = await tx
    .select({ bde: executives, referrerCode: referrer.bdeCode })
    .from(executives)
    .leftJoin(referrer, eq(referrer.id, executives.referredById))
    .where(eq(executives.id, executiveId));
  return row;
}

async function leadsOf(tx: Db, executiveId: number): Promise<BdeDataExport['leads']> {
  const leads = await allOwnLeads(tx, executiveId);
  const notes = leads.length
    ? await tx
        .select({
          leadId: leadFollowUps.leadId,
          action: leadFollowUps.action,
          note: leadFollowUps.note,
          nextDate: leadFollowUps.nextDate,
          createdAt: leadFollowUps.createdAt,
        })
        .from(leadFollowUps)
        .where(
          and(
            eq(leadFollowUps.executiveId, executiveId),
            inArray(
              leadFollowUps.leadId,
              leads.map((lead) => lead.id),
            ),
          ),
        )
        .orderBy(asc(leadFollowUps.createdAt), asc(leadFollowUps.id))
    : [];
  return leads.map(({ id, createdAt, ...lead }) => ({
    ...lead,
    createdAt: iso(createdAt),
    followUps: notes
      .filter((note) => note.leadId === id)
      .map(({ leadId: _lead, createdAt: at, ...note }) => ({ ...note, createdAt: iso(at) })),
  }));
}

/**
 * Everything the site holds about a BDE, read in the transaction that audits the export. Aadhaar and
 * PAN only masked (never decrypted), documents without their content, sessions without their token
 * hashes, the password hash never. Undefined when the BDE is gone (nothing is audited then).
 */
export async function exportBdeData(db: Db, request: ExportRequest): Promise<BdeDataExport | undefined> {
  const { executiveId } = request;
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const found = await profileOf(tx, executiveId);
    if (!found) return undefined;
    const { bde, referrerCode } = found;
    const downline = await childrenQuery(tx, executiveId);
    const documents = await tx
      .select({
        kind: executiveDocuments.kind,
        mimeType: executiveDocuments.mimeType,
        sizeBytes: executiveDocuments.sizeBytes,
        createdAt: executiveDocuments.createdAt,
      })
      .from(executiveDocuments)
      .where(eq(executiveDocuments.executiveId, executiveId))
      .orderBy(asc(executiveDocuments.id));
    // Both newest first, as the portal and the back office list them: the export's order is oldest first.
    const proposalsSent = (await ownProposals(tx, executiveId)).reverse();
    const ownProjects = (await partnerProjects(tx, executiveId)).reverse();
    const consent = await consentRecordsOf(tx as unknown as Db, 'bde', executiveId);
    const signIns = await ownSessions(tx as unknown as Db, 'bde', executiveId, request.sessionId);
    const emails = await tx
      .select({
        subject: emailOutbox.subject,
        status: emailOutbox.status,
        createdAt: emailOutbox.createdAt,
        sentAt: emailOutbox.sentAt,
      })
      .from(emailOutbox)
      .where(toBdeAddress(bde))
      .orderBy(asc(emailOutbox.createdAt), asc(emailOutbox.id));
    const requests = await tx
      .select({
        status: erasureRequests.status,
        reason: erasureRequests.reason,
        requestedAt: erasureRequests.requestedAt,
        handledAt: erasureRequests.handledAt,
      })
      .from(erasureRequests)
      .where(eq(erasureRequests.executiveId, executiveId))
      .orderBy(asc(erasureRequests.requestedAt), asc(erasureRequests.id));
    const leads = await leadsOf(tx, executiveId);
    const applications = await applicationsSentWith(tx, bde.email);
    const inbox = await inboxExportOf(tx, executiveId);

    await recordOwnAction(tx, request.ipAddress, {
      action: 'bde.export',
      targetType: 'partner',
      targetId: bde.bdeCode,
    });
    return {
      exportedAt: new Date(request.now).toISOString(),
      identityNumbers: BDE_DATA_MESSAGES.identityNumbers,
      profile: {
        bdeCode: bde.bdeCode,
        userName: bde.userName,
        firstName: bde.firstName,
        middleName: bde.middleName,
        lastName: bde.lastName,
        mobileNumber: bde.mobileNumber,
        email: bde.email,
        dob: bde.dob,
        address: bde.address,
        area: bde.area,
        pinCode: bde.pinCode,
        district: bde.district,
        state: bde.state,
        aadharMasked: maskAadhar(bde.aadharLast4),
        panMasked: maskPan(bde.panLast4),
        parentFreelancerId: bde.parentFreelancerId,
        termsAccepted: bde.termsAccepted,
        registeredAt: iso(bde.createdAt),
        language: bde.language,
      },
      review: {
        status: bde.reviewStatus,
        reason: bde.reviewReason,
        reviewedAt: isoOrNull(bde.reviewedAt),
      },
      referrerCode,
      downlineCodes: downline.map((row) => row.bdeCode),
      documents: documents.map((document) => ({ ...document, createdAt: iso(document.createdAt) })),
      proposals: proposalsSent.map(({ companyName, status, createdDate }) => ({
        companyName,
        status,
        createdAt: createdDate,
      })),
      projects: ownProjects.map(({ id: _id, amountPaise, createdAt, ...project }) => ({
        ...project,
        amount: paiseToRupees(amountPaise),
        createdAt: iso(createdAt),
      })),
      leads,
      consentRecords: consent,
      sessions: signIns,
      emails: emails.map((email) => ({
        ...email,
        createdAt: iso(email.createdAt),
        sentAt: isoOrNull(email.sentAt),
      })),
      erasureRequests: requests.map((row) => ({
        ...row,
        requestedAt: iso(row.requestedAt),
        handledAt: isoOrNull(row.handledAt),
      })),
      applications,
      ...inbox,
    };
  });
}
