// Contact messages of the home page's form: stored first, so no lead is lost when the CRM
// webhook is down; forwarded_at tells which ones reached the CRM.
import type { ContactLeadDto, ContactUsRequest } from '@canam/domain/rest/contact';
import type { Db } from '../db/database.ts';

export async function storeContactMessage(
  db: Db,
  input: ContactUsRequest,
): Promise<ContactLeadDto> {
  const row = await db
    .insertInto('contact_message')
    .values({
      full_name: input.fullName,
      email: input.email,
      phone_number: input.phoneNumber,
      message: input.message,
    })
    .returning(['id', 'created_at'])
    .executeTakeFirstOrThrow();
  return {
    id: row.id,
    ...input,
    source: 'canam-marketplace',
    receivedAt: row.created_at.toISOString(),
  };
}

export async function markForwarded(db: Db, id: number): Promise<void> {
  await db
    .updateTable('contact_message')
    .set({ forwarded_at: new Date() })
    .where('id', '=', id)
    .execute();
}
