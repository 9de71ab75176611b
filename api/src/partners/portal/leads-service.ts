import { asc, eq, sql, type SQL } from 'drizzle-orm';
import { paiseToRupees } from 'shared/contract/business';
import type { BdeClient, BdeLead, BdeOverviewResponse } from 'shared/contract/bde-portal-responses';
import { LEAD_STATUSES, type LeadStatus } from 'shared/contract/staff';
import type { ListPage } from 'shared/contract/staff-list-responses';
import type { Db } from '../../db/client';
import { clientInfos, projects, proposals } from '../../db/schema';
import { keysetPage, pageBySort, parseListQuery, searchAny } from '../../lib/keyset-page';
import type { ListQuery, SortColumns } from '../../lib/keyset-page';
import { monthStartInIndia } from '../../lib/india-time';

export const LEAD_SORTS: SortColumns = { createdAt: { column: clientInfos.createdAt, type: 'date' } };
type LeadFilter = 'status';

/** The lead list's query string (without the BDE's code): `q`, `status`, `after`, `limit`. */
export function parseBdeLeadQuery(query: Record<string, unknown>): ListQuery<LeadFilter> {
  return parseListQuery<LeadFilter>(query, {
    sorts: LEAD_SORTS,
    defaultSort: 'createdAt',
    filters: { status: LEAD_STATUSES },
  });
}

/** What a BDE sees of each of their own leads. */
const ownLeadColumns = {
  id: clientInfos.id,
  companyName: clientInfos.companyName,
  contactPerson: clientInfos.contactPerson,
  email: clientInfos.email,
  mobile: clientInfos.mobile,
  services: clientInfos.servicesRequired,
  reference: clientInfos.reference,
  viaLink: clientInfos.viaLink,
  status: clientInfos.status,
  nextFollowUp: clientInfos.followUpOn,
  createdAt: clientInfos.createdAt,
};

/** Every lead of one BDE, oldest first, as the list shows each (for the BDE's data export). */
export function allOwnLeads(db: Db, executiveId: number) {
  return db
    .select(ownLeadColumns)
    .from(clientInfos)
    .where(eq(clientInfos.executiveId, executiveId))
    .orderBy(asc(clientInfos.createdAt), asc(clientInfos.id));
}

/** A page of one BDE's leads, newest first: one scan of client_infos_executive_idx. */
export async function listOwnLeads(
  db: Db,
  executiveId: number,
  query: ListQuery<LeadFilter>,
): Promise<ListPage<BdeLead>> {
  const conditions: Array<SQL | undefined> = [
    eq(clientInfos.executiveId, executiveId),
    searchAny(query.q, [
      clientInfos.companyName,
      clientInfos.contactPerson,
      clientInfos.email,
      clientInfos.mobile,
    ]),
    query.filters.status ? eq(clientInfos.status, query.filters.status as LeadStatus) : undefined,
  ];
  const rows = await keysetPage(
    db.select(ownLeadColumns).from(clientInfos).$dynamic(),
    query,
    { sorts: LEAD_SORTS, id: clientInfos.id },
    conditions,
  );
  return pageBySort(rows, query, ({ createdAt, ...lead }) => ({
    ...lead,
    createdDate: createdAt.toISOString(),
  }));
}

/**
 * One BDE's clients: companies with a won lead or a project, grouped by their name (ignoring case
 * and surrounding spaces), each named as first written, newest first.
 */
export async function ownClients(db: Db, executiveId: number): Promise<BdeClient[]> {
  const result = (await db.execute(sql`
    SELECT (array_agg(company ORDER BY since, kind))[1] AS "companyName",
           min(since) AS "since",
           count(*) FILTER (WHERE kind = 'lead')::int AS "wonLeads",
           count(*) FILTER (WHERE kind = 'project')::int AS "projects",
           coalesce(sum(amount), 0)::text AS "revenuePaise"
      FROM (
        SELECT lower(trim(${clientInfos.companyName})) AS key, ${clientInfos.companyName} AS company,
               ${clientInfos.createdAt} AS since, 'lead' AS kind, 0::bigint AS amount
          FROM ${clientInfos}
         WHERE ${clientInfos.executiveId} = ${executiveId} AND ${clientInfos.status} = 'won'
        UNION ALL
        SELECT lower(trim(${projects.companyName})), ${projects.companyName}, ${projects.createdAt},
               'project', ${projects.amountPaise}
          FROM ${projects}
         WHERE ${projects.executiveId} = ${executiveId}
      ) AS client
     GROUP BY key
     ORDER BY min(since) DESC, key
  `)) as unknown as {
    rows: Array<{
      companyName: string;
      since: Date | string;
      wonLeads: number;
      projects: number;
      revenuePaise: string;
    }>;
  };
  return result.rows.map((row) => ({
    companyName: row.companyName,
    since: new Date(row.since).toISOString(),
    wonLeads: Number(row.wonLeads),
    projects: Number(row.projects),
    revenue: paiseToRupees(Number(row.revenuePaise)),
  }));
}

/** The reference a lead gave, as the dashboard groups it. */
const NO_SOURCE = 'Not given';

/** The dashboard's lead figures: every count from the BDE's own leads, proposals and projects. */
export async function ownOverview(db: Db, executiveId: number, now: number): Promise<BdeOverviewResponse> {
  const mine = eq(clientInfos.executiveId, executiveId);
  const [statuses, services, sources, clients, [business]] = await Promise.all([
    db
      .select({ status: clientInfos.status, leads: sql<number>`count(*)::int` })
      .from(clientInfos)
      .where(mine)
      .groupBy(clientInfos.status),
    db.execute(sql`
      SELECT service, count(*)::int AS leads
        FROM ${clientInfos}, unnest(${clientInfos.servicesRequired}) AS service
       WHERE ${clientInfos.executiveId} = ${executiveId}
       GROUP BY service ORDER BY count(*) DESC, service
    `) as unknown as Promise<{ rows: Array<{ service: string; leads: number }> }>,
    db.execute(sql`
      SELECT coalesce(nullif(trim(${clientInfos.reference}), ''), ${NO_SOURCE}) AS source, count(*)::int AS leads
        FROM ${clientInfos}
       WHERE ${clientInfos.executiveId} = ${executiveId}
       GROUP BY 1 ORDER BY count(*) DESC, 1
    `) as unknown as Promise<{ rows: Array<{ source: string; leads: number }> }>,
    ownClients(db, executiveId),
    db
      .select({
        proposals: sql<number>`(select count(*) from ${proposals} where ${proposals.executiveId} = ${executiveId})::int`,
        projects: sql<number>`(select count(*) from ${projects} where ${projects.executiveId} = ${executiveId})::int`,
      })
      .from(sql`(select 1) as one`),
  ]);
  const byStatus = new Map(statuses.map((row) => [row.status, Number(row.leads)]));
  const funnel = LEAD_STATUSES.map((status) => ({ status, leads: byStatus.get(status) ?? 0 }));
  const leads = funnel.reduce((sum, step) => sum + step.leads, 0);
  const monthStart = monthStartInIndia(now).getTime();
  return {
    hasData: leads > 0 || Number(business.proposals) > 0 || Number(business.projects) > 0,
    leads,
    newLeads: byStatus.get('new') ?? 0,
    clients: clients.length,
    newClients: clients.filter((client) => Date.parse(client.since) >= monthStart).length,
    funnel,
    services: services.rows.map((row) => ({ service: row.service, leads: Number(row.leads) })),
    sources: sources.rows.map((row) => ({ source: row.source, leads: Number(row.leads) })),
  };
}
