// Pages of a vehicle's checks, condition reports or notes, newest first:
// GET /api/vehicle/check | conditional-report | note ?vehicle=&resourcesPerPage=&page=, one call
// per kind, vehicle and page in a request. Only super admins and admins may read them: the api's
// 403 becomes FORBIDDEN (perKey.ts).
import type DataLoader from 'dataloader';
import type { Paged } from '@canam/domain/rest/paged';
import type {
  CheckDto,
  ConditionalReportDto,
  NoteDto,
  VehicleRecordKind,
} from '@canam/domain/rest/vehicleRecords';
import type { RestClient } from '../rest/client.ts';
import { perKeyLoader } from './perKey.ts';

export interface RecordDtoByKind {
  check: CheckDto;
  conditionalReport: ConditionalReportDto;
  note: NoteDto;
}

/** The REST path of each kind (specification 001, section 7). */
export const RECORD_PATHS: Record<VehicleRecordKind, string> = {
  check: '/api/vehicle/check',
  conditionalReport: '/api/vehicle/conditional-report',
  note: '/api/vehicle/note',
};

export interface RecordPageKey {
  vehicleId: number;
  page: number;
  pageSize: number;
}

export type RecordPageLoader<K extends VehicleRecordKind> = DataLoader<
  RecordPageKey,
  Paged<RecordDtoByKind[K]>,
  string
>;

export type RecordPageLoaders = { [K in VehicleRecordKind]: RecordPageLoader<K> };

function createRecordPageLoader<K extends VehicleRecordKind>(
  rest: RestClient,
  kind: K,
): RecordPageLoader<K> {
  return perKeyLoader(
    ({ vehicleId, page, pageSize }) =>
      rest.get<Paged<RecordDtoByKind[K]>>(RECORD_PATHS[kind], {
        vehicle: vehicleId,
        resourcesPerPage: pageSize,
        page,
      }),
    ({ vehicleId, page, pageSize }) => `${vehicleId}:${page}:${pageSize}`,
  );
}

export function createRecordPageLoaders(rest: RestClient): RecordPageLoaders {
  return {
    check: createRecordPageLoader(rest, 'check'),
    conditionalReport: createRecordPageLoader(rest, 'conditionalReport'),
    note: createRecordPageLoader(rest, 'note'),
  };
}
