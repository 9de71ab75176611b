import type { TestContext } from '../../test/test-app';
import { PersonKeys } from './person-key-service';
import { openDetails } from './sealed-detail-service';

/**
 * A stored audit detail as staff read it, each value about a person opened with their key; and
 * that none of those values is stored as written (`personal` lists them).
 */
export async function readDetail(ctx: TestContext, stored: string | null, personal: string[] = []) {
  for (const value of personal) expect(stored).not.toContain(value);
  const [detail] = await openDetails(ctx.database.db, new PersonKeys(ctx.identity.cryptoBox), [
    JSON.parse(stored ?? 'null') as unknown,
  ]);
  return detail;
}
