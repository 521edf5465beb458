// The e-mails of an expired offer, queued in the expiry job's transaction, only when the offer
// ended its negotiation (the last offer of an open chain; an offer already answered expires
// silently). The dealer always hears of it; the staff who own the vehicle too when it was the
// dealer's offer that nobody answered.
import { offerSideOf } from '@canam/domain/offers';
import type { Db } from '../db/database.ts';
import { offerExpiredMail } from '../mail/templates/offerExpired.ts';
import { offerUnansweredMail } from '../mail/templates/offerUnanswered.ts';
import { dealerTabLink, staffOffersLink } from './mailFacts.ts';
import { mailRecipients, staffSideOf } from './mailRecipients.ts';
import { queueForBothSides } from './offerMailQueue.ts';

export interface ExpiredOffer {
  id: number;
  chain_id: number;
  vehicle_id: number;
  client_id: number;
  author_role: string;
  offer_price: string;
}

/** The expired offer was the last of a negotiation still open: the negotiation ended with it. */
export async function endedNegotiation(
  db: Db,
  offer: Pick<ExpiredOffer, 'id' | 'chain_id'>,
): Promise<boolean> {
  const last = await db
    .selectFrom('offer as o')
    .innerJoin('offer_chain as oc', 'oc.id', 'o.chain_id')
    .select(['o.id', 'oc.state'])
    .where('o.chain_id', '=', offer.chain_id)
    .orderBy('o.created_at', 'desc')
    .orderBy('o.id', 'desc')
    .executeTakeFirst();
  return last?.id === offer.id && last.state === 'open';
}

export async function queueExpiryMails(
  db: Db,
  publicBaseUrl: string,
  offer: ExpiredOffer,
): Promise<number[]> {
  if (!(await endedNegotiation(db, offer))) return [];
  const ownOffer = offerSideOf(offer.author_role) === 'client';
  const owner = await db
    .selectFrom('vehicle')
    .select('users_id')
    .where('id', '=', offer.vehicle_id)
    .executeTakeFirstOrThrow();
  const dealers = await mailRecipients(db, [offer.client_id]);
  const staff = ownOffer ? await mailRecipients(db, await staffSideOf(db, owner.users_id)) : [];
  const sides = { vehicleId: offer.vehicle_id, dealerId: offer.client_id, dealers, staff };
  return queueForBothSides(db, publicBaseUrl, sides, {
    dealer: (dealer, addressee, vehicle) =>
      offerExpiredMail({
        ...addressee,
        vehicle,
        offerPrice: offer.offer_price,
        ownOffer,
        link: dealerTabLink(publicBaseUrl, dealer.roles, 'expired-offers', offer.vehicle_id),
      }),
    staff: (member, addressee, facts) =>
      offerUnansweredMail({
        ...addressee,
        ...facts,
        offerPrice: offer.offer_price,
        link: staffOffersLink(publicBaseUrl, member.roles, offer.vehicle_id),
      }),
  });
}
