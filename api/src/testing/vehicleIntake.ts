// Helpers for the vehicle intake tests: valid VINs from real patterns (the check digit computed),
// vehicles complete enough to go on sale, the specification's multipart form, and what the
// database holds of a vehicle (to assert a change, or that a refusal changed nothing).
import { randomBytes } from 'node:crypto';
import { vinCheckDigit } from '@canam/domain/vin';
import type { Db } from '../db/database.ts';
import { insertVehicle } from './vehicleRecords.ts';

/** The VIN with its 9th character (written '?') made the right check digit. */
export function withCheckDigit(pattern: string): string {
  const vin = pattern.replace('?', '0');
  return vin.slice(0, 8) + vinCheckDigit(vin) + vin.slice(9);
}

let serial = 0;

/** A valid VIN of a maker the decoder does not know, different on each call. */
export function unknownVin(): string {
  serial += 1;
  const tail =
    `${randomBytes(2).readUInt16BE() % 100}`.padStart(2, '0') + `${serial}`.padStart(4, '0');
  return withCheckDigit(`ZZZZZZZZ?ZZ${tail.slice(-6)}`);
}

/** A Draft vehicle with every field a sale needs (stock number, agent, location, money, ...). */
export async function completeVehicle(
  db: Db,
  ownerId: number,
  status: 'Draft' | 'ReadyToSell' | 'InStock' = 'Draft',
): Promise<number> {
  const id = await insertVehicle(db, {
    ownerId,
    status,
    stockNumber: `STK-${randomBytes(4).toString('hex')}`,
  });
  const location = await db
    .selectFrom('export_location')
    .select(['id', 'name'])
    .orderBy('id')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('vehicle')
    .set({
      color: 'White',
      miles: 42_000,
      location: location.name,
      export_location_id: location.id,
    })
    .where('id', '=', id)
    .execute();
  await db
    .insertInto('vehicle_cost_detail')
    .values({
      vehicle_id: id,
      cost: '20000.00',
      fx: '1.3500',
      cost_usd: '16666.67',
      price: '21500.00',
    })
    .execute();
  return id;
}

/** A multipart/form-data body of text parts, and its content type. */
export function multipartForm(
  parts: Record<string, string>,
  file?: { field: string; name: string; content: string },
): { payload: string; headers: Record<string, string> } {
  const boundary = `----canam${randomBytes(8).toString('hex')}`;
  const lines: string[] = [];
  for (const [name, value] of Object.entries(parts)) {
    lines.push(`--${boundary}`, `Content-Disposition: form-data; name="${name}"`, '', value);
  }
  if (file) {
    lines.push(
      `--${boundary}`,
      `Content-Disposition: form-data; name="${file.field}"; filename="${file.name}"`,
      'Content-Type: application/octet-stream',
      '',
      file.content,
    );
  }
  lines.push(`--${boundary}--`, '');
  return {
    payload: lines.join('\r\n'),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** What the database holds of one vehicle, across its vehicle, VIN and cost rows. */
export async function storedVehicle(db: Db, vehicleId: number) {
  return db
    .selectFrom('vehicle as v')
    .innerJoin('vin_number as n', 'n.id', 'v.vin_number_id')
    .leftJoin('vehicle_cost_detail as c', 'c.vehicle_id', 'v.id')
    .leftJoin('vehicle_sale as s', 's.vehicle_id', 'v.id')
    .select([
      'v.status',
      'v.stock_number',
      'v.users_id',
      'v.location',
      'v.export_location_id',
      'v.cr_url',
      'v.color',
      'v.miles',
      'v.equipment',
      'v.release_date',
      'v.release_date_in_ready',
      'n.make',
      'n.model',
      'n.year',
      'n.trim',
      'n.transmission_type',
      'c.cost',
      'c.fx',
      'c.cost_usd',
      'c.price',
      'c.reserved_price',
      'c.published',
      's.sale_price',
      's.received_price',
      's.buyer_id',
      's.created_by',
      's.register_date as sale_date',
    ])
    .where('v.id', '=', vehicleId)
    .executeTakeFirstOrThrow();
}
