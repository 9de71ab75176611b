import { eq } from 'drizzle-orm';
import type { ClientInfoRequest } from 'shared/contract/client-info-schema';
import type { Db } from '../../db/client';
import { clientInfos, executives } from '../../db/schema';

/** The BDE a code names, or null when it names none (the lead is then stored without one). */
async function findExecutiveId(db: Db, bdeCode: string): Promise<number | null> {
  if (!bdeCode) return null;
  const [row] = await db
    .select({ id: executives.id })
    .from(executives)
    .where(eq(executives.bdeCode, bdeCode))
    .limit(1);
  return row?.id ?? null;
}

export async function saveClientInfo(db: Db, info: ClientInfoRequest) {
  const executiveId = await findExecutiveId(db, info.bdeCode);
  const [row] = await db
    .insert(clientInfos)
    .values({
      companyName: info.companyName,
      industryType: info.industryType,
      address: info.address,
      email: info.email,
      mobile: info.mobile,
      website: info.website,
      contactPerson: info.contactPerson,
      teamContact: info.teamContact,
      servicesRequired: [...new Set(info.servicesRequired)],
      others: info.others,
      clientDate: info.date,
      nextAppointmentDate: info.nextAppointmentDate,
      reference: info.reference,
      note: info.note,
      executiveId,
      cidServices: info.cidServices,
    })
    .returning({ id: clientInfos.id });
  return row;
}
