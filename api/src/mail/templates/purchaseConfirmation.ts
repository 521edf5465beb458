// To the dealer who bought a vehicle (Buy Now, or an accepted offer): what it bought, for how
// much, when, and what happens next. The toast of the purchase points to this e-mail.
import type { MailMessage } from '../mailer.ts';
import { composeMail } from './layout.ts';
import { formatMoney } from '@canam/domain/money';
import { dateText, vehicleLine, type MailVehicle } from './offerFacts.ts';

export type PurchaseWay = 'buyNow' | 'offerAccepted' | 'counterAccepted' | 'saleRecorded';

export interface PurchaseConfirmationMail {
  to: string;
  firstName: string;
  vehicle: MailVehicle;
  finalPrice: string;
  purchasedAt: Date;
  way: PurchaseWay;
  /** ${PUBLIC_BASE_URL}/{dealer list}?tab=purchases */
  link: string;
  notificationsUrl: string;
}

const HOW: Record<PurchaseWay, string> = {
  buyNow: 'You bought this vehicle with Buy Now.',
  offerAccepted: 'We accepted your offer: the vehicle is yours.',
  counterAccepted: 'You accepted our counter-offer: the vehicle is yours.',
  saleRecorded: 'We recorded your purchase of this vehicle: the vehicle is yours.',
};

export function purchaseConfirmationMail(mail: PurchaseConfirmationMail): MailMessage {
  return composeMail({
    to: mail.to,
    subject: `Vehicle purchased: ${mail.vehicle.title}`,
    firstName: mail.firstName,
    paragraphs: [
      HOW[mail.way],
      vehicleLine(mail.vehicle),
      `Final price: ${formatMoney(mail.finalPrice)}`,
      `Purchase date: ${dateText(mail.purchasedAt)}`,
      'Next steps: your agent contacts you to arrange payment, the export documents and the delivery or pick-up of the vehicle. The vehicle is reserved for you and no longer on sale.',
    ],
    action: { label: 'See your purchases', url: mail.link },
    closing: ['Keep this e-mail as the record of your purchase.'],
    notificationsUrl: mail.notificationsUrl,
  });
}
