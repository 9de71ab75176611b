import { and, eq, isNull } from 'drizzle-orm';
import type { StaffRole } from 'shared/contract/staff';
import type { Db } from '../../db/client';
import { staffMembers } from '../../db/schema';
import { runPrepared } from '../../lib/run-prepared';

// The guards read this file: it imports nothing that leads back to them (the audit log does).

/** The staff member behind a staff session, as the guards hand it to routes. */
export interface SignedInStaff {
  id: number;
  name: string;
  email: string;
  role: StaffRole;
}

/** The staff member with this id, unless the account was disabled; null then. */
export async function findActiveStaff(db: Db, id: number): Promise<SignedInStaff | null> {
  // Read on every staff request: planned once per connection.
  const [row] = await runPrepared(
    db
      .select({
        id: staffMembers.id,
        name: staffMembers.name,
        email: staffMembers.email,
        role: staffMembers.role,
      })
      .from(staffMembers)
      .where(and(eq(staffMembers.id, id), isNull(staffMembers.disabledAt)))
      .limit(1),
  );
  return row ?? null;
}
