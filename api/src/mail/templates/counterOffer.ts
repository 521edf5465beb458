// To the dealer of a negotiation: staff answered its offer with a counter-offer.
import type { MailMessage } from '../mailer.ts';
import { composeMail } from './layout.ts';
import { formatMoney } from '@canam/domain/money';
import { dateText, vehicleLine, type MailVehicle } from './offerFacts.ts';

export interface CounterOfferMail {
  to: string;
  firstName: string;
  vehicle: MailVehicle;
  offerPrice: string;
  expiresAt: Date;
  /** ${PUBLIC_BASE_URL}/{dealer list}?tab=active-offers */
  link: string;
  notificationsUrl: string;
}

export function counterOfferMail(mail: CounterOfferMail): MailMessage {
  return composeMail({
    to: mail.to,
    subject: `Counter-offer on ${mail.vehicle.title}`,
    firstName: mail.firstName,
    paragraphs: [
      `We answered your offer with a counter-offer of ${formatMoney(mail.offerPrice)}.`,
      vehicleLine(mail.vehicle),
      `It expires on ${dateText(mail.expiresAt)}: accept it or send a counter-offer before then.`,
    ],
    action: { label: 'See your active offers', url: mail.link },
    closing: [],
    notificationsUrl: mail.notificationsUrl,
  });
}
