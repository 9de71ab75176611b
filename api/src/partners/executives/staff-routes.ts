import type { FastifyInstance } from 'fastify';
import { paiseToRupees } from 'shared/contract/business';
import { maskAadhar, maskPan } from 'shared/contract/executive';
import { STAFF_PATHS } from 'shared/contract/staff';
import type { PanStatus } from 'shared/contract/earnings';
import {
  PartnerListResponse,
  PartnerPan,
  PartnerResponse,
  PartnerReview,
} from 'shared/contract/staff-partner-responses';
import {
  partnerPanSchema,
  partnerReviewSchema,
  type ReviewDecision,
} from 'shared/contract/staff-partner-schema';
import type { Db } from '../../db/client';
import { bodySchema } from '../../lib/request-schema';
import type { StaffDeps } from '../../lib/staff-deps';
import { staffListRoute } from '../../lib/staff-list-route';
import { validateBody } from '../../lib/validate';
import { actorOf, auditedChange, plain } from '../../back-office/audit-log/audit-service';
import { noticeOfReview } from '../inbox/events-service';
import { noticeSettingsOf } from '../inbox/notify-service';
import { fullNameOf } from './service';
import { proposalSummary } from '../proposals/proposal-service';
import { partnerBusinessRoutes } from './staff-business-routes';
import { partnerDocumentRoute } from './staff-document-routes';
import { partnerNotFound } from '../../lib/partner-errors';
import {
  PARTNER_FILTERS,
  PARTNER_SORTS,
  directReferrals,
  downlineSize,
  findPartner,
  listPartners,
  parsePartnerQuery,
  partnerProjects,
  recordPanStatus,
  recordReview,
} from './partner-service';

type Params = { bdeCode: string };

type Found = NonNullable<Awaited<ReturnType<typeof findPartner>>>;
const panOf = ({ executive, panChecker }: Found): PartnerPan => ({
  status: executive.panStatus,
  checkedAt: executive.panCheckedAt?.toISOString() ?? null,
  checkedBy: panChecker,
});

async function reviewOf(db: Db, bdeCode: string): Promise<PartnerReview | undefined> {
  const found = await findPartner(db, bdeCode);
  if (!found) return undefined;
  const { executive, reviewer } = found;
  return {
    status: executive.reviewStatus,
    reason: executive.reviewReason,
    reviewedAt: executive.reviewedAt?.toISOString() ?? null,
    reviewedBy: reviewer,
  };
}

