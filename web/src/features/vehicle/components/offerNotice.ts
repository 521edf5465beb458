// Offer texts shared by the buttons: the warning of a failed offer or purchase, and the e-mail a
// dealer whose company is not accepted yet sends its offer with.
import { COMPANY_CONTACT } from '../../../layouts/companyContact.ts';

/** The specification's warning for a failed offer or purchase. */
export const OFFER_FAILED = 'The offer could not be sent';

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
