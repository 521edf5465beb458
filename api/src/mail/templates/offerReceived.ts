// To the staff who answer offers on a vehicle: a dealer made an offer, or countered theirs.
import type { MailMessage } from '../mailer.ts';
import { composeMail } from './layout.ts';
import { formatMoney } from '@canam/domain/money';
import { dateText, vehicleLine, type MailVehicle } from './offerFacts.ts';

export interface OfferReceivedMail {
  to: string;
  firstName: string;
  /** "Nina Ortega (Empire State Motors)" */
  dealer: string;
  vehicle: MailVehicle;
  offerPrice: string;
  expiresAt: Date;
  /** The dealer answered a staff offer of the same negotiation. */
  counter: boolean;
  /** ${PUBLIC_BASE_URL}/{admin|agent}/vehicles/offers?vehicle={id} */
  link: string;
  notificationsUrl: string;
}

export function offerReceivedMail(mail: OfferReceivedMail): MailMessage {
  const what = mail.counter ? 'a counter-offer' : 'an offer';
  return composeMail({
    to: mail.to,
    subject: mail.counter
      ? `Counter-offer from ${mail.dealer} on ${mail.vehicle.title}`
      : `New offer on ${mail.vehicle.title}`,
    firstName: mail.firstName,
    paragraphs: [
      `${mail.dealer} made ${what} of ${formatMoney(mail.offerPrice)}.`,
      vehicleLine(mail.vehicle),
      `The offer expires on ${dateText(mail.expiresAt)} unless it is answered: accept it or send a counter-offer before then.`,
    ],
    action: { label: 'Answer the offer', url: mail.link },
    closing: [],
    notificationsUrl: mail.notificationsUrl,
  });
}
