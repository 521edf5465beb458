// Accepting the other side's last offer, or buying at the selling price. Both sell the vehicle
// once (a second attempt is refused: the vehicle is sold). The sale's e-mails are queued with it
// and delivered after the commit.
import { OFFER_MESSAGES, offerSideOf } from '@canam/domain/offers';
import type { SaleResultDto } from '@canam/domain/rest/offers';
import type { Viewer } from '../auth/viewer.ts';
import type { Db } from '../db/database.ts';
import { offerNotFound } from '../errors.ts';
import { changeWithEvents } from '../events/transact.ts';
import type { NegotiationContext } from './negotiationContext.ts';
import { deliverOfferMails } from './offerMailQueue.ts';
import { queueSaleMails } from './saleMails.ts';
import { isLive, lastOfferOfChain } from './chains.ts';
import { lockVehicle } from './lockVehicle.ts';
import { requireDealer, requireOnSale, requireProviderOf } from './offerRules.ts';
import { refused } from './refused.ts';
import { sellVehicle } from './sellVehicle.ts';

async function saleResult(db: Db, vehicleId: number, message: string): Promise<SaleResultDto> {
  const sale = await db
    .selectFrom('vehicle_sale')
    .select(['vehicle_id', 'sale_price', 'register_date', 'buyer_id'])
    .where('vehicle_id', '=', vehicleId)
    .executeTakeFirstOrThrow();
  return {
    message,
    vehicleSale: {
      vehiclesId: sale.vehicle_id,
      salePrice: sale.sale_price ?? '0.00',
      registerDate: sale.register_date.toISOString(),
      buyerId: sale.buyer_id ?? 0,
    },
  };
}

export async function acceptOffer(
  context: NegotiationContext,
  viewer: Viewer,
  input: { offerId: number; vehicleId: number },
): Promise<SaleResultDto> {
  const mailIds = await changeWithEvents(context, async (trx, events) => {
    const now = new Date();
    const vehicle = await lockVehicle(trx, input.vehicleId);
    const offer = await trx
      .selectFrom('offer')
      .select(['id', 'chain_id', 'client_id', 'author_role', 'offer_price', 'status', 'expires_at'])
      .where('id', '=', input.offerId)
      .where('vehicle_id', '=', vehicle.id)
      .executeTakeFirst();
    if (!offer) throw offerNotFound();
    // The other side's offer: staff accept a dealer's, the dealer accepts the staff's.
    if (offerSideOf(offer.author_role) === 'client') {
      requireProviderOf(viewer, vehicle.users_id);
    } else {
      requireDealer(viewer);
      if (offer.client_id !== viewer.id) throw refused(403, 'notYourChain');
    }
    requireOnSale(vehicle, now);
    const last = await lastOfferOfChain(trx, offer.chain_id);
    if (last?.id !== offer.id) throw refused(409, 'notLastOffer');
    if (!isLive(offer, now)) throw refused(409, 'expired');
    await sellVehicle(trx, events, {
      vehicleId: vehicle.id,
      ownerId: vehicle.users_id,
      buyerId: offer.client_id,
      price: offer.offer_price,
      offerId: offer.id,
      chainId: offer.chain_id,
      createdBy: viewer.id,
      now,
    });
    return queueSaleMails(trx, context.mail.publicBaseUrl, {
      vehicleId: vehicle.id,
      ownerId: vehicle.users_id,
      buyerId: offer.client_id,
      price: offer.offer_price,
      soldAt: now,
      way: offerSideOf(offer.author_role) === 'client' ? 'staffAccepted' : 'dealerAccepted',
      actorId: viewer.id,
    });
  });
  await deliverOfferMails(context.db, context.mail, mailIds);
  return saleResult(context.db, input.vehicleId, OFFER_MESSAGES.offerAccepted);
}

export async function buyNow(
  context: NegotiationContext,
  viewer: Viewer,
  input: { vehicleId: number },
): Promise<SaleResultDto> {
  requireDealer(viewer);
  const mailIds = await changeWithEvents(context, async (trx, events) => {
    const now = new Date();
    const vehicle = await lockVehicle(trx, input.vehicleId);
    requireOnSale(vehicle, now);
    if (!vehicle.price || Number(vehicle.price) <= 0) throw refused(409, 'noPrice');
    await sellVehicle(trx, events, {
      vehicleId: vehicle.id,
      ownerId: vehicle.users_id,
      buyerId: viewer.id,
      price: vehicle.price,
      offerId: null,
      chainId: null,
      createdBy: viewer.id,
      now,
    });
    return queueSaleMails(trx, context.mail.publicBaseUrl, {
      vehicleId: vehicle.id,
      ownerId: vehicle.users_id,
      buyerId: viewer.id,
      price: vehicle.price,
      soldAt: now,
      way: 'buyNow',
      actorId: viewer.id,
    });
  });
  await deliverOfferMails(context.db, context.mail, mailIds);
  return saleResult(context.db, input.vehicleId, OFFER_MESSAGES.vehiclePurchased);
}
