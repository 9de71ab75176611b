import { and, desc, eq, gte, sql } from 'drizzle-orm';
import { REPORT_MONTHS } from 'shared/contract/bde-portal';
import { paiseToRupees } from 'shared/contract/business';
import type { BdeProposal, BdeReportsResponse, BdeTeamResponse } from 'shared/contract/bde-portal-responses';
import type { Db } from '../../db/client';
import { executives, projects, proposals } from '../../db/schema';
import { indiaMonthOf, lastMonthsInIndia, monthStartInIndia } from '../../lib/india-time';
import { downlineOf, fullNameOf } from '../executives/service';
import { acceptancePercentage } from '../proposals/proposal-service';

/** One BDE's proposals, newest first. */
export async function ownProposals(db: Db, executiveId: number): Promise<BdeProposal[]> {
  const rows = await db
    .select({
      id: proposals.id,
      companyName: proposals.companyName,
      status: proposals.status,
      createdAt: proposals.createdAt,
    })
    .from(proposals)
    .where(eq(proposals.executiveId, executiveId))
    .orderBy(desc(proposals.createdAt), desc(proposals.id));
  return rows.map(({ createdAt, ...proposal }) => ({ ...proposal, createdDate: createdAt.toISOString() }));
}

/** Figures keyed by India month, laid over the report's months (a month with none is zero). */
function byMonth<T extends { month: string }, R>(months: string[], rows: T[], fill: (row?: T) => R) {
  const found = new Map(rows.map((row) => [row.month, row]));
  return months.map((month) => ({ month, ...fill(found.get(month)) }));
}

/** The last 12 India months of one BDE's revenue (by project creation) and proposals. */
export async function ownReports(db: Db, executiveId: number, now: number): Promise<BdeReportsResponse> {
  const months = lastMonthsInIndia(now, REPORT_MONTHS);
  const since = monthStartInIndia(now, REPORT_MONTHS - 1);
  const projectMonth = indiaMonthOf(projects.createdAt);
  const proposalMonth = indiaMonthOf(proposals.createdAt);
  const [revenue, sent] = await Promise.all([
    db
      .select({ month: projectMonth, paise: sql<string>`sum(${projects.amountPaise})::text` })
      .from(projects)
      .where(and(eq(projects.executiveId, executiveId), gte(projects.createdAt, since)))
      .groupBy(projectMonth),
    db
      .select({
        month: proposalMonth,
        sent: sql<number>`count(*)::int`,
        accepted: sql<number>`(count(*) filter (where ${proposals.status} = 'accepted'))::int`,
      })
      .from(proposals)
      .where(and(eq(proposals.executiveId, executiveId), gte(proposals.createdAt, since)))
      .groupBy(proposalMonth),
  ]);
  const revenueByMonth = new Map(revenue.map((row) => [row.month, Number(row.paise)]));
  const rows = byMonth(months, sent, (row) => ({
    proposalsSent: Number(row?.sent ?? 0),
    proposalsAccepted: Number(row?.accepted ?? 0),
  })).map((row) => ({ ...row, paise: revenueByMonth.get(row.month) ?? 0 }));
  const totalPaise = rows.reduce((sum, row) => sum + row.paise, 0);
  const proposalsSent = rows.reduce((sum, row) => sum + row.proposalsSent, 0);
  const proposalsAccepted = rows.reduce((sum, row) => sum + row.proposalsAccepted, 0);
  return {
    months: rows.map(({ paise, ...row }) => ({
      month: row.month,
      revenue: paiseToRupees(paise),
      proposalsSent: row.proposalsSent,
      proposalsAccepted: row.proposalsAccepted,
    })),
    revenue: paiseToRupees(totalPaise),
    proposalsSent,
    proposalsAccepted,
    conversionRate: acceptancePercentage(proposalsSent, proposalsAccepted),
  };
}

/**
 * One BDE's downline rolled up: who is in it (names and codes only), how many at each level, and
 * their projects: active now, revenue in all, and month by month over the last 12.
 */
export async function ownTeam(db: Db, executiveId: number, now: number): Promise<BdeTeamResponse> {
  const months = lastMonthsInIndia(now, REPORT_MONTHS);
  const since = monthStartInIndia(now, REPORT_MONTHS - 1);
  const below = downlineOf(executiveId);
  const month = indiaMonthOf(projects.createdAt);
  const [people, totals, monthly] = await Promise.all([
    db.execute(sql`
      ${below}
      SELECT ${executives.firstName} AS "firstName", ${executives.middleName} AS "middleName",
             ${executives.lastName} AS "lastName", ${executives.bdeCode} AS "bdeCode", min(below.level)::int AS level
        FROM below JOIN ${executives} ON ${executives.id} = below.id
       GROUP BY ${executives.id}
       ORDER BY level, ${executives.createdAt}, ${executives.id}
    `) as unknown as Promise<{
      rows: Array<{
        firstName: string;
        middleName: string | null;
        lastName: string;
        bdeCode: string;
        level: number;
      }>;
    }>,
    db.execute(sql`
      ${below}
      SELECT (count(*) FILTER (WHERE ${projects.status} = 'Active'))::int AS "active",
             coalesce(sum(${projects.amountPaise}), 0)::text AS "paise"
        FROM ${projects} WHERE ${projects.executiveId} IN (SELECT id FROM below)
    `) as unknown as Promise<{ rows: Array<{ active: number; paise: string }> }>,
    db.execute(sql`
      ${below}
      SELECT ${month} AS "month", count(*)::int AS "projects",
             (count(*) FILTER (WHERE ${projects.status} = 'Active'))::int AS "active",
             sum(${projects.amountPaise})::text AS "paise"
        FROM ${projects}
       WHERE ${projects.executiveId} IN (SELECT id FROM below) AND ${projects.createdAt} >= ${since.toISOString()}
       GROUP BY 1
    `) as unknown as Promise<{
      rows: Array<{ month: string; projects: number; active: number; paise: string }>;
    }>,
  ]);
  const levels = new Map<number, number>();
  for (const person of people.rows)
    levels.set(Number(person.level), (levels.get(Number(person.level)) ?? 0) + 1);
  const [total] = totals.rows;
  return {
    members: people.rows.length,
    levels: [...levels].map(([level, members]) => ({ level, members })),
    people: people.rows.map((person) => ({
      name: fullNameOf(person),
      bdeCode: person.bdeCode,
      level: Number(person.level),
    })),
    activeProjects: Number(total?.active ?? 0),
    revenue: paiseToRupees(Number(total?.paise ?? 0)),
    months: byMonth(months, monthly.rows, (row) => ({
      projects: Number(row?.projects ?? 0),
      activeProjects: Number(row?.active ?? 0),
      revenue: paiseToRupees(Number(row?.paise ?? 0)),
    })),
  };
}