/** The BDEs as staff see them: the list, one BDE's page, the review of their documents. */
export function staffPartnerRoutes(app: FastifyInstance, deps: StaffDeps) {
  const { db, documents, personKeys } = deps;
  const notices = noticeSettingsOf(deps.config);
  const staffOnly = app.staffOnly('office');

  staffListRoute(app, {
    access: 'office',
    path: STAFF_PATHS.partners,
    summary: 'BDEs, a page at a time',
    description: '`q` searches first and last name, BDE code, user name, email and mobile number.',
    sorts: PARTNER_SORTS,
    filters: PARTNER_FILTERS,
    response: PartnerListResponse,
    parse: parsePartnerQuery,
    page: (query) => listPartners(db, query),
  });

  app.get<{ Params: Params }>(
    STAFF_PATHS.partner.pattern,
    {
      preHandler: staffOnly,
      schema: {
        summary: "One BDE: profile, referrals, review, business and the documents' list",
        description:
          'Aadhaar and PAN only masked (their last four characters); the copies are listed without ' +
          'their content, which opens through the document route alone.',
        response: { 200: PartnerResponse },
      },
    },
    async (request, reply): Promise<PartnerResponse> => {
      const found = await findPartner(db, request.params.bdeCode);
      if (!found) throw partnerNotFound();
      const { executive: row, reviewer, referrer } = found;
      const [direct, total, proposals, projects, copies] = await Promise.all([
        directReferrals(db, row.id),
        downlineSize(db, row.id),
        proposalSummary(db, row.id),
        partnerProjects(db, row.id),
        documents.list(row.id),
      ]);
      reply.header('cache-control', 'no-store');
      return {
        bdeCode: row.bdeCode,
        fullName: fullNameOf(row),
        userName: row.userName,
        email: row.email,
        mobileNumber: row.mobileNumber,
        address: row.address,
        pinCode: row.pinCode,
        area: row.area,
        district: row.district,
        state: row.state,
        dob: row.dob,
        registeredAt: row.createdAt.toISOString(),
        language: row.language,
        // Never decrypted for display: the stored last characters are enough.
        aadharMasked: maskAadhar(row.aadharLast4),
        panMasked: maskPan(row.panLast4),
        referrer: referrer ? { bdeCode: referrer.bdeCode, fullName: fullNameOf(referrer) } : null,
        downline: { direct, total },
        review: {
          status: row.reviewStatus,
          reason: row.reviewReason,
          reviewedAt: row.reviewedAt?.toISOString() ?? null,
          reviewedBy: reviewer,
        },
        pan: panOf(found),
        business: {
          proposals,
          projects: projects.map(({ amountPaise, createdAt, ...project }) => ({
            ...project,
            amount: paiseToRupees(amountPaise),
            createdAt: createdAt.toISOString(),
          })),
          totalRevenue: paiseToRupees(projects.reduce((sum, project) => sum + project.amountPaise, 0)),
        },
        documents: copies.map(({ executiveId: _owner, createdAt, ...copy }) => ({
          ...copy,
          createdAt: createdAt.toISOString(),
        })),
      };
    },
  );

  app.post<{ Params: Params }>(
    STAFF_PATHS.partnerReview.pattern,
    {
      preHandler: staffOnly,
      schema: {
        summary: "Verify or reject a BDE's registration",
        description:
          'A reason (5 to 500 characters) is required to reject: the BDE sees it on their profile. ' +
          'Audited as `partner.review`.',
        body: bodySchema(partnerReviewSchema),
        response: { 200: PartnerReview },
      },
    },
    async (request, reply): Promise<PartnerReview> => {
      const body = await validateBody(partnerReviewSchema, request.body);
      const { bdeCode } = request.params;
      const decision = body.decision as ReviewDecision;
      const reason = body.reason || null;
      const before = await auditedChange(
        db,
        actorOf(request),
        (was) => ({
          action: 'partner.review',
          targetType: 'partner',
          targetId: bdeCode,
          detail: {
            from: plain(was.status),
            to: plain(decision),
            reason: personKeys.personal({ kind: 'bde', id: was.id }, reason),
          },
        }),
        async (tx: Db) => {
          const was = await recordReview(tx, bdeCode, {
            status: decision,
            reason,
            staffId: actorOf(request).staffId,
          });
          // The BDE hears of a decision, not of the same one saved again.
          if (was && (was.status !== decision || was.reason !== reason)) {
            await noticeOfReview(tx, notices, was.id, decision);
          }
          return was;
        },
      );
      const review = before && (await reviewOf(db, bdeCode));
      if (!review) throw partnerNotFound();
      reply.header('cache-control', 'no-store');
      return review;
    },
  );

  app.post<{ Params: Params }>(
    STAFF_PATHS.partnerPan.pattern,
    {
      preHandler: staffOnly,
      schema: {
        summary: "Record a BDE's PAN status",
        description:
          'What staff found on the Income Tax Department’s records: `valid`, `invalid` or `inoperative` ' +
          '(or `unchecked` again). Apart from the review of the documents: only an invalid or inoperative ' +
          'PAN is deducted at the higher TDS rate, from the next approval on. Audited as `partner.pan`.',
        body: bodySchema(partnerPanSchema),
        response: { 200: PartnerPan },
      },
    },
    async (request, reply): Promise<PartnerPan> => {
      const body = await validateBody(partnerPanSchema, request.body);
      const { bdeCode } = request.params;
      const status = body.status as PanStatus;
      const before = await auditedChange(
        db,
        actorOf(request),
        (was) => ({
          action: 'partner.pan',
          targetType: 'partner',
          targetId: bdeCode,
          detail: { from: plain(was.status), to: plain(status) },
        }),
        (tx: Db) => recordPanStatus(tx, bdeCode, { status, staffId: actorOf(request).staffId }),
      );
      const found = before && (await findPartner(db, bdeCode));
      if (!found) throw partnerNotFound();
      reply.header('cache-control', 'no-store');
      return panOf(found);
    },
  );

  partnerDocumentRoute(app, deps);
  partnerBusinessRoutes(app, deps);
}
