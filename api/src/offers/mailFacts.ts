// What offer e-mails name: the vehicle (title, VIN, stock number), the dealer with its company,
// and the screens a recipient's links open.
import { homeRouteFor, isAdmin } from '@canam/domain/roles';
import type { RoleName } from '@canam/domain/roles';
import type { Db } from '../db/database.ts';
import { siteLink } from '../mail/links.ts';
import type { MailVehicle } from '../mail/templates/offerFacts.ts';

export async function mailVehicle(db: Db, vehicleId: number): Promise<MailVehicle> {
  const row = await db
    .selectFrom('vehicle as v')
    .innerJoin('vin_number as vin', 'vin.id', 'v.vin_number_id')
    .select(['vin.year', 'vin.make', 'vin.model', 'vin.trim', 'vin.vin_number', 'v.stock_number'])
    .where('v.id', '=', vehicleId)
    .executeTakeFirstOrThrow();
  const title = [row.year, row.make, row.model, row.trim].filter(Boolean).join(' ');
  return { title: title || row.vin_number, vin: row.vin_number, stockNumber: row.stock_number };
}

/** "Nina Ortega (Empire State Motors)", or the name alone without a company. */
export async function dealerName(db: Db, userId: number): Promise<string> {
  const row = await db
    .selectFrom('app_user as u')
    .leftJoin('company as c', 'c.id', 'u.company_id')
    .select(['u.first_name', 'u.last_name', 'c.commercial_name', 'c.company_name'])
    .where('u.id', '=', userId)
    .executeTakeFirstOrThrow();
  const name = `${row.first_name} ${row.last_name}`;
  const company = row.commercial_name || row.company_name;
  return company ? `${name} (${company})` : name;
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
