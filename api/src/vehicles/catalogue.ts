// A page of the catalogue for an audience: the page query (and a count unless the page is the
// last one), then the photos, condition reports and offers of the page's vehicles in one query
// each (never per vehicle).
import { sql, type ExpressionBuilder } from 'kysely';
import type { Paged } from '@canam/domain/rest/paged';
import type { VehicleDto, VehicleQuery } from '@canam/domain/rest/vehicle';
import type { Db } from '../db/database.ts';
import type { DB } from '../db/schema.ts';
import type { Audience } from './audience.ts';
import { catalogueConditions } from './filterConditions.ts';
import { loadOfferSummaries } from './offerSummary.ts';
import { loadRelated } from './related.ts';
import { toVehicleDto } from './toDto.ts';

function joined(db: Db) {
  return db
    .selectFrom('vehicle as v')
    .innerJoin('vin_number as n', 'n.id', 'v.vin_number_id')
    .leftJoin('vehicle_cost_detail as c', 'c.vehicle_id', 'v.id')
    .leftJoin('vehicle_sale as s', 's.vehicle_id', 'v.id');
}

/**
 * The vehicle's owning agent (`agent`): its names, for the rows and for the back-office table's
 * search and sort, as a lateral subquery (fenced: see vehicleRows).
 */
export function agentOf(eb: ExpressionBuilder<DB & { v: DB['vehicle'] }, 'v'>) {
  return eb
    .selectFrom('app_user')
    .select(['first_name', 'last_name', 'nickname'])
    .whereRef('app_user.id', '=', 'v.users_id')
    .offset(0)
    .as('agent');
}

/**
 * Every vehicle with all a VehicleDto is made of (toDto.ts): its columns, VIN data, costs, sale,
 * export location, owning agent (`agent`) and buyer. Unfiltered and unordered: the catalogue and
 * the back-office table (vehicleTable.ts) add their own conditions and order.
 *
 * The export location, agent and buyer are looked up by id in lateral subqueries fenced with
 * OFFSET 0, not joined: as seven joined tables the planner weighed their join orders on every
 * call: 3.5 of the 7 ms the query took for a page of 30 on PGlite. Fenced, it plans them apart
 * (0.7 ms).
 */
export function vehicleRows(db: Db) {
  return (
    joined(db)
      .leftJoinLateral(
        (eb) =>
          eb
            .selectFrom('export_location')
            .select(['name', 'address', 'link'])
            .whereRef('export_location.id', '=', 'v.export_location_id')
            .offset(0)
            .as('l'),
        (join) => join.onTrue(),
      )
      .leftJoinLateral(agentOf, (join) => join.onTrue())
      .leftJoinLateral(
        (eb) =>
          eb
            .selectFrom('app_user')
            .select(['first_name', 'last_name'])
            .whereRef('app_user.id', '=', 's.buyer_id')
            .offset(0)
            .as('buyer'),
        (join) => join.onTrue(),
      )
      // Every column of vehicle, so the contract's vehicle columns need no line here.
      .selectAll('v')
      .select([
        'n.vin_number',
        'n.make',
        'n.model',
        'n.year',
        'n.trim',
        'n.options',
        'n.style',
        'n.doors',
        'n.vehicle_type',
        'n.drive_type',
        'n.made_in',
        'n.made_in_city',
        'n.transmission_type',
        'n.engine',
        'c.cost',
        'c.fx',
        'c.cost_usd',
        'c.price',
        'c.reserved_price',
        'c.published',
        's.sale_price',
        's.received_price',
        's.register_date as sale_date',
        's.buyer_id',
        'buyer.first_name as buyer_first_name',
        'buyer.last_name as buyer_last_name',
        'l.name as export_name',
        'l.address as export_address',
        'l.link as export_link',
        'agent.first_name as agent_first_name',
        'agent.last_name as agent_last_name',
      ])
  );
}

// Vehicles on sale now first (newest release first), then the coming ones (soonest first).
function pageRows(db: Db, audience: Audience, query: VehicleQuery, now: Date) {
  return vehicleRows(db)
    .where((eb) => catalogueConditions(eb, audience, query, now))
    .orderBy(sql`CASE WHEN v.release_date > ${now} THEN 1 ELSE 0 END`)
    .orderBy(sql`CASE WHEN v.release_date > ${now} THEN v.release_date END`, 'asc')
    .orderBy('v.release_date', (ob) => ob.desc().nullsLast())
    .orderBy('v.id', 'desc');
}

export type CatalogueRow = Awaited<ReturnType<ReturnType<typeof vehicleRows>['execute']>>[number];

export async function listVehicles(
  db: Db,
  audience: Audience,
  query: VehicleQuery,
  defaultPerPage: number,
): Promise<Paged<VehicleDto>> {
  const now = new Date();
  const perPage = query.resourcesPerPage || defaultPerPage;
  const page = Math.max(1, query.page ?? 1);
  const offset = (page - 1) * perPage;
  const rows = await pageRows(db, audience, query, now).limit(perPage).offset(offset).execute();
  // A short page is the last one, and a first page that has room for every vehicle id asked
  // for holds all there are: neither total needs a count (one query less for the vehicles a
  // live event reads by id).
  const complete =
    (rows.length < perPage && (rows.length > 0 || page === 1)) ||
    (page === 1 && query.vehicleId.length > 0 && query.vehicleId.length <= perPage);
  const total = complete
    ? offset + rows.length
    : Number(
        (
          await joined(db)
            .where((eb) => catalogueConditions(eb, audience, query, now))
            .select((eb) => eb.fn.countAll<string>().as('total'))
            .executeTakeFirstOrThrow()
        ).total,
      );
  const ids = rows.map((row) => row.id);
  const [related, offers] = await Promise.all([
    loadRelated(db, ids),
    loadOfferSummaries(db, ids, audience),
  ]);
  return {
    data: rows.map((row) => toVehicleDto(row, related, offers, audience)),
    currentPage: page,
    total,
    perPage,
  };
}
