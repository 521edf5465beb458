// POST /api/vehicle/validateOtherOffer: before accepting, is there a live dealer offer on the
// same vehicle, in another negotiation, above the offer about to be accepted?
import { OFFER_MESSAGES, offerSideOf } from '@canam/domain/offers';
import { toCents } from '@canam/domain/money';
import type { ValidateOtherOfferDto } from '@canam/domain/rest/offers';
import type { Viewer } from '../auth/viewer.ts';
import type { Db } from '../db/database.ts';
import { forbidden, notFound } from '../errors.ts';
import { viewerIsStaff } from '../auth/viewer.ts';

export async function validateOtherOffer(
  db: Db,
  viewer: Viewer,
  offerId: number,
): Promise<ValidateOtherOfferDto> {
  const offer = await db
    .selectFrom('offer')
    .select(['id', 'vehicle_id', 'chain_id', 'client_id', 'offer_price'])
    .where('id', '=', offerId)
    .executeTakeFirst();
  if (!offer) throw notFound('Offer not found');
  if (!viewerIsStaff(viewer) && offer.client_id !== viewer.id) throw forbidden();
  const others = await db
    .selectFrom('offer')
    .select(['offer_price', 'author_role'])
    .where('vehicle_id', '=', offer.vehicle_id)
    .where('chain_id', '!=', offer.chain_id)
    .where('status', '=', 1)
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
