// To the staff who own a vehicle: it was sold, by an accepted offer, by Buy Now or recorded by
// staff (a sale made outside the site).
import type { MailMessage } from '../mailer.ts';
import { composeMail } from './layout.ts';
import { formatMoney } from '@canam/domain/money';
import { dateText, vehicleLine, type MailVehicle } from './offerFacts.ts';

export interface VehicleSoldMail {
  to: string;
  firstName: string;
  /** "Nina Ortega (Empire State Motors)" */
  buyer: string;
  vehicle: MailVehicle;
  finalPrice: string;
  soldAt: Date;
  /** 'buyNow', or who accepted which offer. */
  way: 'buyNow' | 'dealerAccepted' | 'staffAccepted' | 'staffRecorded';
  /** ${PUBLIC_BASE_URL}/{admin|agent}/vehicles/offers?vehicle={id} */
  link: string;
  notificationsUrl: string;
}

export function vehicleSoldMail(mail: VehicleSoldMail): MailMessage {
  const how = {
    buyNow: `${mail.buyer} bought it with Buy Now.`,
    dealerAccepted: `${mail.buyer} accepted the counter-offer.`,
    staffAccepted: `The offer of ${mail.buyer} was accepted.`,
    staffRecorded: `The sale to ${mail.buyer} was recorded in the back office.`,
  }[mail.way];
  return composeMail({
    to: mail.to,
    subject: `Vehicle sold: ${mail.vehicle.title}`,
    firstName: mail.firstName,
    paragraphs: [
      how,
      vehicleLine(mail.vehicle),
      `Final price: ${formatMoney(mail.finalPrice)}`,
      `Sale date: ${dateText(mail.soldAt)}`,
      'Every other open offer on the vehicle was closed.',
    ],
    action: { label: 'See the offers on this vehicle', url: mail.link },
    closing: [],
    notificationsUrl: mail.notificationsUrl,
  });
}
