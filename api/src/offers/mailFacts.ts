// What offer e-mails name: the vehicle (title, VIN, stock number), the dealer with its company,
// and the screens a recipient's links open.
import { homeRouteFor, isAdmin } from '@canam/domain/roles';
import type { RoleName } from '@canam/domain/roles';
import type { Db } from '../db/database.ts';
import { siteLink } from '../mail/links.ts';
import type { MailVehicle } from '../mail/templates/offerFacts.ts';

const VEHICLE_COLUMNS = [
  'vin.year',
  'vin.make',
  'vin.model',
  'vin.trim',
  'vin.vin_number',
  'v.stock_number',
] as const;
const DEALER_COLUMNS = [
  'u.first_name',
  'u.last_name',
  'c.commercial_name',
  'c.company_name',
] as const;

interface VehicleRow {
  year: number | null;
  make: string | null;
  model: string | null;
  trim: string | null;
  vin_number: string;
  stock_number: string | null;
}

interface DealerRow {
  first_name: string;
  last_name: string;
  commercial_name: string | null;
  company_name: string | null;
}

function vehicleFacts(row: VehicleRow): MailVehicle {
  const title = [row.year, row.make, row.model, row.trim].filter(Boolean).join(' ');
  return { title: title || row.vin_number, vin: row.vin_number, stockNumber: row.stock_number };
}

/** "Nina Ortega (Empire State Motors)", or the name alone without a company. */
function dealerLabel(row: DealerRow): string {
  const name = `${row.first_name} ${row.last_name}`;
  const company = row.commercial_name || row.company_name;
  return company ? `${name} (${company})` : name;
}

export async function mailVehicle(db: Db, vehicleId: number): Promise<MailVehicle> {
  const row = await db
    .selectFrom('vehicle as v')
    .innerJoin('vin_number as vin', 'vin.id', 'v.vin_number_id')
    .select(VEHICLE_COLUMNS)
    .where('v.id', '=', vehicleId)
    .executeTakeFirstOrThrow();
  return vehicleFacts(row);
}

/** The vehicle and the dealer's name in one statement (both mails of a dealer's step name them). */
export async function mailVehicleWithDealer(
  db: Db,
  vehicleId: number,
  dealerId: number,
): Promise<{ vehicle: MailVehicle; dealer: string }> {
  const row = await db
    .selectFrom('vehicle as v')
    .innerJoin('vin_number as vin', 'vin.id', 'v.vin_number_id')
    .innerJoin('app_user as u', (join) => join.on('u.id', '=', dealerId))
    .leftJoin('company as c', 'c.id', 'u.company_id')
    .select([...VEHICLE_COLUMNS, ...DEALER_COLUMNS])
    .where('v.id', '=', vehicleId)
    .executeTakeFirstOrThrow();
  return { vehicle: vehicleFacts(row), dealer: dealerLabel(row) };
}

export type DealerTab = 'active-offers' | 'expired-offers' | 'purchases';

/**
 * `?offers=` opens the web's offers side panel of a vehicle, named by its Relay global id
 * (gateway/src/relay/ids.ts: base64 of "Vehicle:{id}").
 */
const offersPanel = (vehicleId: number) =>
  `offers=${encodeURIComponent(Buffer.from(`Vehicle:${vehicleId}`, 'utf8').toString('base64'))}`;

/** A tab of the dealer's own vehicle list (buyer and client list tabs), with the offers panel. */
export function dealerTabLink(
  base: string,
  roles: readonly RoleName[],
  tab: DealerTab,
  vehicleId?: number,
): string {
  const panel = vehicleId === undefined ? '' : `&${offersPanel(vehicleId)}`;
  return siteLink(base, `${homeRouteFor(roles)}?tab=${tab}${panel}`);
}

/** The staff offers screen of the recipient with the vehicle's offers panel open. */
export const staffOffersLink = (base: string, roles: readonly RoleName[], vehicleId: number) =>
  siteLink(
    base,
    `/${isAdmin(roles) ? 'admin' : 'agent'}/vehicles/offers?${offersPanel(vehicleId)}`,
  );
