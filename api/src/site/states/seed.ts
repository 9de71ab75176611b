import type { Db } from '../../db/client';
import { districts, states } from '../../db/schema';
import { SUPPORTED_DISTRICTS } from './supported-districts';

/**
 * Puts the five supported states and their districts in the tables, adding only what is missing, so it
 * runs safely on every start and alongside another process doing the same.
 */
export async function seedStates(db: Db) {
  await db.transaction(async (tx) => {
    await tx
      .insert(states)
      .values(Object.keys(SUPPORTED_DISTRICTS).map((name) => ({ name })))
      .onConflictDoNothing({ target: states.name });
    const rows = await tx.select().from(states);
    const idOf = new Map(rows.map((row) => [row.name, row.id]));
    const values = Object.entries(SUPPORTED_DISTRICTS).flatMap(([state, names]) =>
      names.map((name) => ({ stateId: idOf.get(state)!, name })),
    );
    await tx
      .insert(districts)
      .values(values)
      .onConflictDoNothing({ target: [districts.stateId, districts.name] });
  });
}
