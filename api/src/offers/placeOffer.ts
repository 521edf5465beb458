// Making an offer: a dealer on its own chain (a first offer, a counter to the staff's last
// offer, or a new offer once the negotiation expired: the chain opens again), or staff countering
// the dealer's last offer. Sides take turns; each offer lives 18 h from its own creation by the
// server's clock. The other side is notified and e-mailed.
import { offerExpiresAt, offerSideOf } from '@canam/domain/offers';
import type { OfferSide } from '@canam/domain/offers';
import type { OfferDto } from '@canam/domain/rest/offers';
import type { Viewer } from '../auth/viewer.ts';
import { viewerIsStaff } from '../auth/viewer.ts';
import { changeWithEvents } from '../events/transact.ts';
import type { NegotiationContext } from './negotiationContext.ts';
import { deliverOfferMails } from './offerMailQueue.ts';
import { queueOfferMails } from './offerMails.ts';
import { chainWithLastOffer, isLive, openChain, type LastOffer } from './chains.ts';
import { lockVehicle } from './lockVehicle.ts';
import { notify } from './notify.ts';
import { insertOffer, offerDto } from './offerDto.ts';
import { requireDealer, requireOnSale, requireProviderOf } from './offerRules.ts';
import { refused } from './refused.ts';

export interface PlaceOfferInput {
  vehicleId: number;
  clientId: number;
  /** Decimal string with at most two decimals, greater than zero. */
  offerPrice: string;
}

/**
 * side 'client': POST /api/vehicle/offer, dealers only (admins never make offers).
 * side 'provider': POST /api/vehicle/counterOffer, admins and the owning agent.
 */
export async function placeOffer(
  context: NegotiationContext,
  viewer: Viewer,
  input: PlaceOfferInput,
  side: OfferSide,
): Promise<OfferDto> {
  if (side === 'provider' && !viewerIsStaff(viewer)) throw refused(403, 'notYourVehicle');
  if (side === 'client') {
    requireDealer(viewer);
    if (input.clientId !== viewer.id) throw refused(403, 'notYourChain');
  }
  const { offer, mailIds } = await changeWithEvents(context, async (trx, events) => {
    const now = new Date();
    const vehicle = await lockVehicle(trx, input.vehicleId);
    requireOnSale(vehicle, now);
    let chainId: number;
    // The chain's last offer before this one (read once: the vehicle is locked for the step).
    let previous: LastOffer | undefined;
    if (side === 'client') {
      const existing = await chainWithLastOffer(trx, vehicle.id, viewer.id);
      const last = existing?.last;
      if (last && isLive(last, now) && offerSideOf(last.author_role) === 'client') {
        throw refused(409, 'sameSide');
      }
      chainId = await openChain(trx, vehicle.id, viewer.id, existing);
      previous = last;
    } else {
      requireProviderOf(viewer, vehicle.users_id);
      const chain = await chainWithLastOffer(trx, vehicle.id, input.clientId);
      const last = chain?.last;
      if (!chain || !last || offerSideOf(last.author_role) !== 'client') {
        throw refused(409, 'notLastOffer');
      }
      if (!isLive(last, now)) throw refused(409, 'expired');
      chainId = chain.id;
      previous = last;
    }
    const expiresAt = offerExpiresAt(now);
    const created = await insertOffer(trx, {
      chain_id: chainId,
      vehicle_id: vehicle.id,
      client_id: input.clientId,
      author_id: viewer.id,
      author_role:
        side === 'client' ? (viewer.roles[0] ?? 'ROLE_BUYER') : (viewer.roles[0] ?? 'ROLE_ADMIN'),
      offer_price: input.offerPrice,
      created_at: now,
      updated_at: now,
      expires_at: expiresAt,
    });
    // A counter answers the other side's live offer; an offer after the negotiation expired
    // starts it again as a new offer (offer.made, a new-offer mail), not as a counter.
    const countered =
      previous !== undefined && isLive(previous, now) && offerSideOf(previous.author_role) !== side;
    events.push({
      type: countered ? 'offer.countered' : 'offer.made',
      vehicleId: vehicle.id,
      userId: input.clientId,
      payload: { offerId: created.id, chainId },
    });
    await notify(trx, events, {
      recipientId: side === 'client' ? vehicle.users_id : input.clientId,
      // Staff's answer is always a counter-offer; a dealer's is one when it answers staff.
      kind: side === 'client' && !countered ? 'offer' : 'counter',
      vehicleId: vehicle.id,
      offerId: created.id,
      buyerId: input.clientId,
      offerPrice: input.offerPrice,
    });
    const mailIds = await queueOfferMails(trx, context.mail.publicBaseUrl, {
      vehicleId: vehicle.id,
      ownerId: vehicle.users_id,
      clientId: input.clientId,
      offerPrice: input.offerPrice,
      expiresAt,
      side,
      countered,
    });
    return { offer: created, mailIds };
  });
  await deliverOfferMails(context.db, context.mail, mailIds);
  return offerDto(offer);
}
