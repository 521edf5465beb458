// vehicleRecordsChanged: checks, condition reports and notes added or changed ('vehicle.records'
// events), for super admins and admins only (Subscription.ts refuses anyone else when they
// subscribe). The record and the vehicle's counts come with the event (no call); the vehicle as it
// is now is fetched once per event and audience (sharedObjects.ts), its counts set from the event
// so that checks { totalCount } costs nothing.
import { VEHICLE_RECORDS_EVENT } from '@canam/domain/events';
import {
  checkDto,
  conditionalReportDto,
  noteDto,
  VEHICLE_RECORD_KINDS,
  type VehicleRecordKind,
} from '@canam/domain/rest/vehicleRecords';
import type { GatewayContext } from '../context.ts';
import type { GatewayEvent } from '../events/gatewayEvent.ts';
import type { RecordCounts, VehicleRecordDto, VehicleRecordEventModel } from '../models.ts';
import { RECORD_KINDS } from '../models/vehicleRecords.ts';
import { cursorOf } from './liveStream.ts';
import { eventVehicle } from './sharedObjects.ts';

const RECORD_SCHEMAS = { check: checkDto, conditionalReport: conditionalReportDto, note: noteDto };

interface RecordsPayload {
  kind: VehicleRecordKind;
  created: boolean;
  record: VehicleRecordDto;
  counts: RecordCounts;
}

function countsOf(value: unknown): RecordCounts | null {
  const counts = value as Partial<Record<keyof RecordCounts, unknown>> | null;
  const whole = (n: unknown): n is number => Number.isInteger(n) && (n as number) >= 0;
  if (!counts || typeof counts !== 'object') return null;
  const { totalChecks, totalConditionalReports, totalNotes } = counts;
  if (!whole(totalChecks) || !whole(totalConditionalReports) || !whole(totalNotes)) return null;
  return { totalChecks, totalConditionalReports, totalNotes };
}

/** The event's payload as the contract writes it; null for anything else (the event is skipped). */
export function recordsPayloadOf(payload: GatewayEvent['payload']): RecordsPayload | null {
  const kind = VEHICLE_RECORD_KINDS.find((known) => known === payload.kind);
  if (!kind || typeof payload.created !== 'boolean') return null;
  const record = RECORD_SCHEMAS[kind].safeParse(payload.record);
  const counts = countsOf(payload.counts);
  if (!record.success || !counts) return null;
  return { kind, created: payload.created, record: record.data, counts };
}

export function acceptsVehicleRecordEvent(vehicleIds: ReadonlySet<number> | null) {
  return (event: GatewayEvent) =>
    event.type === VEHICLE_RECORDS_EVENT &&
    event.vehicleId !== null &&
    (vehicleIds === null || vehicleIds.has(event.vehicleId));
}

export async function resolveVehicleRecordEvent(
  context: GatewayContext,
  event: GatewayEvent,
): Promise<VehicleRecordEventModel | null> {
  const payload = recordsPayloadOf(event.payload);
  if (!payload) return null;
  const vehicle = await eventVehicle(context, event, event.vehicleId!);
  if (!vehicle) return null;
  return {
    cursor: cursorOf(event),
    kind: RECORD_KINDS[payload.kind].graphQL,
    created: payload.created,
    record: payload.record,
    // A copy: the fetched vehicle is shared by every subscriber of the event.
    vehicle: { ...vehicle, ...payload.counts },
  };
}
