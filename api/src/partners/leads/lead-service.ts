import { eq, isNull, sql } from 'drizzle-orm';
import type { ProposalStatus } from 'shared/contract/business';
import { CLIENT_SERVICE_NAMES } from 'shared/contract/client-info';
import { LEAD_STATUSES, type LeadStatus } from 'shared/contract/staff';
import { companyNameField } from 'shared/contract/staff-business-schema';
import type { LeadBde, LeadDetailResponse, LeadListItem } from 'shared/contract/staff-inbox-responses';
import { STAFF_INBOX_MESSAGES, type LeadUpdateRequest } from 'shared/contract/staff-inbox-schema';
import type { ListPage } from 'shared/contract/staff-list-responses';
import { ValidationError } from 'yup';
import type { Db } from '../../db/client';
import { noticeOfLeadAssigned, noticeOfProposal } from '../inbox/events-service';
import type { NoticeSettings } from '../../platform/email/notices-service';
import { clientInfos, executives } from '../../db/schema';
import { matchAny, parseListQuery, preparedList } from '../../lib/prepared-list';
import type { FilterSpec, ListQuery, SortColumns } from '../../lib/prepared-list';
import { badRequest } from '../../lib/http-error';
import { INVALID_FIELDS } from '../../lib/validate';
import { bdeNameColumns, fullNameOf } from '../executives/service';
import { addProposal } from '../proposals/proposal-service';
import { notesOf, type StateChange } from '../../back-office/notes/notes-service';

export const LEAD_SORTS: SortColumns = {
  createdAt: { column: clientInfos.createdAt, type: 'date' },
  companyName: { column: clientInfos.companyName, type: 'text' },
  status: { column: clientInfos.status, type: 'text' },
};

type LeadFilter = 'status' | 'service' | 'bdeCode';
/** `bdeCode` is a BDE's code, or `none` for leads no BDE has. */
export const LEAD_FILTERS: Record<LeadFilter, FilterSpec> = {
  status: LEAD_STATUSES,
  service: CLIENT_SERVICE_NAMES,
  bdeCode: 'text',
};

export function parseLeadQuery(query: unknown): ListQuery<LeadFilter> {
  const parsed = parseListQuery<LeadFilter>(query, {
    sorts: LEAD_SORTS,
    defaultSort: 'createdAt',
    filters: LEAD_FILTERS,
  });
  // BDE codes are stored in capitals; 'none' in any case means no BDE.
  const code = parsed.filters.bdeCode?.trim().toUpperCase();
  if (code !== undefined) parsed.filters.bdeCode = code === 'NONE' ? 'none' : code;
  return parsed;
}

type BdeColumns = {
  bdeCode: string | null;
  firstName: string | null;
  middleName: string | null;
  lastName: string | null;
};

const bdeOf = (row: BdeColumns): LeadBde | null =>
  row.bdeCode === null
    ? null
    : {
        bdeCode: row.bdeCode,
        fullName: fullNameOf({
          firstName: row.firstName ?? '',
          middleName: row.middleName,
          lastName: row.lastName ?? '',
        }),
      };

/** What the pipeline and a lead's page both show, with the lead's BDE from the joined executive. */
const leadColumns = {
  id: clientInfos.id,
  companyName: clientInfos.companyName,
  contactPerson: clientInfos.contactPerson,
  email: clientInfos.email,
  mobile: clientInfos.mobile,
  servicesRequired: clientInfos.servicesRequired,
  status: clientInfos.status,
  createdAt: clientInfos.createdAt,
  ...bdeNameColumns,
};

// Stored from the client form, whose schema admits only these names.
const services = (names: string[]) => names as LeadListItem['servicesRequired'];

/** Pages of leads as prepared statements, one per shape ('none' and a code are two BDE shapes). */
const leadList = preparedList({
  name: 'staff_leads',
  filterNames: ['status', 'service', 'bdeCode'] as const,
  shapeOf: ({ filters }: ListQuery<LeadFilter>) =>
    `${filters.status ? 's' : ''}|${filters.service ? 'v' : ''}|${filters.bdeCode === 'none' ? 'none' : filters.bdeCode ? 'b' : ''}`,
  sorts: LEAD_SORTS,
  id: clientInfos.id,
  select: (db) =>
    db
      .select(leadColumns)
      .from(clientInfos)
      .leftJoin(executives, eq(executives.id, clientInfos.executiveId))
      .$dynamic(),
  where: ({ q, filters: { status, service, bdeCode } }, values) => [
    q
      ? matchAny(values.search, [
          clientInfos.companyName,
          clientInfos.contactPerson,
          clientInfos.email,
          clientInfos.mobile,
        ])
      : undefined,
    status ? sql`${clientInfos.status} = ${values.filters.status}` : undefined,
    service ? sql`${values.filters.service} = any(${clientInfos.servicesRequired})` : undefined,
    bdeCode === undefined
      ? undefined
      : bdeCode === 'none'
        ? isNull(clientInfos.executiveId)
        : // The code's BDE first (one row by its unique index), then that BDE's leads by their index.
          sql`${clientInfos.executiveId} = (select ${executives.id} from ${executives} where ${executives.bdeCode} = ${values.filters.bdeCode})`,
  ],
});
export const leadsQuery = leadList.statement;

/** One page of leads, in the query's order. */
export async function listLeads(db: Db, query: ListQuery<LeadFilter>): Promise<ListPage<LeadListItem>> {
  return leadList.page(db, query, (row) => ({
    id: row.id,
    companyName: row.companyName,
    contactPerson: row.contactPerson,
    email: row.email,
    mobile: row.mobile,
    servicesRequired: services(row.servicesRequired),
    status: row.status,
    bde: bdeOf(row),
    createdAt: row.createdAt.toISOString(),
  }));
}

