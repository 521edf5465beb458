// Offers and purchases arrive with the offers release: until then the buttons say so plainly.
import { toaster } from '../../../components/toaster.tsx';
import { COMPANY_CONTACT } from '../../../layouts/companyContact.ts';

export const OFFERS_NEXT_RELEASE_TITLE = 'Offers and purchases open in the next release';
export const OFFERS_NEXT_RELEASE_TEXT = `Call your agent to buy this vehicle now: ${COMPANY_CONTACT.phone}.`;

export function showOffersNextRelease(): void {
  toaster.create({
    type: 'info',
    title: OFFERS_NEXT_RELEASE_TITLE,
    description: OFFERS_NEXT_RELEASE_TEXT,
  });
}

interface MailVehicle {
  title: string;
  vin: string;
  stockNumber: string | null | undefined;
}

/** A dealer whose company is not accepted yet makes an offer by e-mail to sales. */
export function offerMailto(vehicle: MailVehicle): string {
  const stock = vehicle.stockNumber ? `, stock ${vehicle.stockNumber}` : '';
  const subject = `Offer on ${vehicle.title} (VIN ${vehicle.vin}${stock})`;
  const body = `Hello,\n\nI would like to make an offer on the ${vehicle.title}, VIN ${vehicle.vin}${stock}.\n\nMy offer (USD): \n\nThank you.`;
  return `mailto:${COMPANY_CONTACT.email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
