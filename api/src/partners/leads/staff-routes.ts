import type { FastifyInstance } from 'fastify';
import type { ProposalStatus } from 'shared/contract/business';
import { STAFF_PATHS } from 'shared/contract/staff';
import {
  LeadDetailResponse,
  LeadListResponse,
  LeadProposalResponse,
} from 'shared/contract/staff-inbox-responses';
import {
  STAFF_INBOX_MESSAGES,
  leadProposalSchema,
  leadUpdateSchema,
} from 'shared/contract/staff-inbox-schema';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import { pathId } from '../../lib/path-id';
import { bodySchema } from '../../lib/request-schema';
import type { StaffDeps } from '../../lib/staff-deps';
import { staffListRoute } from '../../lib/staff-list-route';
import { subjectRoutes } from '../../lib/subject-routes';
import { validateBody } from '../../lib/validate';
import { actorOf, auditedChange, plain } from '../../back-office/audit-log/audit-service';
import { noticeSettingsOf } from '../inbox/notify-service';
import {
  LEAD_FILTERS,
  LEAD_SORTS,
  findLead,
  listLeads,
  parseLeadQuery,
  recordLeadProposal,
  updateLead,
} from './lead-service';

const notFound = () => new HttpError(404, STAFF_INBOX_MESSAGES.leadNotFound);

/** Leads (client-information submissions): the pipeline, one lead, its BDE, notes and proposals. */
export function staffLeadRoutes(app: FastifyInstance, { db, config }: StaffDeps) {
  const notices = noticeSettingsOf(config);
  staffListRoute(app, {
    access: 'office',
    path: STAFF_PATHS.leads,
    summary: 'Leads, a page at a time',
    description:
      '`q` searches company, contact person, email and mobile; `service` matches leads that asked for it; `bdeCode` is a BDE code or `none`.',
    sorts: LEAD_SORTS,
    filters: LEAD_FILTERS,
    response: LeadListResponse,
    parse: parseLeadQuery,
    page: (query) => listLeads(db, query),
  });

  subjectRoutes(app, db, {
    access: 'office',
    type: 'lead',
    idParam: 'leadId',
    paths: { one: STAFF_PATHS.lead.pattern, notes: STAFF_PATHS.leadNotes.pattern },
    notFound: STAFF_INBOX_MESSAGES.leadNotFound,
    noun: 'lead',
    detail: { summary: 'One lead, with its BDE and notes', response: LeadDetailResponse, find: findLead },
    update: {
      summary: "Change a lead's status or BDE",
      description:
        "At least one of them; `bdeCode: ''` takes the lead from its BDE. Audited as `lead.update`.",
      schema: leadUpdateSchema,
      change: (tx, id, change) => updateLead(tx, id, change, notices),
    },
  });

  app.post(
    STAFF_PATHS.leadProposal.pattern,
    {
      preHandler: app.staffOnly('office'),
      schema: {
        summary: "Record a proposal for the lead's BDE",
        description:
          "For the lead's company; a lead still new or contacted moves to proposal sent. The BDE's proposal summary counts it at once. Audited as `lead.proposal`.",
        body: bodySchema(leadProposalSchema),
        response: { 201: LeadProposalResponse },
      },
    },
    async (request, reply): Promise<LeadProposalResponse> => {
      const id = pathId(request.params, 'leadId');
      const body = await validateBody(leadProposalSchema, request.body);
      const recorded = await auditedChange(
        db,
        actorOf(request),
        (proposal) => ({
          action: 'lead.proposal',
          targetType: 'lead',
          targetId: id,
          detail: {
            proposalId: proposal.proposalId,
            bdeCode: plain(proposal.bdeCode),
            companyName: plain(proposal.companyName),
            status: plain(proposal.status),
            leadStatus: {
              before: plain(proposal.leadStatus.before),
              after: plain(proposal.leadStatus.after),
            },
          },
        }),
        (tx: Db) => recordLeadProposal(tx, id, body.status as ProposalStatus, notices),
      );
      const lead = recorded && (await findLead(db, id));
      if (!lead) throw notFound();
      reply.status(201);
      return { proposalId: recorded.proposalId, proposalStatus: recorded.status, lead };
    },
  );
}