/** Every field of the lead, its BDE and its notes; null when there is no such lead. */
export async function findLead(db: Db, id: number): Promise<LeadDetailResponse | null> {
  const [row] = await db
    .select({
      ...leadColumns,
      industryType: clientInfos.industryType,
      address: clientInfos.address,
      website: clientInfos.website,
      teamContact: clientInfos.teamContact,
      others: clientInfos.others,
      clientDate: clientInfos.clientDate,
      nextAppointmentDate: clientInfos.nextAppointmentDate,
      reference: clientInfos.reference,
      note: clientInfos.note,
      cidServices: clientInfos.cidServices,
      viaLink: clientInfos.viaLink,
    })
    .from(clientInfos)
    .leftJoin(executives, eq(executives.id, clientInfos.executiveId))
    .where(eq(clientInfos.id, id));
  if (!row) return null;
  const { bdeCode, firstName, middleName, lastName, servicesRequired, createdAt, ...lead } = row;
  return {
    ...lead,
    servicesRequired: services(servicesRequired),
    bde: bdeOf({ bdeCode, firstName, middleName, lastName }),
    createdAt: createdAt.toISOString(),
    notes: await notesOf(db, { type: 'lead', id }),
  };
}

/** The lead's row, locked until the change's transaction ends; undefined when there is none. */
async function lockLead(db: Db, id: number) {
  const [row] = await db
    .select({
      status: clientInfos.status,
      executiveId: clientInfos.executiveId,
      companyName: clientInfos.companyName,
      bdeCode: executives.bdeCode,
    })
    .from(clientInfos)
    .leftJoin(executives, eq(executives.id, clientInfos.executiveId))
    .where(eq(clientInfos.id, id))
    .for('update', { of: clientInfos });
  return row;
}

type LeadState = { status: LeadStatus; bdeCode: string | null };

/**
 * Moves a lead along the pipeline or gives it to a BDE (by code; unknown codes are a 400 naming
 * bdeCode); answers what it was and is, or undefined when there is no such lead. Run it in the
 * change's transaction.
 */
export async function updateLead(
  db: Db,
  id: number,
  change: LeadUpdateRequest,
  notices: NoticeSettings,
): Promise<StateChange<LeadState> | undefined> {
  const lead = await lockLead(db, id);
  if (!lead) return undefined;
  let executiveId = lead.executiveId;
  let bdeCode = lead.bdeCode;
  if (change.bdeCode !== undefined) {
    if (change.bdeCode === '') {
      executiveId = null;
      bdeCode = null;
    } else {
      const [bde] = await db
        .select({ id: executives.id, bdeCode: executives.bdeCode })
        .from(executives)
        .where(eq(executives.bdeCode, change.bdeCode))
        .for('share');
      if (!bde) throw badRequest(INVALID_FIELDS, { bdeCode: [STAFF_INBOX_MESSAGES.unknownBdeCode] });
      executiveId = bde.id;
      bdeCode = bde.bdeCode;
    }
  }
  const status = change.status ?? lead.status;
  // A lead given to another BDE no longer credits the link it came through.
  const viaLink = executiveId === lead.executiveId ? undefined : false;
  await db.update(clientInfos).set({ status, executiveId, viaLink }).where(eq(clientInfos.id, id));
  // The BDE it now belongs to hears of it (a lead given back to its own BDE is no news).
  if (executiveId !== null && executiveId !== lead.executiveId) {
    await noticeOfLeadAssigned(db, notices, executiveId);
  }
  return { before: { status: lead.status, bdeCode: lead.bdeCode }, after: { status, bdeCode } };
}

/** Where a proposal moves a lead: one not yet past "contacted" now has a proposal sent. */
const AFTER_PROPOSAL: Partial<Record<LeadStatus, LeadStatus>> = {
  new: 'proposal sent',
  contacted: 'proposal sent',
};

/**
 * Records a proposal for the lead's BDE, for the lead's company, and moves the lead to "proposal
 * sent" when it was not that far yet. Undefined when there is no such lead; a 400 naming bdeCode
 * when no BDE has it. Run it in the change's transaction.
 */
export async function recordLeadProposal(
  db: Db,
  id: number,
  status: ProposalStatus,
  notices: NoticeSettings,
) {
  const lead = await lockLead(db, id);
  if (!lead) return undefined;
  if (lead.executiveId === null || lead.bdeCode === null) {
    throw badRequest(STAFF_INBOX_MESSAGES.assignLeadFirst, {
      bdeCode: [STAFF_INBOX_MESSAGES.assignLeadFirst],
    });
  }
  let companyName: string;
  try {
    companyName = await companyNameField().validate(lead.companyName);
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    throw badRequest(STAFF_INBOX_MESSAGES.leadCompanyUnusable, { companyName: [error.message] });
  }
  const proposal = await addProposal(db, { executiveId: lead.executiveId, companyName, status });
  await noticeOfProposal(db, notices, lead.executiveId);
  const leadStatus = AFTER_PROPOSAL[lead.status] ?? lead.status;
  if (leadStatus !== lead.status) {
    await db.update(clientInfos).set({ status: leadStatus }).where(eq(clientInfos.id, id));
  }
  return {
    proposalId: proposal.id,
    bdeCode: lead.bdeCode,
    companyName,
    status,
    leadStatus: { before: lead.status, after: leadStatus },
  };
}
