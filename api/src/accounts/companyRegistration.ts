// The company form reached from the confirmation e-mail: the holder of a registration link
// registers its dealer company, which waits for review (status 2, pending) as the user's
// pre-registered company. The link is used up in the same transaction; any refusal changes
// nothing.
import type { z } from 'zod';
import type { companyRegistrationSchema } from '@canam/domain/forms/company';
import { ACCOUNT_MESSAGES } from '@canam/domain/rest/accounts';
import { COMPANY_STATUS, USER_STATUS } from '@canam/domain/statuses';
import type { CompanyStatusCode } from '@canam/domain/statuses';
import type { Db } from '../db/database.ts';
import { badRequest } from '../errors.ts';
import { consumeUserToken, findUserToken } from './userTokens.ts';

export type CompanyRegistrationInput = z.output<typeof companyRegistrationSchema>;

export const linkExpired = () => badRequest('LINK_EXPIRED', ACCOUNT_MESSAGES.linkExpired);

export const INVALID_STATE_MESSAGE = 'Choose the address again: its state is not known.';

/** The user of a registration link that can still be used, for the form's welcome heading. */
export async function registrationUser(db: Db, token: string) {
  const found = await findUserToken(db, token, ['registration', 'invitation']);
  if (!found) throw linkExpired();
  const user = await db
    .selectFrom('app_user')
    .select(['id', 'first_name', 'last_name', 'email', 'status'])
    .where('id', '=', found.userId)
    .executeTakeFirst();
  if (!user || user.status !== USER_STATUS.ACTIVE) throw linkExpired();
  return {
    id: user.id,
    firstName: user.first_name,
    lastName: user.last_name,
    fullName: `${user.first_name} ${user.last_name}`,
    email: user.email,
  };
}

const orNull = (value: string) => (value === '' ? null : value);

/** A state id of the address pick must be a us_state row (400 STATE_NOT_FOUND otherwise). */
export async function checkStateId(db: Db, stateId: number | null | undefined): Promise<void> {
  if (stateId == null) return;
  const state = await db
    .selectFrom('us_state')
    .select('id')
    .where('id', '=', stateId)
    .executeTakeFirst();
  if (!state) throw badRequest('STATE_NOT_FOUND', INVALID_STATE_MESSAGE);
}

export async function registerCompany(
  db: Db,
  input: CompanyRegistrationInput,
): Promise<{ id: number; status: CompanyStatusCode }> {
  await checkStateId(db, input.stateId);
  return db.transaction().execute(async (trx) => {
    const userId = await consumeUserToken(trx, input.registrationToken, 'registration');
    if (userId === null) throw linkExpired();
    const user = await trx
      .selectFrom('app_user')
      .select(['status', 'company_id', 'pre_register_company_id'])
      .where('id', '=', userId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    // An inactive user, or one that already has a company, cannot register another.
    if (
      user.status !== USER_STATUS.ACTIVE ||
      user.company_id !== null ||
      user.pre_register_company_id !== null
    ) {
      throw linkExpired();
    }
    const company = await trx
      .insertInto('company')
      .values({
        commercial_name: input.commercialName,
        company_name: orNull(input.companyName),
        street: orNull(input.street),
        address_line2: orNull(input.addressLine2),
        zip: orNull(input.zip),
        state_id: input.stateId ?? null,
        city: orNull(input.city),
        web_site: orNull(input.webSite),
        gst: orNull(input.gst),
        qst: orNull(input.qst),
        corporation_type: input.corporationNumber ? (input.corporationType ?? null) : null,
        corporation_number: orNull(input.corporationNumber),
        taxid: orNull(input.taxid),
        dealer_license: orNull(input.dealerLicense),
        billing_contact_name: orNull(input.billingContactName),
        billing_contact_email: orNull(input.billingContactEmail),
        billing_contact_mobile_phone: orNull(input.billingContactMobilePhone),
        status: COMPANY_STATUS.PENDING,
      })
      .returning(['id', 'status'])
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('app_user')
      .set({ pre_register_company_id: company.id, updated_at: new Date() })
      .where('id', '=', userId)
      .execute();
    return { id: company.id, status: company.status };
  });
}
