// The vehicles of a file's VINs as they stand: id, status and what missingForSale reads.
import { missingForSale, type RequiredForSale } from '@canam/domain/rest/vehicleIntake';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { chunks } from './checkRows.ts';

export interface VehicleState {
  id: number;
  vinId: number;
  status: 'Draft' | 'ReadyToSell' | 'InStock' | 'Sold' | 'Inactive';
  missing: RequiredForSale[];
}

const IN_CHUNK = 1_000;

/** By VIN; `lock` takes the vehicles' rows FOR UPDATE (inside the applying transaction). */
export async function vehicleStates(
  db: Kysely<DB>,
  vins: readonly string[],
  lock: boolean,
): Promise<Map<string, VehicleState>> {
  const states = new Map<string, VehicleState>();
  for (const part of chunks(vins, IN_CHUNK)) {
    let query = db
      .selectFrom('vehicle as v')
      .innerJoin('vin_number as n', 'n.id', 'v.vin_number_id')
      .leftJoin('vehicle_cost_detail as c', 'c.vehicle_id', 'v.id')
      .select([
        'v.id',
        'v.vin_number_id',
        'v.status',
        'v.stock_number',
        'v.users_id',
        'v.location',
        'v.color',
        'v.miles',
        'n.vin_number',
        'n.year',
        'n.make',
        'n.model',
        'c.cost_usd',
        'c.price',
      ])
      .where('n.vin_number', 'in', part);
    if (lock) query = query.forUpdate('v');
    for (const row of await query.execute()) {
      states.set(row.vin_number, {
        id: row.id,
        vinId: row.vin_number_id,
        status: row.status,
        missing: missingForSale({
          stockNumber: row.stock_number,
          usersId: row.users_id,
          location: row.location,
          vehicleCostDetail: { costUsd: row.cost_usd, price: row.price },
          vehicleInformation: { color: row.color, miles: row.miles },
          vinNumber: { year: row.year, make: row.make, model: row.model },
        }),
      });
    }
  }
  return states;
}
