import { and, desc, eq, sql, type Placeholder } from 'drizzle-orm';
import { paiseToRupees, type ProjectStatus } from 'shared/contract/business';
import type {
  OnHoldResponse,
  ProjectListResponse,
  ProjectRow,
  TotalRevenueResponse,
} from 'shared/contract/business-responses';
import type { Db } from '../../db/client';
import { perDatabase } from '../../db/per-database';
import { projects } from '../../db/schema';
import { noticeOfProject } from '../inbox/events-service';
import type { NoticeSettings } from '../../platform/email/notices-service';

function toProjectRow(row: { companyName: string; amountPaise: number; createdAt: Date }): ProjectRow {
  return {
    companyName: row.companyName,
    businessAmount: paiseToRupees(row.amountPaise),
    createdDate: row.createdAt.toISOString(),
  };
}

/** A value, or the placeholder a prepared statement fills in at each call. */
type Param<T> = T | Placeholder;

/** One BDE's projects in one status, newest first: one scan of projects_executive_status_idx. */
export function projectsQuery(db: Db, executiveId: Param<number>, status: Param<ProjectStatus>) {
  return db
    .select({
      companyName: projects.companyName,
      amountPaise: projects.amountPaise,
      createdAt: projects.createdAt,
    })
    .from(projects)
    .where(and(eq(projects.executiveId, executiveId), eq(projects.status, status)))
    .orderBy(desc(projects.createdAt), desc(projects.id));
}

/** The sum of one BDE's project amounts in every status, in paise (exact: summed as numeric). */
export function totalRevenueQuery(db: Db, executiveId: Param<number>) {
  return db
    .select({ total: sql<string>`coalesce(sum(${projects.amountPaise}), 0)::text` })
    .from(projects)
    .where(eq(projects.executiveId, executiveId));
}

// The dashboard's queries are built once per database and prepared under a name, so each call
// skips building the SQL and PostgreSQL parses and plans it once per connection.
const prepared = perDatabase((db) => {
  const executiveId = sql.placeholder('executiveId');
  return {
    projects: projectsQuery(db, executiveId, sql.placeholder('status')).prepare('projects_by_status'),
    totalRevenue: totalRevenueQuery(db, executiveId).prepare('total_revenue'),
  };
});

export async function listProjects(
  db: Db,
  executiveId: number,
  status: ProjectStatus,
): Promise<ProjectRow[]> {
  return (await prepared(db).projects.execute({ executiveId, status })).map(toProjectRow);
}

export async function totalRevenuePaise(db: Db, executiveId: number): Promise<number> {
  const [row] = await prepared(db).totalRevenue.execute({ executiveId });
  return Number(row.total);
}

/** GET ActiveProject and CompletedProjects: one BDE's projects in one status, counted. */
export async function projectListOf(
  db: Db,
  executiveId: number,
  status: ProjectStatus,
): Promise<ProjectListResponse> {
  const rows = await listProjects(db, executiveId, status);
  return { count: rows.length, projects: rows };
}

/** GET TotalRevenue: one BDE's project amounts in every status, summed, in rupees. */
export async function totalRevenueOf(db: Db, executiveId: number): Promise<TotalRevenueResponse> {
  return { totalRevenue: paiseToRupees(await totalRevenuePaise(db, executiveId)) };
}

/** GET On Hold: the caller's own entry only (count 0 when they have none). */
export async function onHoldOf(db: Db, bde: { id: number; bdeCode: string }): Promise<OnHoldResponse> {
  const rows = await listProjects(db, bde.id, 'On Hold');
  return { onHoldProjectByExecutive: [{ bdeCode: bde.bdeCode, count: rows.length, projects: rows }] };
}

/** A new project, as the schema types it; createdAt (optional) backdates it. */
type NewProject = Pick<
  typeof projects.$inferInsert,
  'executiveId' | 'companyName' | 'amountPaise' | 'status' | 'createdAt'
>;

export async function addProject(db: Db, project: NewProject) {
  const [row] = await db.insert(projects).values(project).returning();
  return row;
}

/**
 * Records a project for a BDE and tells them of it (bell, and email when they chose it), in one
 * transaction: the back office and the admin tool both record projects through this.
 */
export function recordProjectFor(db: Db, settings: NoticeSettings, project: NewProject) {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const added = await addProject(tx, project);
    await noticeOfProject(tx, settings, project.executiveId);
    return added;
  });
}

/** Moves a project to another status; the updated row, or undefined when there is no such project. */
export async function setProjectStatus(db: Db, projectId: number, status: ProjectStatus) {
  const [row] = await db.update(projects).set({ status }).where(eq(projects.id, projectId)).returning();
  return row;
}
