// To the staff who answer offers on a vehicle: a dealer's offer expired before anyone answered it.
import type { MailMessage } from '../mailer.ts';
import { composeMail } from './layout.ts';
import { formatMoney } from '@canam/domain/money';
import { vehicleLine, type MailVehicle } from './offerFacts.ts';

export interface OfferUnansweredMail {
  to: string;
  firstName: string;
  dealer: string;
  vehicle: MailVehicle;
  offerPrice: string;
  /** ${PUBLIC_BASE_URL}/{admin|agent}/vehicles/offers?vehicle={id} */
  link: string;
  notificationsUrl: string;
}

export function offerUnansweredMail(mail: OfferUnansweredMail): MailMessage {
  return composeMail({
    to: mail.to,
    subject: `Offer on ${mail.vehicle.title} expired unanswered`,
    firstName: mail.firstName,
    paragraphs: [
      `The offer of ${formatMoney(mail.offerPrice)} from ${mail.dealer} expired before it was answered.`,
      vehicleLine(mail.vehicle),
    ],
    action: { label: 'See the offers on this vehicle', url: mail.link },
    closing: [],
    notificationsUrl: mail.notificationsUrl,
  });
}
