import { and, eq, isNull, sql } from 'drizzle-orm';
import type { StaffRole } from 'shared/contract/staff';
import type { Db } from '../../db/client';
import { staffMembers } from '../../db/schema';
import { preparedStatement } from '../../lib/prepared-statement';

// The guards read this file: it imports nothing that leads back to them (the audit log does).

/** The staff member behind a staff session, as the guards hand it to routes. */
export interface SignedInStaff {
  id: number;
  name: string;
  email: string;
  role: StaffRole;
}

/** The columns a `SignedInStaff` is read from. */
export const signedInColumns = {
  id: staffMembers.id,
  name: staffMembers.name,
  email: staffMembers.email,
  role: staffMembers.role,
};

const activeStaff = preparedStatement('staff_active', (db) =>
  db
    .select(signedInColumns)
    .from(staffMembers)
    .where(and(eq(staffMembers.id, sql.placeholder('id')), isNull(staffMembers.disabledAt)))
    .limit(1),
);

/** The staff member with this id, unless the account was disabled; null then. Read on every staff request. */
export async function findActiveStaff(db: Db, id: number): Promise<SignedInStaff | null> {
  const [row] = await activeStaff(db).execute({ id });
  return row ?? null;
}
