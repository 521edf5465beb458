// The e-mails of a sale, queued in its transaction: the buyer's purchase confirmation (vehicle,
// final price, date, next steps) and "Vehicle sold" to the staff who own the vehicle, except the
// staff member who accepted the offer itself.
import type { Db } from '../db/database.ts';
import { purchaseConfirmationMail } from '../mail/templates/purchaseConfirmation.ts';
import type { PurchaseWay } from '../mail/templates/purchaseConfirmation.ts';
import { vehicleSoldMail } from '../mail/templates/vehicleSold.ts';
import { dealerTabLink, staffOffersLink } from './mailFacts.ts';
import { mailRecipients, staffSideOf } from './mailRecipients.ts';
import { queueForBothSides } from './offerMailQueue.ts';

/** staffRecorded: staff entered a sale made outside the site (POST /api/vehicle/sell). */
export type SaleWay = 'buyNow' | 'staffAccepted' | 'dealerAccepted' | 'staffRecorded';

export interface SaleMailInput {
  vehicleId: number;
  ownerId: number | null;
  buyerId: number;
  price: string;
  soldAt: Date;
  way: SaleWay;
  /** Who made the sale happen (the accepting staff member, or the buyer). */
  actorId: number;
}

const PURCHASE_WAY: Record<SaleWay, PurchaseWay> = {
  buyNow: 'buyNow',
  staffAccepted: 'offerAccepted',
  dealerAccepted: 'counterAccepted',
  staffRecorded: 'saleRecorded',
};

export async function queueSaleMails(
  db: Db,
  publicBaseUrl: string,
  sale: SaleMailInput,
): Promise<number[]> {
  const buyers = await mailRecipients(db, [sale.buyerId]);
  const staffIds = (await staffSideOf(db, sale.ownerId)).filter((id) => id !== sale.actorId);
  const staff = await mailRecipients(db, staffIds);
  const sides = { vehicleId: sale.vehicleId, dealerId: sale.buyerId, dealers: buyers, staff };
  return queueForBothSides(db, publicBaseUrl, sides, {
    dealer: (buyer, addressee, vehicle) =>
      purchaseConfirmationMail({
        ...addressee,
        vehicle,
        finalPrice: sale.price,
        purchasedAt: sale.soldAt,
        way: PURCHASE_WAY[sale.way],
        link: dealerTabLink(publicBaseUrl, buyer.roles, 'purchases'),
      }),
    staff: (member, addressee, { vehicle, dealer }) =>
      vehicleSoldMail({
        ...addressee,
        buyer: dealer,
        vehicle,
        finalPrice: sale.price,
        soldAt: sale.soldAt,
        way: sale.way,
        link: staffOffersLink(publicBaseUrl, member.roles, sale.vehicleId),
      }),
  });
}
