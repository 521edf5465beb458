// To the dealer of a negotiation whose last offer expired: its own offer went unanswered, or it
// did not answer the staff's counter-offer in time.
import type { MailMessage } from '../mailer.ts';
import { composeMail } from './layout.ts';
import { formatMoney } from '@canam/domain/money';
import { vehicleLine, type MailVehicle } from './offerFacts.ts';

export interface OfferExpiredMail {
  to: string;
  firstName: string;
  vehicle: MailVehicle;
  offerPrice: string;
  /** The expired offer was the dealer's own (otherwise the staff's counter-offer). */
  ownOffer: boolean;
  /** ${PUBLIC_BASE_URL}/{dealer list}?tab=expired-offers */
  link: string;
  notificationsUrl: string;
}

export function offerExpiredMail(mail: OfferExpiredMail): MailMessage {
  return composeMail({
    to: mail.to,
    subject: mail.ownOffer
      ? `Your offer on ${mail.vehicle.title} expired`
      : `The counter-offer on ${mail.vehicle.title} expired`,
    firstName: mail.firstName,
    paragraphs: [
      mail.ownOffer
        ? `Your offer of ${formatMoney(mail.offerPrice)} expired before it was answered.`
        : `Our counter-offer of ${formatMoney(mail.offerPrice)} expired before you answered it.`,
      vehicleLine(mail.vehicle),
      'While the vehicle is on sale you can make a new offer.',
    ],
    action: { label: 'See your expired offers', url: mail.link },
    closing: [],
    notificationsUrl: mail.notificationsUrl,
  });
}
