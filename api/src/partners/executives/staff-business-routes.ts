import type { FastifyInstance } from 'fastify';
import { paiseToRupees, type ProjectStatus, type ProposalStatus } from 'shared/contract/business';
import { STAFF_PATHS } from 'shared/contract/staff';
import {
  amountToPaise,
  recordedAt,
  staffProjectSchema,
  staffProjectStatusSchema,
  staffProposalSchema,
} from 'shared/contract/staff-business-schema';
import { PartnerProject, PartnerProposal } from 'shared/contract/staff-partner-responses';
import { pathId } from '../../lib/path-id';
import { bodySchema } from '../../lib/request-schema';
import type { Db } from '../../db/client';
import type { StaffDeps } from '../../lib/staff-deps';
import { validateBody } from '../../lib/validate';
import { actorOf, auditedChange, plain } from '../../back-office/audit-log/audit-service';
import { noticeOfProposal } from '../inbox/events-service';
import { noticeSettingsOf } from '../inbox/notify-service';
import { recordProjectFor, setProjectStatus } from '../business/project-service';
import { addProposal } from '../proposals/proposal-service';
import { partnerNotFound, projectNotFound } from '../../lib/partner-errors';
import { findProject, lockProject, partnerId } from './partner-service';

type Params = { bdeCode: string };

const projectAnswer = (row: {
  id: number;
  companyName: string;
  amountPaise: number;
  status: ProjectStatus;
  createdAt: Date;
}): PartnerProject => ({
  id: row.id,
  companyName: row.companyName,
  amount: paiseToRupees(row.amountPaise),
  status: row.status,
  createdAt: row.createdAt.toISOString(),
});

/**
 * A BDE's business as staff record it, with the rules the command-line tool checks by (one schema);
 * the BDE's portal shows it at its next request (its answers are never cached).
 */
export function partnerBusinessRoutes(app: FastifyInstance, { db, now, config }: StaffDeps) {
  const notices = noticeSettingsOf(config);
  const staffOnly = app.staffOnly('office');

  app.post<{ Params: Params }>(
    STAFF_PATHS.partnerProposals.pattern,
    {
      preHandler: staffOnly,
      schema: {
        summary: 'Record a proposal for a BDE',
        description:
          '`status` is sent or accepted; `date` (YYYY-MM-DD, optional, not after today in India) backdates ' +
          'it. Audited as `proposal.add`.',
        body: bodySchema(staffProposalSchema),
        response: { 201: PartnerProposal },
      },
    },
    async (request, reply): Promise<PartnerProposal> => {
      const body = await validateBody(staffProposalSchema, request.body);
      const { bdeCode } = request.params;
      const executiveId = await partnerId(db, bdeCode);
      if (executiveId === undefined) throw partnerNotFound();
      const status = body.status as ProposalStatus;
      const row = await auditedChange(
        db,
        actorOf(request),
        (added) => ({
          action: 'proposal.add',
          targetType: 'proposal',
          targetId: added.id,
          detail: {
            bdeCode: plain(bdeCode),
            companyName: plain(added.companyName),
            status: plain(status),
            date: body.date ? plain(body.date) : null,
          },
        }),
        async (tx: Db) => {
          const added = await addProposal(tx, {
            executiveId,
            companyName: body.companyName,
            status,
            createdAt: recordedAt(body.date, new Date(now())),
          });
          await noticeOfProposal(tx, notices, executiveId);
          return added;
        },
      );
      reply.status(201).header('cache-control', 'no-store');
      return {
        id: row.id,
        companyName: row.companyName,
        status: row.status,
        createdAt: row.createdAt.toISOString(),
      };
    },
  );

  app.post<{ Params: Params }>(
    STAFF_PATHS.partnerProjects.pattern,
    {
      preHandler: staffOnly,
      schema: {
        summary: 'Record a project for a BDE',
        description:
          '`amount` is rupees with at most two decimals (text or number), more than zero and at most one ' +
          'lakh crore; `status` is Active, On Hold or Completed; `date` as for proposals. Audited as ' +
          '`project.add`.',
        body: bodySchema(staffProjectSchema),
        response: { 201: PartnerProject },
      },
    },
    async (request, reply): Promise<PartnerProject> => {
      const body = await validateBody(staffProjectSchema, request.body);
      const { bdeCode } = request.params;
      const executiveId = await partnerId(db, bdeCode);
      if (executiveId === undefined) throw partnerNotFound();
      const amountPaise = amountToPaise(body.amount)!;
      const status = body.status as ProjectStatus;
      const row = await auditedChange(
        db,
        actorOf(request),
        (added) => ({
          action: 'project.add',
          targetType: 'project',
          targetId: added.id,
          detail: {
            bdeCode: plain(bdeCode),
            companyName: plain(added.companyName),
            amount: paiseToRupees(amountPaise),
            status: plain(status),
            date: body.date ? plain(body.date) : null,
          },
        }),
        (tx: Db) =>
          recordProjectFor(tx, notices, {
            executiveId,
            companyName: body.companyName,
            amountPaise,
            status,
            createdAt: recordedAt(body.date, new Date(now())),
          }),
      );
      reply.status(201).header('cache-control', 'no-store');
      return projectAnswer(row);
    },
  );

  app.post<{ Params: { projectId: string } }>(
    STAFF_PATHS.project.pattern,
    {
      preHandler: staffOnly,
      schema: {
        summary: "Change a project's status",
        description: 'Audited as `project.status` (a status it already has changes nothing).',
        body: bodySchema(staffProjectStatusSchema),
        response: { 200: PartnerProject },
      },
    },
    async (request, reply): Promise<PartnerProject> => {
      const projectId = pathId(request.params, 'projectId');
      const body = await validateBody(staffProjectStatusSchema, request.body);
      const status = body.status as ProjectStatus;
      const project = await findProject(db, projectId);
      if (!project) throw projectNotFound();
      await auditedChange(
        db,
        actorOf(request),
        (was) => ({
          action: 'project.status',
          targetType: 'project',
          targetId: projectId,
          detail: {
            bdeCode: plain(project.bdeCode),
            companyName: plain(project.companyName),
            from: plain(was.status),
            to: plain(status),
          },
        }),
        async (tx: Db) => {
          const was = await lockProject(tx, projectId);
          if (!was || was.status === status) return undefined;
          await setProjectStatus(tx, projectId, status);
          return was;
        },
      );
      reply.header('cache-control', 'no-store');
      return projectAnswer({ ...project, status });
    },
  );
}
