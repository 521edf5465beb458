// The catalogue filters of the specification (section 3) as SQL conditions over
// vehicle v, vin_number n, vehicle_cost_detail c and vehicle_sale s.
import type { ExpressionBuilder, Expression, SqlBool } from 'kysely';
import { sql } from 'kysely';
import { STAFF_DEFAULT_STATUS } from '@canam/domain/statuses';
import type { VehicleQuery } from '@canam/domain/rest/vehicle';
import type { DB } from '../db/schema.ts';
import type { Audience } from './audience.ts';

export type CatalogueTables = DB & {
  v: DB['vehicle'];
  n: DB['vin_number'];
  c: DB['vehicle_cost_detail'];
  s: DB['vehicle_sale'];
};
type Eb = ExpressionBuilder<CatalogueTables, 'v' | 'n' | 'c' | 's'>;

/** '%text%' for (I)LIKE, with LIKE's own characters (\, %, _) taken literally. */
export const likePattern = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const lowerAll = (values: string[]) => values.map((value) => value.toLowerCase());

/** Statuses to show: those asked for, else staff's default list, always within the allowed. */
export function statusesFor(audience: Audience, query: VehicleQuery): string[] {
  const lookup = query.vehicleId.length > 0 || query.vinNumber !== undefined;
  let wanted: readonly string[];
  if (audience.staff && query.fullInventory) wanted = audience.statuses;
  else if (query.status.length) wanted = query.status;
  else if (audience.staff && !lookup) wanted = [STAFF_DEFAULT_STATUS];
  else wanted = audience.statuses;
  return wanted.filter((status) => (audience.statuses as readonly string[]).includes(status));
}

export function catalogueConditions(
  eb: Eb,
  audience: Audience,
  query: VehicleQuery,
  now: Date,
): Expression<SqlBool> {
  const all: Expression<SqlBool>[] = [];
  const statuses = statusesFor(audience, query);
  if (!statuses.length) return sql<SqlBool>`false`;
  all.push(eb('v.status', 'in', statuses as never[]));

  if (!query.published && !query.noPublished) return sql<SqlBool>`false`;
  if (!query.published) all.push(eb('v.release_date', '>', now));
  if (!query.noPublished) {
    all.push(eb.or([eb('v.release_date', 'is', null), eb('v.release_date', '<=', now)]));
  }

  if (query.vehicleId.length) all.push(eb('v.id', 'in', query.vehicleId));
  if (query.vinNumber) {
    const vin = query.vinNumber.toUpperCase();
    all.push(
      eb.or([
        eb(eb.fn('upper', ['n.vin_number']), '=', vin),
        eb(eb.fn('upper', ['v.stock_number']), '=', vin),
      ]),
    );
  }
  if (query.search) {
    const pattern = likePattern(query.search);
    all.push(
      eb.or([
        eb('v.stock_number', 'ilike', pattern),
        eb('n.vin_number', 'ilike', pattern),
        eb('n.make', 'ilike', pattern),
        eb('n.model', 'ilike', pattern),
      ]),
    );
  }
  if (query.location) all.push(eb('v.location', 'ilike', likePattern(query.location)));
  if (query.make.length) all.push(eb(eb.fn('lower', ['n.make']), 'in', lowerAll(query.make)));
  if (query.model.length) all.push(eb(eb.fn('lower', ['n.model']), 'in', lowerAll(query.model)));
  if (query.trim) all.push(eb(eb.fn('lower', ['n.trim']), '=', query.trim.toLowerCase()));
  if (query.transmissionType) {
    all.push(
      eb(eb.fn('lower', ['n.transmission_type']), '=', query.transmissionType.toLowerCase()),
    );
  }
  if (query.year1 !== undefined) all.push(eb('n.year', '>=', query.year1));
  if (query.year2 !== undefined) all.push(eb('n.year', '<=', query.year2));
  if (query.mile1 !== undefined) all.push(eb('v.miles', '>=', query.mile1));
  if (query.mile2 !== undefined) all.push(eb('v.miles', '<=', query.mile2));
  if (query.releaseDate1) all.push(eb('v.release_date', '>=', query.releaseDate1));
  if (query.releaseDate2) all.push(eb('v.release_date', '<=', query.releaseDate2));
  // Price filters only where prices are visible: otherwise they would reveal prices.
  if (audience.prices) {
    if (query.price1 !== undefined) all.push(eb('c.price', '>=', String(query.price1)));
    if (query.price2 !== undefined) all.push(eb('c.price', '<=', String(query.price2)));
  }
  if (audience.staff) {
    if (query.agent !== undefined) all.push(eb('v.users_id', '=', query.agent));
    if (query.saleDateFrom) all.push(eb('s.register_date', '>=', query.saleDateFrom));
    if (query.saleDateTo) all.push(eb('s.register_date', '<=', query.saleDateTo));
    if (query.needPricing) all.push(eb.or([eb('c.price', 'is', null), eb('c.price', '=', '0')]));
    // The dealer filter reveals who negotiates: only over chains the viewer may see.
    if (query.client && audience.negotiates !== 'none') {
      const pattern = likePattern(query.client);
      if (audience.negotiates === 'own') all.push(eb('v.users_id', '=', audience.viewer!.id));
      all.push(
        eb.exists(
          eb
            .selectFrom('offer_chain as oc')
            .innerJoin('app_user as cu', 'cu.id', 'oc.client_id')
            .select('oc.id')
            .whereRef('oc.vehicle_id', '=', 'v.id')
            .where((w) =>
              w.or([
                w(sql`cu.first_name || ' ' || cu.last_name`, 'ilike', pattern),
                w('cu.email', 'ilike', pattern),
              ]),
            ),
        ),
      );
    }
  }
  return eb.and(all);
}
