// POST /api/company/saveDealer: the assign-company page's dealer form. Without an id, staff
// register a new client (role id 3, no password, invited by e-mail); with one, they update that
// dealer user's person fields. Then its company: a new one (or its own, else its registered one,
// updated in place; a new one waits for review, status 2) or an existing one chosen from the
// search. One transaction; the invitation goes out after the commit.
import { DEALER_MESSAGES } from '@canam/domain/forms/dealer';
import { ACCOUNT_MESSAGES } from '@canam/domain/rest/accounts';
import { COMPANY_STATUS } from '@canam/domain/statuses';
import type { Transaction } from 'kysely';
import { deliverAll } from '../accounts/delivery.ts';
import { queueInvitation } from '../accounts/invitation.ts';
import type { AccountServices } from '../accounts/services.ts';
import { isUniqueViolation, userIdByEmail } from '../accounts/users.ts';
import type { DB } from '../db/schema.ts';
import { badRequest } from '../errors.ts';
import { changeWithEvents, type ChangeContext } from '../events/transact.ts';
import { moveUserToCompany, requireCompany } from './assignCompany.ts';
import { dealerCompanyColumns, type SaveDealerInput } from './companyFields.ts';
import { lockDealerUser } from './dealerUser.ts';

export interface SavedDealer {
  message: (typeof DEALER_MESSAGES)['saved' | 'assigned'];
  userId: number;
  companyId: number;
}

const emailTaken = () => badRequest('EMAIL_TAKEN', ACCOUNT_MESSAGES.invalidEmail);
const orNull = (value: string) => (value === '' ? null : value);

/** The company of the form: the existing one chosen, or the company fields saved. */
async function formCompany(
  trx: Transaction<DB>,
  form: SaveDealerInput,
  ownCompanyId: number | null,
): Promise<number> {
  if (form.companyChoice === 'existing') {
    // The schema requires the id with this choice ('Choose a company').
    const companyId = form.existingCompanyId!;
    await requireCompany(trx, companyId);
    return companyId;
  }
  const columns = await dealerCompanyColumns(trx, form);
  if (ownCompanyId !== null) {
    await trx
      .updateTable('company')
      .set({ ...columns, updated_at: new Date() })
      .where('id', '=', ownCompanyId)
      .execute();
    return ownCompanyId;
  }
  const { id } = await trx
    .insertInto('company')
    .values({ ...columns, status: COMPANY_STATUS.PENDING })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

async function saveInTransaction(
  context: ChangeContext,
  publicBaseUrl: string,
  viewerId: number,
  form: SaveDealerInput,
): Promise<SavedDealer & { mailIds: number[] }> {
  const message =
    form.companyChoice === 'existing' ? DEALER_MESSAGES.assigned : DEALER_MESSAGES.saved;
  return changeWithEvents(context, async (trx, events) => {
    if (form.id === undefined) {
      if ((await userIdByEmail(trx, form.email)) !== null) throw emailTaken();
      const companyId = await formCompany(trx, form, null);
      const { userId, mailId } = await queueInvitation(trx, publicBaseUrl, {
        email: form.email,
        firstName: form.firstName,
        lastName: form.lastName,
        officePhoneNumber: form.officePhoneNumber,
        extension: form.extension,
        mobileNumber: form.mobileNumber,
        companyId,
        invitedBy: viewerId,
        role: 'ROLE_CLIENT',
      });
      return { message, userId, companyId, mailIds: [mailId] };
    }
    const user = await lockDealerUser(trx, form.id, 'id');
    const holder = await userIdByEmail(trx, form.email);
    if (holder !== null && holder !== user.id) throw emailTaken();
    await trx
      .updateTable('app_user')
      .set({
        first_name: form.firstName,
        last_name: form.lastName,
        email: form.email,
        office_phone_number: orNull(form.officePhoneNumber),
        extension: orNull(form.extension),
        mobile_number: orNull(form.mobileNumber),
        updated_at: new Date(),
      })
      .where('id', '=', user.id)
      .execute();
    const ownCompanyId = user.companyId ?? user.registeredCompanyId;
    const companyId = await formCompany(trx, form, ownCompanyId);
    // The chosen company, or the one just made for a user that had none, becomes its company.
    if (form.companyChoice === 'existing' || ownCompanyId === null) {
      await moveUserToCompany(trx, user, companyId, events);
    }
    return { message, userId: user.id, companyId, mailIds: [] };
  });
}

export async function saveDealer(
  context: ChangeContext,
  services: Pick<AccountServices, 'mailer' | 'publicBaseUrl'>,
  viewerId: number,
  form: SaveDealerInput,
): Promise<SavedDealer> {
  let saved: SavedDealer & { mailIds: number[] };
  try {
    saved = await saveInTransaction(context, services.publicBaseUrl, viewerId, form);
  } catch (error) {
    // A parallel request took the address between the check and the insert.
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
  await deliverAll(context.db, services.mailer, saved.mailIds);
  return { message: saved.message, userId: saved.userId, companyId: saved.companyId };
}
