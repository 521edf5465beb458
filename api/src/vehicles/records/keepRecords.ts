// Listing, adding and switching the status of one kind of vehicle record. Every write locks the
// vehicle, changes the record and writes its 'vehicle.records' event in one transaction; the
// event carries the record as GET answers it and the vehicle's counts after the change, so a
// gateway pushes it to the back office without calling back.
import { VEHICLE_RECORDS_EVENT } from '@canam/domain/events';
import type { Paged } from '@canam/domain/rest/paged';
import type { RecordsQuery } from '@canam/domain/rest/vehicleRecords';
import type { Kysely, Transaction } from 'kysely';
import type { Viewer } from '../../auth/viewer.ts';
import type { DB } from '../../db/schema.ts';
import { recordNotFound, vehicleNotFound } from '../../errors.ts';
import type { OutboxEvent } from '../../events/outbox.ts';
import { changeWithEvents, type ChangeContext } from '../../events/transact.ts';
import { lockVehicleRow } from '../lockVehicleRow.ts';
import { recordCountsOf } from './recordCounts.ts';
import type { RecordDto, RecordKind } from './recordKind.ts';

/** One vehicle's records of a kind, newest first; 404 for an unknown vehicle. */
export async function listRecords<Body extends { vehicleId: number }, Dto extends RecordDto>(
  db: Kysely<DB>,
  kind: RecordKind<Body, Dto>,
  query: RecordsQuery,
): Promise<Paged<Dto>> {
  const { vehicle, resourcesPerPage: perPage, page } = query;
  const [found, count, data] = await Promise.all([
    db.selectFrom('vehicle').select('id').where('id', '=', vehicle).executeTakeFirst(),
    db
      .selectFrom(db.dynamic.table(kind.table).as('r'))
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .where('r.vehicle_id', '=', vehicle)
      .executeTakeFirstOrThrow(),
    kind.read(db, { vehicleId: vehicle, limit: perPage, offset: (page - 1) * perPage }),
  ]);
  if (!found) throw vehicleNotFound();
  return { data, currentPage: page, total: Number(count.total), perPage };
}

async function readOne<Dto extends RecordDto>(
  trx: Transaction<DB>,
  kind: RecordKind<{ vehicleId: number }, Dto>,
  id: number,
): Promise<Dto> {
  const [record] = await kind.read(trx, { id });
  if (!record) throw recordNotFound();
  return record;
}

async function recordsEvent(
  trx: Transaction<DB>,
  kind: RecordKind<{ vehicleId: number }, RecordDto>,
  record: RecordDto,
  created: boolean,
): Promise<OutboxEvent> {
  return {
    type: VEHICLE_RECORDS_EVENT,
    vehicleId: record.vehicleId,
    payload: {
      kind: kind.kind,
      created,
      record,
      counts: await recordCountsOf(trx, record.vehicleId),
    },
  };
}

/** A new record by the caller on body.vehicleId; 404 for an unknown vehicle. */
export function addRecord<Body extends { vehicleId: number }, Dto extends RecordDto>(
  context: ChangeContext,
  kind: RecordKind<Body, Dto>,
  author: Viewer,
  body: Body,
): Promise<Dto> {
  return changeWithEvents(context, async (trx, events) => {
    await lockVehicleRow(trx, body.vehicleId);
    const id = await kind.insert(trx, body, author.id);
    const record = await readOne(trx, kind, id);
    events.push(await recordsEvent(trx, kind, record, true));
    return record;
  });
}

/** Sets the status dot of one record; 404 for an unknown record. */
export function setRecordStatus<Body extends { vehicleId: number }, Dto extends RecordDto>(
  context: ChangeContext,
  kind: RecordKind<Body, Dto>,
  change: { id: number; status: boolean },
): Promise<Dto> {
  return changeWithEvents(context, async (trx, events) => {
    const table = () => trx.dynamic.table(kind.table).as('r');
    const found = await trx
      .selectFrom(table())
      .select('r.vehicle_id')
      .where('r.id', '=', change.id)
      .executeTakeFirst();
    if (!found) throw recordNotFound();
    // The vehicle first, as a new record does: changes to one vehicle's records queue in order.
    await lockVehicleRow(trx, found.vehicle_id);
    await trx
      .updateTable(table())
      .set({ status: change.status })
      .where('r.id', '=', change.id)
      .execute();
    const record = await readOne(trx, kind, change.id);
    events.push(await recordsEvent(trx, kind, record, false));
    return record;
  });
}
