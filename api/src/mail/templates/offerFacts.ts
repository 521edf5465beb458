// What every offer e-mail states the same way: the vehicle, and dates in the specification's
// format with the server's time zone (a mail is read far from the server's clock).
import { formatDate } from '@canam/domain/dates';

export interface MailVehicle {
  /** "2019 Honda Civic EX" (year, make, model, trim that are known). */
  title: string;
  vin: string;
  stockNumber: string | null;
}

export function vehicleLine(vehicle: MailVehicle): string {
  const stock = vehicle.stockNumber ? `, stock number ${vehicle.stockNumber}` : '';
  return `Vehicle: ${vehicle.title} (VIN ${vehicle.vin}${stock})`;
}

// Made once: building a formatter costs far more than using it, and every offer mail needs one.
const zoneFormat = new Intl.DateTimeFormat('en-US', { timeZoneName: 'short' });

/** 'Nov 24th 26, 09:35:36 PM UTC': the date format of the specification and the zone it is in. */
export function dateText(date: Date): string {
  const zone = zoneFormat.formatToParts(date).find((part) => part.type === 'timeZoneName')?.value;
  return zone ? `${formatDate(date)} ${zone}` : formatDate(date);
}
