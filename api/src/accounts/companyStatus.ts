// Staff accept (1), put back in review (2) or reject (3) a dealer company. Accepting makes it the
// company of the users who registered it (their pre-registered company), so they log in and see
// prices; rejecting keeps them out (auth/login.ts).
import { COMPANY_STATUS } from '@canam/domain/statuses';
import type { CompanyStatusCode } from '@canam/domain/statuses';
import type { Db } from '../db/database.ts';

export async function setCompanyStatus(
  db: Db,
  companyId: number,
  status: CompanyStatusCode,
): Promise<{ id: number; status: CompanyStatusCode } | null> {
  return db.transaction().execute(async (trx) => {
    const company = await trx
      .updateTable('company')
      .set({ status, updated_at: new Date() })
      .where('id', '=', companyId)
      .returning(['id', 'status'])
      .executeTakeFirst();
    if (!company) return null;
    if (status === COMPANY_STATUS.ACCEPTED) {
      await trx
        .updateTable('app_user')
        .set({ company_id: companyId, updated_at: new Date() })
        .where('pre_register_company_id', '=', companyId)
        .where('company_id', 'is', null)
        .execute();
    }
    return { id: company.id, status: company.status };
  });
}
