// POST /api/vehicle/validateOtherOffer: before accepting, is there a live dealer offer on the
// same vehicle, in another negotiation, above the offer about to be accepted? Asked by the
// dealer of the offer's chain, or by staff who negotiate on the vehicle (admins, its agent).
import { OFFER_MESSAGES, offerSideOf } from '@canam/domain/offers';
import { toCents } from '@canam/domain/money';
import type { ValidateOtherOfferDto } from '@canam/domain/rest/offers';
import type { Viewer } from '../auth/viewer.ts';
import type { Db } from '../db/database.ts';
import { offerNotFound } from '../errors.ts';
import { refused } from './refused.ts';
import { negotiatesOn } from '@canam/domain/permissions';
import { OFFER_STATUS } from '@canam/domain/statuses';

export async function validateOtherOffer(
  db: Db,
  viewer: Viewer,
  offerId: number,
): Promise<ValidateOtherOfferDto> {
  const offer = await db
    .selectFrom('offer')
    .innerJoin('vehicle', 'vehicle.id', 'offer.vehicle_id')
    .select([
      'offer.id',
      'offer.vehicle_id',
      'offer.chain_id',
      'offer.client_id',
      'offer.offer_price',
      'vehicle.users_id',
    ])
    .where('offer.id', '=', offerId)
    .executeTakeFirst();
  if (!offer) throw offerNotFound();
  const ownChain = offer.client_id === viewer.id;
  if (!ownChain && !negotiatesOn(viewer.roles, viewer.id, offer.users_id)) {
    throw refused(403, 'notYourVehicle');
  }
  const others = await db
    .selectFrom('offer')
    .select(['offer_price', 'author_role'])
    .where('vehicle_id', '=', offer.vehicle_id)
    .where('chain_id', '!=', offer.chain_id)
    .where('status', '=', OFFER_STATUS.ACTIVE)
    .where('expires_at', '>', new Date())
    .execute();
  const threshold = toCents(offer.offer_price);
  const higherOffer = others.some(
    (other) =>
      offerSideOf(other.author_role) === 'client' && toCents(other.offer_price) > threshold,
  );
  return {
    higherOffer,
    message: higherOffer ? OFFER_MESSAGES.higherOffer : OFFER_MESSAGES.noHigherBid,
  };
}
