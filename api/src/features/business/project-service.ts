import { and, desc, eq, sql } from 'drizzle-orm';
import { paiseToRupees, type ProjectRow, type ProjectStatus } from 'shared/contract/business';
import type { Db } from '../../db/client';
import { projects } from '../../db/schema';

function toProjectRow(row: { companyName: string; amountPaise: number; createdAt: Date }): ProjectRow {
  return {
    companyName: row.companyName,
    businessAmount: paiseToRupees(row.amountPaise),
    createdDate: row.createdAt.toISOString(),
  };
}

/** One BDE's projects in one status, newest first: one scan of projects_executive_status_idx. */
export function projectsQuery(db: Db, executiveId: number, status: ProjectStatus) {
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

export async function listProjects(
  db: Db,
  executiveId: number,
  status: ProjectStatus,
): Promise<ProjectRow[]> {
  return (await projectsQuery(db, executiveId, status)).map(toProjectRow);
}

/** The sum of one BDE's project amounts in every status, in paise (exact: summed as numeric). */
export function totalRevenueQuery(db: Db, executiveId: number) {
  return db
    .select({ total: sql<string>`coalesce(sum(${projects.amountPaise}), 0)::text` })
    .from(projects)
    .where(eq(projects.executiveId, executiveId));
}

export async function totalRevenuePaise(db: Db, executiveId: number): Promise<number> {
  const [row] = await totalRevenueQuery(db, executiveId);
  return Number(row.total);
}

export interface NewProject {
  executiveId: number;
  companyName: string;
  amountPaise: number;
  status: ProjectStatus;
  createdAt?: Date;
}

export async function addProject(db: Db, project: NewProject) {
  const [row] = await db.insert(projects).values(project).returning();
  return row;
}

/** Moves a project to another status; the updated row, or undefined when there is no such project. */
export async function setProjectStatus(db: Db, projectId: number, status: ProjectStatus) {
  const [row] = await db.update(projects).set({ status }).where(eq(projects.id, projectId)).returning();
  return row;
}
