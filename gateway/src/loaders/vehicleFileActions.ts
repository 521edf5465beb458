// The calls about files (domain/src/rest/vehicleFiles.ts): an upload ticket, a photo assigned or
// deleted, and the two bulk files of the VIN screen, which pass the ticket's token instead of the
// bytes. Not cached; they throw the REST client's HttpError as it is, so the mutations turn the
// api's refusals into userErrors.
import type {
  AssignedPhotoDto,
  BulkReportDto,
  BulkStatus,
  UploadTicketBody,
  UploadTicketDto,
} from '@canam/domain/rest/vehicleFiles';
import type { RestClient } from '../rest/client.ts';

/**
 * How long the api may take to apply a bulk file: 10,000 rows decoded and written in one
 * transaction take up to a minute (the goal), twice that before the gateway gives up.
 */
export const BULK_FILE_TIMEOUT_MS = 120_000;

export function createVehicleFileActions(rest: RestClient) {
  return {
    createUpload: (body: UploadTicketBody) => rest.post<UploadTicketDto>('/api/upload', body),
    assignPhoto: (body: { vehiclesId: number; partsId: number; upload: string }) =>
      rest.post<AssignedPhotoDto>('/api/vehicle/assignPhoto', body),
    /** An uploaded photo (a VehiclePart id) or an external image (an ExternalImage id). */
    deletePhoto: (external: boolean, id: number) =>
      rest.delete<unknown>(
        external ? '/api/vehicle/deleteExternalPhoto' : '/api/vehicle/deletePhoto',
        { id },
      ),
    importVehicles: (upload: string) =>
      rest.postWith<BulkReportDto>(
        '/api/vehicle/csv',
        { upload },
        { timeoutMs: BULK_FILE_TIMEOUT_MS },
      ),
    updateStatuses: (upload: string, status: BulkStatus) =>
      rest.postWith<BulkReportDto>(
        '/api/vehicle/updateVehicleStatusCsv',
        { upload, status },
        { timeoutMs: BULK_FILE_TIMEOUT_MS },
      ),
  };
}

export type VehicleFileActions = ReturnType<typeof createVehicleFileActions>;
