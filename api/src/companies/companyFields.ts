// The company columns a form writes: the dealer form's company part (POST
// /api/company/saveDealer) and the company edit form (PUT /api/company). Empty text is stored as
// null; a corporation type is kept only with a corporation number.
import type { Updateable } from 'kysely';
import type { z } from 'zod';
import type { companyEditBody, saveDealerBody } from '@canam/domain/rest/companies';
import type { Db } from '../db/database.ts';
import type { DB } from '../db/schema.ts';
import { INVALID_STATE_MESSAGE, checkStateId } from '../accounts/companyRegistration.ts';
import { badRequest } from '../errors.ts';

type CompanyColumns = Updateable<DB['company']>;
export type SaveDealerInput = z.output<typeof saveDealerBody>;
export type CompanyEditInput = z.output<typeof companyEditBody>;

const orNull = (value: string | undefined) => (value ? value : null);

/** The company part of the dealer form, its state id checked (400 STATE_NOT_FOUND). */
export async function dealerCompanyColumns(db: Db, form: SaveDealerInput): Promise<CompanyColumns> {
  await checkStateId(db, form.stateId);
  return {
    commercial_name: orNull(form.commercialName),
    company_name: orNull(form.companyName),
    street: orNull(form.street),
    address_line2: orNull(form.addressLine2),
    zip: orNull(form.zip),
    state_id: form.stateId ?? null,
    city: orNull(form.city),
    web_site: orNull(form.webSite),
    gst: orNull(form.gst),
    qst: orNull(form.qst),
    corporation_type: form.corporationNumber ? (form.corporationType ?? null) : null,
    corporation_number: orNull(form.corporationNumber),
    taxid: orNull(form.taxid),
    dealer_license: orNull(form.dealerLicense),
    billing_contact_name: orNull(form.billingContactName),
    billing_contact_email: orNull(form.billingContactEmail),
    billing_contact_mobile_phone: orNull(form.billingContactMobilePhone),
    secondary_email: orNull(form.secondaryEmail),
    secondary_mobile_number: orNull(form.secondaryMobileNumber),
    fax_number: orNull(form.faxNumber),
    company_code: orNull(form.companyCode),
    to_be_delivered: form.toBeDelivered,
  };
}

/**
 * The company edit form: `fullName` is the commercial name, `cityId` the city, `taxidOne` the tax
 * id; the state is `stateId`, else the two-letter `state` (400 STATE_NOT_FOUND when unknown).
 */
export async function editedCompanyColumns(
  db: Db,
  body: CompanyEditInput,
): Promise<CompanyColumns> {
  let stateId = body.stateId ?? null;
  if (stateId !== null) {
    await checkStateId(db, stateId);
  } else if (body.state) {
    const state = await db
      .selectFrom('us_state')
      .select('id')
      .where('code', '=', body.state.toUpperCase())
      .executeTakeFirst();
    if (!state) throw badRequest('STATE_NOT_FOUND', INVALID_STATE_MESSAGE);
    stateId = state.id;
  }
  return {
    commercial_name: body.fullName,
    company_name: orNull(body.companyName),
    street: orNull(body.street),
    address_line2: orNull(body.addressLine2),
    zip: orNull(body.zip),
    state_id: stateId,
    city: orNull(body.cityId),
    web_site: orNull(body.webSite),
    taxid: orNull(body.taxidOne),
    dealer_license: orNull(body.dealerLicense),
    billing_contact_name: orNull(body.billingContactName),
    billing_contact_email: orNull(body.billingContactEmail),
  };
}
