// POST /api/vehicle/sell: staff record a sale made outside the site (the registry's sale
// information modal). The vehicle becomes Sold exactly as when an offer is accepted or a dealer
// buys it (offers/sellVehicle.ts: the sale row, Sold, every open negotiation closed, the
// 'vehicle.sold' event, the buyer's and the owner's notifications) and the sale's e-mails are
// queued in the same transaction and delivered after it (offers/saleMails.ts). Once only: the
// vehicle is locked and a Sold one is refused (409 VEHICLE_SOLD).
import { COMPANY_STATUS, USER_STATUS } from '@canam/domain/statuses';
import { INTAKE_MESSAGES } from '@canam/domain/rest/vehicleIntake';
import type { Transaction } from 'kysely';
import type { Viewer } from '../../auth/viewer.ts';
import type { DB } from '../../db/schema.ts';
import { ApiError, invalidInput } from '../../errors.ts';
import { changeWithEvents } from '../../events/transact.ts';
import type { NegotiationContext } from '../../offers/negotiationContext.ts';
import { deliverOfferMails } from '../../offers/offerMailQueue.ts';
import { queueSaleMails } from '../../offers/saleMails.ts';
import { sellVehicle } from '../../offers/sellVehicle.ts';
import { lockEditableVehicle } from '../editableVehicle.ts';
import { easternDate, isCalendarDate } from './easternDate.ts';

export interface SaleRecord {
  vehiclesId: number;
  /** Decimal string, greater than 0. */
  price: string;
  buyer: number;
  /** YYYY-MM-DD, at most today (US Eastern). */
  registerDate: string;
}

const DEALER_ROLES = ['ROLE_CLIENT', 'ROLE_BUYER'];

/** The buyer: an active dealer user (client or buyer) of an accepted company. */
async function assertBuyer(trx: Transaction<DB>, buyerId: number): Promise<void> {
  const buyer = await trx
    .selectFrom('app_user as u')
    .innerJoin('company as c', 'c.id', 'u.company_id')
    .innerJoin('user_role as ur', 'ur.user_id', 'u.id')
    .innerJoin('role as r', 'r.id', 'ur.role_id')
    .select('u.id')
    .where('u.id', '=', buyerId)
    .where('u.status', '=', USER_STATUS.ACTIVE)
    .where('c.status', '=', COMPANY_STATUS.ACCEPTED)
    .where('r.name', 'in', DEALER_ROLES)
    .executeTakeFirst();
  if (!buyer) throw new ApiError(400, 'BUYER_NOT_FOUND', INTAKE_MESSAGES.buyerNotFound, 'buyer');
}

/** When the sale happened: now for today's sales, else midday (UTC) of the given day. */
function saleInstant(registerDate: string, now: Date): Date {
  return registerDate === easternDate(now) ? now : new Date(`${registerDate}T12:00:00Z`);
}

export async function recordSale(
  context: NegotiationContext,
  viewer: Viewer,
  sale: SaleRecord,
): Promise<void> {
  const mailIds = await changeWithEvents(context, async (trx, events) => {
    const now = new Date();
    const vehicle = await lockEditableVehicle(trx, viewer, sale.vehiclesId);
    if (!isCalendarDate(sale.registerDate)) {
      throw invalidInput('registerDate', INTAKE_MESSAGES.invalid);
    }
    if (sale.registerDate > easternDate(now)) {
      throw invalidInput('registerDate', INTAKE_MESSAGES.saleDateFuture);
    }
    await assertBuyer(trx, sale.buyer);
    await sellVehicle(trx, events, {
      vehicleId: vehicle.id,
      ownerId: vehicle.usersId,
      buyerId: sale.buyer,
      price: sale.price,
      offerId: null,
      chainId: null,
      createdBy: viewer.id,
      now,
    });
    // The sale's day is the one staff entered; the rest of the sale is stamped now.
    await trx
      .updateTable('vehicle_sale')
      .set({ register_date: saleInstant(sale.registerDate, now) })
      .where('vehicle_id', '=', vehicle.id)
      .execute();
    return queueSaleMails(trx, context.mail.publicBaseUrl, {
      vehicleId: vehicle.id,
      ownerId: vehicle.usersId,
      buyerId: sale.buyer,
      price: sale.price,
      soldAt: saleInstant(sale.registerDate, now),
      way: 'staffRecorded',
      actorId: viewer.id,
    });
  });
  await deliverOfferMails(context.db, context.mail, mailIds);
}
