// PUT /api/company/validations: the reviewer's flags on a company's name, tax id and dealer
// licence, with who set them and when.
import type { z } from 'zod';
import type { CompanyValidationsDto, validationsBody } from '@canam/domain/rest/companies';
import { COMPANY_MESSAGES_REST } from '@canam/domain/rest/companies';
import type { Db } from '../db/database.ts';
import { invalidInput } from '../errors.ts';
import { companyNotFound } from './refusals.ts';

export async function setCompanyValidations(
  db: Db,
  body: z.output<typeof validationsBody>,
  reviewerId: number,
): Promise<CompanyValidationsDto> {
  // The validations are the company's own: their id is the company's id.
  if (body.id !== undefined && body.id !== body.companyId) {
    throw invalidInput('id', COMPANY_MESSAGES_REST.validationsId);
  }
  const now = new Date();
  const row = await db
    .updateTable('company')
    .set({
      valid_company_name: body.companyName,
      valid_taxid: body.taxid1,
      valid_dealer_license: body.dealerLicense,
      reviewed_by: reviewerId,
      reviewed_at: now,
      updated_at: now,
    })
    .where('id', '=', body.companyId)
    .returning(['id', 'valid_company_name', 'valid_taxid', 'valid_dealer_license'])
    .executeTakeFirst();
  if (!row) throw companyNotFound();
  return {
    id: row.id,
    companyName: row.valid_company_name,
    taxid: row.valid_taxid,
    dealerLicense: row.valid_dealer_license,
  };
}
