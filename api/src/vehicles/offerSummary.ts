// The offer facts a card shows, per vehicle. Staff see every chain of the vehicles they negotiate
// on (admins all, an agent its own); anyone else only its own chain (other dealers' bids stay
// private); a guest none. One query for the whole page. A dealer's own offer comes with the state
// of its negotiation, so the card tells a live offer (Active Offers) from an expired one.
import { offerIsLive } from '@canam/domain/offers';
import type { ClientOfferDto, OfferSnapshotDto } from '@canam/domain/rest/vehicle';
import { isDealerRole } from '@canam/domain/roles';
import { OFFER_STATUS } from '@canam/domain/statuses';
import { toCents } from '@canam/domain/money';
import type { Db } from '../db/database.ts';
import type { Audience } from './audience.ts';

export interface OfferSummary {
  highestOffer: OfferSnapshotDto | null;
  lastOffer: OfferSnapshotDto | null;
  lastOfferUser: OfferSnapshotDto | null;
  lastOfferAdmin: OfferSnapshotDto | null;
  offerClient: ClientOfferDto | null;
}

export const NO_OFFERS: OfferSummary = {
  highestOffer: null,
  lastOffer: null,
  lastOfferUser: null,
  lastOfferAdmin: null,
  offerClient: null,
};

const snapshot = (offer: { offer_price: string; created_at: Date }): OfferSnapshotDto => ({
  offerPrice: offer.offer_price,
  registerDate: offer.created_at.toISOString(),
});

export async function loadOfferSummaries(
  db: Db,
  vehicleIds: number[],
  audience: Audience,
  now: Date = new Date(),
): Promise<Map<number, OfferSummary>> {
  const summaries = new Map<number, OfferSummary>();
  const viewer = audience.viewer;
  if (!vehicleIds.length || !viewer) return summaries;
  let query = db
    .selectFrom('offer')
    .select([
      'vehicle_id',
      'chain_id',
      'client_id',
      'author_role',
      'offer_price',
      'status',
      'created_at',
      'expires_at',
    ])
    .where('vehicle_id', 'in', vehicleIds)
    .where('status', '!=', OFFER_STATUS.CLOSED)
    .orderBy('created_at')
    .orderBy('id');
  if (audience.negotiates === 'own') {
    query = query.where('vehicle_id', 'in', (eb) =>
      eb.selectFrom('vehicle').select('id').where('users_id', '=', viewer.id),
    );
  } else if (audience.negotiates === 'none') query = query.where('client_id', '=', viewer.id);
  for (const offer of await query.execute()) {
    const summary = summaries.get(offer.vehicle_id) ?? { ...NO_OFFERS };
    const fromDealer = isDealerRole(offer.author_role);
    summary.lastOffer = snapshot(offer);
    if (fromDealer) {
      summary.lastOfferUser = snapshot(offer);
      if (
        !summary.highestOffer ||
        toCents(offer.offer_price) > toCents(summary.highestOffer.offerPrice)
      ) {
        summary.highestOffer = snapshot(offer);
      }
    } else {
      summary.lastOfferAdmin = snapshot(offer);
    }
    if (offer.client_id === viewer.id) {
      // Offers come oldest first: the last one of the viewer's chain, from either side, decides
      // whether its negotiation is live; the price shown is the viewer's own latest.
      const status = offerIsLive(offer.status, offer.expires_at, now)
        ? OFFER_STATUS.ACTIVE
        : OFFER_STATUS.EXPIRED;
      const expirationTime = offer.expires_at.toISOString();
      summary.offerClient = fromDealer
        ? { offerPrice: offer.offer_price, mainOffer: offer.chain_id, status, expirationTime }
        : summary.offerClient && { ...summary.offerClient, status, expirationTime };
    }
    summaries.set(offer.vehicle_id, summary);
  }
  return summaries;
}
