// A vehicle's checks, condition reports and notes as the graph shows them: the three kinds under
// their REST, GraphQL and global-id names, and the lazy connection over one kind of one vehicle,
// whose count comes from the vehicle's own counts when it has them (a table row, a records event)
// and whose page is fetched only when a field asks for it.
import { TABLE_PAGE_SIZE } from '@canam/domain/constants';
import type { Paged } from '@canam/domain/rest/paged';
import type { VehicleRecordKind } from '@canam/domain/rest/vehicleRecords';
import type { VehicleRecordKind as GraphQLRecordKind } from '../__generated__/resolvers-types.ts';
import type { Loaders } from '../loaders/index.ts';
import type { RecordDtoByKind } from '../loaders/recordPages.ts';
import type { RecordCounts, VehicleModel, VehicleRecordDto } from '../models.ts';
import { connectionFromPage, pageRequestFor } from '../relay/connection.ts';
import type { PageRequest, PageSlice } from '../relay/connection.ts';
import type { NodeType } from '../relay/ids.ts';

interface KindNames {
  /** The GraphQL object type, also the type of its global ids. */
  type: NodeType & ('Check' | 'ConditionReport' | 'Note');
  /** VehicleRecordEvent.kind. */
  graphQL: GraphQLRecordKind;
  /** The vehicle table row's count of this kind. */
  count: keyof RecordCounts;
}

export const RECORD_KINDS: Record<VehicleRecordKind, KindNames> = {
  check: { type: 'Check', graphQL: 'CHECK', count: 'totalChecks' },
  conditionalReport: {
    type: 'ConditionReport',
    graphQL: 'CONDITION_REPORT',
    count: 'totalConditionalReports',
  },
  note: { type: 'Note', graphQL: 'NOTE', count: 'totalNotes' },
};

/** The kind whose records carry global ids of `type`, or null for any other type. */
export function recordKindOfType(type: string): VehicleRecordKind | null {
  const kinds = Object.keys(RECORD_KINDS) as VehicleRecordKind[];
  return kinds.find((kind) => RECORD_KINDS[kind].type === type) ?? null;
}

/** The GraphQL type of a record, told apart by the field only that kind has. */
export function recordTypeOf(record: VehicleRecordDto): KindNames['type'] {
  if ('number' in record) return 'Check';
  if ('url' in record) return 'ConditionReport';
  return 'Note';
}

export interface RecordConnectionModel<K extends VehicleRecordKind> {
  kind: K;
  vehicleId: number;
  request: PageRequest;
  /** How many there are, when known without a call (the vehicle's counts); else null. */
  knownTotal: number | null;
}

export function recordConnection<K extends VehicleRecordKind>(
  kind: K,
  vehicle: VehicleModel,
  first: number | null | undefined,
  after: string | null | undefined,
): RecordConnectionModel<K> {
  return {
    kind,
    vehicleId: vehicle.databaseId,
    request: pageRequestFor(first, after, TABLE_PAGE_SIZE),
    knownTotal: vehicle.counts[RECORD_KINDS[kind].count] ?? null,
  };
}

/** The connection's page (GET /api/vehicle/<kind>, once per page and request). */
export async function recordSlice<K extends VehicleRecordKind>(
  model: RecordConnectionModel<K>,
  loaders: Pick<Loaders, 'recordPages'>,
): Promise<PageSlice<RecordDtoByKind[K]>> {
  const { request } = model;
  const page: Paged<RecordDtoByKind[K]> = await loaders.recordPages[model.kind].load({
    vehicleId: model.vehicleId,
    page: request.page,
    pageSize: request.pageSize,
  });
  return connectionFromPage(page, request);
}
