import type { ContactRequest } from 'shared/contract/contact-schema';
import type { Db } from '../../db/client';
import { contactMessages } from '../../db/schema';

export async function saveContactMessage(db: Db, message: ContactRequest) {
  const [row] = await db
    .insert(contactMessages)
    .values({
      name: message.name,
      contactNumber: message.contactNumber,
      email: message.email,
      message: message.message,
      websiteUrl: message.websiteUrl || null,
    })
    .returning({ id: contactMessages.id });
  return row;
}
