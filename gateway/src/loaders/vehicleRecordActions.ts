// The back-office record calls that change something (not cached): add a check, a condition
// report or a note (POST), and set a record's status (PUT). They throw the REST client's
// HttpError as it is, so the mutations turn the api's refusals into userErrors.
import type {
  CheckDto,
  ConditionalReportDto,
  CreateCheckBody,
  CreateConditionalReportBody,
  CreateNoteBody,
  NoteDto,
  RecordStatusBody,
  VehicleRecordKind,
} from '@canam/domain/rest/vehicleRecords';
import type { RestClient } from '../rest/client.ts';
import { RECORD_PATHS, type RecordDtoByKind } from './recordPages.ts';

export function createVehicleRecordActions(rest: RestClient) {
  return {
    addCheck: (body: CreateCheckBody) => rest.post<CheckDto>(RECORD_PATHS.check, body),
    addConditionalReport: (body: CreateConditionalReportBody) =>
      rest.post<ConditionalReportDto>(RECORD_PATHS.conditionalReport, body),
    addNote: (body: CreateNoteBody) => rest.post<NoteDto>(RECORD_PATHS.note, body),
    setStatus: <K extends VehicleRecordKind>(kind: K, body: RecordStatusBody) =>
      rest.put<RecordDtoByKind[K]>(RECORD_PATHS[kind], body),
  };
}

export type VehicleRecordActions = ReturnType<typeof createVehicleRecordActions>;
