import { asc, eq, sql } from 'drizzle-orm';
import type { DistrictItem, StateItem } from 'shared/contract/states-responses';
import type { Db } from '../../db/client';
import { districts, states } from '../../db/schema';

export function listStates(db: Db): Promise<StateItem[]> {
  return db.select({ name: states.name }).from(states).orderBy(asc(states.name));
}

/** The districts of a state named in any letter case (none for a name that is no state). */
export function listDistricts(db: Db, stateName: string): Promise<DistrictItem[]> {
  return db
    .select({ name: districts.name })
    .from(districts)
    .innerJoin(states, eq(states.id, districts.stateId))
    .where(eq(sql`lower(${states.name})`, stateName.trim().toLowerCase()))
    .orderBy(asc(districts.name));
}

/** True when the district is one of the state's (both as the tables spell them). */
export async function isDistrictOf(db: Db, state: string, district: string): Promise<boolean> {
  const rows = await db
    .select({ id: districts.id })
    .from(districts)
    .innerJoin(states, eq(states.id, districts.stateId))
    .where(sql`${states.name} = ${state} and ${districts.name} = ${district}`)
    .limit(1);
  return rows.length > 0;
}
