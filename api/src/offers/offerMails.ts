// The e-mail of a new offer, queued in its transaction: a dealer's offer or counter goes to the
// staff who answer offers on the vehicle; a staff counter-offer goes to the dealer of the chain.
import type { OfferSide } from '@canam/domain/offers';
import type { Db } from '../db/database.ts';
import { counterOfferMail } from '../mail/templates/counterOffer.ts';
import { offerReceivedMail } from '../mail/templates/offerReceived.ts';
import { dealerTabLink, mailVehicle, mailVehicleWithDealer, staffOffersLink } from './mailFacts.ts';
import { mailRecipients, staffSideOf } from './mailRecipients.ts';
import { queueForEach } from './offerMailQueue.ts';

export interface NewOffer {
  vehicleId: number;
  ownerId: number | null;
  clientId: number;
  offerPrice: string;
  expiresAt: Date;
  side: OfferSide;
  /** The offer answers the other side's last offer. */
  countered: boolean;
}

export async function queueOfferMails(
  db: Db,
  publicBaseUrl: string,
  offer: NewOffer,
): Promise<number[]> {
  const recipients = await mailRecipients(
    db,
    offer.side === 'provider' ? [offer.clientId] : await staffSideOf(db, offer.ownerId),
  );
  if (!recipients.length) return [];
  if (offer.side === 'provider') {
    const vehicle = await mailVehicle(db, offer.vehicleId);
    return queueForEach(db, publicBaseUrl, recipients, (dealer, addressee) =>
      counterOfferMail({
        ...addressee,
        vehicle,
        offerPrice: offer.offerPrice,
        expiresAt: offer.expiresAt,
        link: dealerTabLink(publicBaseUrl, dealer.roles, 'active-offers', offer.vehicleId),
      }),
    );
  }
  const { vehicle, dealer } = await mailVehicleWithDealer(db, offer.vehicleId, offer.clientId);
  return queueForEach(db, publicBaseUrl, recipients, (staff, addressee) =>
    offerReceivedMail({
      ...addressee,
      dealer,
      vehicle,
      offerPrice: offer.offerPrice,
      expiresAt: offer.expiresAt,
      counter: offer.countered,
      link: staffOffersLink(publicBaseUrl, staff.roles, offer.vehicleId),
    }),
  );
}
