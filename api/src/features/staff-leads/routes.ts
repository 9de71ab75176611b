import type { FastifyInstance } from 'fastify';
import type { ProposalStatus } from 'shared/contract/business';
import { STAFF_PATHS } from 'shared/contract/staff';
import {
  LeadDetailResponse,
  LeadListResponse,
  LeadProposalResponse,
  StaffNote,
  type LeadListItem,
} from 'shared/contract/staff-inbox-responses';
import {
  STAFF_INBOX_MESSAGES,
  leadProposalSchema,
  leadUpdateSchema,
  noteSchema,
} from 'shared/contract/staff-inbox-schema';
import type { ListPage } from 'shared/contract/staff-list-responses';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import { listQuerySchema } from '../../lib/keyset-page';
import { pathId } from '../../lib/path-id';
import { bodySchema } from '../../lib/request-schema';
import type { StaffDeps } from '../../lib/staff-deps';
import { validateBody } from '../../lib/validate';
import { actorOf, auditedChange, plain, stateChange } from '../audit-log/audit-service';
import { addNote } from '../staff-notes/notes-service';
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
export function staffLeadRoutes(app: FastifyInstance, { db }: StaffDeps) {
  const staffOnly = [app.requireStaff];

  /** The lead as it now stands, for an answer after a change. */
  async function leadNow(id: number): Promise<LeadDetailResponse> {
    const lead = await findLead(db, id);
    if (!lead) throw notFound();
    return lead;
  }

  app.get(
    STAFF_PATHS.leads,
    {
      preHandler: staffOnly,
      schema: {
        summary: 'Leads, a page at a time',
        description:
          '`q` searches company, contact person, email and mobile; `service` matches leads that asked for it; `bdeCode` is a BDE code or `none`.',
        querystring: listQuerySchema(LEAD_SORTS, LEAD_FILTERS),
        response: { 200: LeadListResponse },
      },
    },
    async (request, reply): Promise<ListPage<LeadListItem>> => {
      const query = parseLeadQuery(request.query);
      reply.header('Cache-Control', 'no-store');
      return listLeads(db, query);
    },
  );

  app.get(
    STAFF_PATHS.lead.pattern,
    {
      preHandler: staffOnly,
      schema: { summary: 'One lead, with its BDE and notes', response: { 200: LeadDetailResponse } },
    },
    async (request, reply): Promise<LeadDetailResponse> => {
      const lead = await leadNow(pathId(request.params, 'leadId'));
      reply.header('Cache-Control', 'no-store');
      return lead;
    },
  );

  app.post(
    STAFF_PATHS.lead.pattern,
    {
      preHandler: staffOnly,
      schema: {
        summary: "Change a lead's status or BDE",
        description:
          "At least one of them; `bdeCode: ''` takes the lead from its BDE. Audited as `lead.update`.",
        body: bodySchema(leadUpdateSchema),
        response: { 200: LeadDetailResponse },
      },
    },
    async (request, reply): Promise<LeadDetailResponse> => {
      const id = pathId(request.params, 'leadId');
      const body = await validateBody(leadUpdateSchema, request.body);
      const changed = await auditedChange(
        db,
        actorOf(request),
        (states) => stateChange('lead.update', 'lead', id, states),
        (tx: Db) => updateLead(tx, id, body),
      );
      if (!changed) throw notFound();
      reply.header('Cache-Control', 'no-store');
      return leadNow(id);
    },
  );

  app.post(
    STAFF_PATHS.leadNotes.pattern,
    {
      preHandler: staffOnly,
      schema: {
        summary: 'Add a note to a lead',
        description: 'Audited as `lead.note`.',
        body: bodySchema(noteSchema),
        response: { 201: StaffNote },
      },
    },
    async (request, reply): Promise<StaffNote> => {
      const id = pathId(request.params, 'leadId');
      const { text } = await validateBody(noteSchema, request.body);
      const staff = actorOf(request);
      const note = await auditedChange(
        db,
        staff,
        (added) => ({ action: 'lead.note', targetType: 'lead', targetId: id, detail: { noteId: added.id } }),
        (tx: Db) => addNote(tx, { type: 'lead', id }, staff.staffId, text),
      );
      if (!note) throw notFound();
      reply.status(201);
      return note;
    },
  );

  app.post(
    STAFF_PATHS.leadProposal.pattern,
    {
      preHandler: staffOnly,
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
        (tx: Db) => recordLeadProposal(tx, id, body.status as ProposalStatus),
      );
      if (!recorded) throw notFound();
      reply.status(201);
      return { proposalId: recorded.proposalId, proposalStatus: recorded.status, lead: await leadNow(id) };
    },
  );
}
