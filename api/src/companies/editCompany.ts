// PUT /api/company with the company form (the admin users pages' company modal): its fields are
// replaced by the form's (an empty field empties the column). 404 for an unknown company.
import type { Db } from '../db/database.ts';
import { editedCompanyColumns, type CompanyEditInput } from './companyFields.ts';
import { companyNotFound } from './refusals.ts';

export async function editCompany(db: Db, body: CompanyEditInput): Promise<void> {
  const exists = await db
    .selectFrom('company')
    .select('id')
    .where('id', '=', body.id)
    .executeTakeFirst();
  if (!exists) throw companyNotFound();
  const columns = await editedCompanyColumns(db, body);
  await db
    .updateTable('company')
    .set({ ...columns, updated_at: new Date() })
    .where('id', '=', body.id)
    .execute();
}
