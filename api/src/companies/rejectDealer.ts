// PUT /api/company/rejectCompany {userId}: the Reject action of the Pre registration and In
// review tabs. A user in review rejects its pending company (its own, else the one it
// registered), so everyone of that company is rejected; a user without a company is rejected
// alone (rejected_at). Either way login then answers 'Company has been rejected', the users get
// an `account.changed` event (reason userRejected) and the client an e-mail after the commit.
import { COMPANY_MESSAGES_REST } from '@canam/domain/rest/companies';
import { COMPANY_STATUS } from '@canam/domain/statuses';
import { changeCompanyStatus } from '../accounts/companyStatus.ts';
import { deliverAll } from '../accounts/delivery.ts';
import type { AccountServices } from '../accounts/services.ts';
import { conflict } from '../errors.ts';
import { accountChangedEvent } from '../events/accountChanged.ts';
import { changeWithEvents, type ChangeContext } from '../events/transact.ts';
import { lockDealerUser } from './dealerUser.ts';
import { alreadyRejected } from './refusals.ts';
import { queueUserRejectedMail } from './reviewMails.ts';

const activeNotRejectable = () => conflict('CONFLICT', COMPANY_MESSAGES_REST.activeNotRejectable);

export async function rejectDealerUser(
  context: ChangeContext,
  services: Pick<AccountServices, 'mailer' | 'publicBaseUrl'>,
  { userId, reviewerId }: { userId: number; reviewerId: number },
): Promise<void> {
  const mailIds = await changeWithEvents(context, async (trx, events) => {
    const user = await lockDealerUser(trx, userId, 'userId');
    if (user.stage === 'rejected') throw alreadyRejected();
    if (user.stage === 'active') throw activeNotRejectable();
    const companyId = user.companyId ?? user.registeredCompanyId;
    if (user.stage === 'inReview' && companyId !== null) {
      const change = {
        companyId,
        status: COMPANY_STATUS.REJECTED,
        reviewerId,
        reason: 'userRejected',
      } as const;
      const result = await changeCompanyStatus(trx, services.publicBaseUrl, change, events);
      // Another request decided on the company between the stage read and its row lock.
      if (result?.before === COMPANY_STATUS.REJECTED) throw alreadyRejected();
      if (result?.before !== COMPANY_STATUS.PENDING) throw activeNotRejectable();
      return result.mailIds;
    }
    await trx
      .updateTable('app_user')
      .set({ rejected_at: new Date(), rejected_by: reviewerId, updated_at: new Date() })
      .where('id', '=', user.id)
      .execute();
    events.push(accountChangedEvent('userRejected', [user.id], null));
    return [await queueUserRejectedMail(trx, services.publicBaseUrl, user.id)];
  });
  await deliverAll(context.db, services.mailer, mailIds);
}
