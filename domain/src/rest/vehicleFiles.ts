// REST contract of files (DESIGN.md, files and bulk imports): upload tickets, vehicle photos and
// the bulk vehicle files of the VIN screen (specification 001, sections 2, 3, 7 and 8).
//
// Two ways in, one store:
// - the specification's multipart calls (POST /api/vehicle/assignPhoto with vehiclesId, partsId and
//   photo; POST /api/vehicle/csv with file; POST /api/vehicle/updateVehicleStatusCsv with status
//   and file), for REST clients;
// - presigned uploads for the graph: POST /api/upload hands out a short-lived, single-use ticket
//   bound to the caller, the kind of file and a size limit; the browser PUTs the bytes to its url
//   (/uploads/incoming/{token}, with its bearer token); the same three calls then take JSON with
//   `upload` (the token) instead of the file part.
// Files are checked by content (image bytes that sharp can read; XLSX a zip workbook, CSV UTF-8
// text), streamed to disk with a size limit, and stored under the data folder; only
// /uploads/vehicles/... is ever served.
import { z } from 'zod';
import { id, isoDate } from './fields.ts';
import { databaseId } from './ids.ts';

export const UPLOAD_KINDS = ['photo', 'spreadsheet'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

/** Size limits per kind of file, in bytes. */
export const UPLOAD_LIMITS: Record<UploadKind, number> = {
  photo: 15 * 1024 * 1024,
  spreadsheet: 10 * 1024 * 1024,
};
/** Rows a bulk file may hold (after its header). */
export const MAX_BULK_ROWS = 10_000;
/** How long an upload ticket stays usable. */
export const UPLOAD_TICKET_MINUTES = 15;

export const FILE_MESSAGES = {
  uploaded: 'The file uploaded successfully',
  notUploaded: 'The file could not be uploaded',
  photoAssigned: 'Photo assigned successfully',
  photoNotUploaded: 'The photo could not be uploaded',
  photoDeleted: 'Photo deleted successfully',
  photoNotDeleted: 'The photo could not be deleted',
  partsNotLoaded: 'The Vehicle parts could not be obtained',
  notImage: 'The photo must be a JPEG, PNG, WebP, GIF, AVIF or TIFF image',
  tooLarge: (kind: UploadKind) =>
    `The file is too large: at most ${UPLOAD_LIMITS[kind] / 1024 / 1024} MB`,
  notSpreadsheet: 'The file must be a CSV file or an Excel workbook (.xlsx)',
  empty: 'The file has no vehicle rows',
  tooManyRows: `The file has more than ${MAX_BULK_ROWS.toLocaleString('en-US')} rows`,
  noVinColumn: 'The file has no VIN column (see the template)',
  malformed: 'The file could not be read',
  rowErrors: 'The file was not applied: fix the rows listed and upload it again',
  uploadNotFound: 'The upload was not found, has already been used or is not yours',
  uploadExpired: 'The upload expired: choose the file again',
  uploadKind: 'This upload is not of the right kind of file',
  statusRequired: 'Please select a status',
  partNotFound: 'Unknown vehicle part',
  photoNotFound: 'Photo not found',
} as const;

// Upload tickets ------------------------------------------------------------------------------

export const uploadTicketBody = z.object({
  kind: z.enum(UPLOAD_KINDS, { error: 'kind must be photo or spreadsheet' }),
  /** The file's name as the user chose it (kept for the report; never a path). */
  fileName: z.string().trim().min(1).max(255),
  /** The size the browser announces; the PUT is still cut at the limit. */
  size: z.number().int().min(1),
});
export type UploadTicketBody = z.input<typeof uploadTicketBody>;

export const uploadTicket = z
  .object({
    /** The ticket's single-use token: `upload` in the calls that take the file. */
    token: z.string(),
    /** Where to PUT the bytes (site-relative, with the caller's bearer token). */
    url: z.string(),
    maxBytes: z.number().int(),
    expiresAt: isoDate,
  })
  .meta({ id: 'UploadTicket' });
export type UploadTicketDto = z.output<typeof uploadTicket>;

/** Answer of PUT /uploads/incoming/{token}: the bytes are stored and checked. */
export const uploadReceived = z.object({ token: z.string(), size: z.number().int() });

/** The token in a JSON body: a url-safe string of 20 to 100 characters. */
export const uploadToken = z
  .string({ error: FILE_MESSAGES.uploadNotFound })
  .regex(/^[A-Za-z0-9_-]{20,100}$/, FILE_MESSAGES.uploadNotFound);

// Photos --------------------------------------------------------------------------------------

/** JSON form of POST /api/vehicle/assignPhoto (the multipart form has the file as `photo`). */
export const assignPhotoBody = z.object({
  vehiclesId: databaseId('vehiclesId'),
  partsId: databaseId('partsId'),
  upload: uploadToken,
});

/** Answer of POST /api/vehicle/assignPhoto: the stored photo (a WebP and its thumbnail). */
export const assignedPhoto = z
  .object({
    id,
    vehiclesId: id,
    photo: z.string(),
    photoThumbnail: z.string(),
    part: z.object({ id, name: z.string() }),
  })
  .meta({ id: 'AssignedPhoto' });
export type AssignedPhotoDto = z.output<typeof assignedPhoto>;

/** DELETE /api/vehicle/deletePhoto?id= and DELETE /api/vehicle/deleteExternalPhoto?id=. */
export const photoIdQuery = z.object({ id: databaseId('id') });

// Bulk files ----------------------------------------------------------------------------------

/** Statuses the 'Update vehicle status' tab offers. */
export const BULK_STATUSES = ['Draft', 'ReadyToSell', 'Inactive'] as const;
export type BulkStatus = (typeof BULK_STATUSES)[number];

/**
 * The columns of an upload file, header first; names are matched ignoring case, spaces, dashes
 * and underscores, and only VIN is required. The template (GET /api/vehicle/csvTemplate) lists
 * them in this order. Agent is the agent's e-mail or nickname.
 */
export const BULK_COLUMNS = [
  'VIN',
  'Stock Number',
  'Make',
  'Model',
  'Year',
  'Trim',
  'Color',
  'Miles',
  'Transmission',
  'Location',
  'Agent',
  'Cost CAD',
  'FX',
  'Cost USD',
  'Price',
  'Reserved Price',
  'Release Date',
  'CR URL',
] as const;
export type BulkColumn = (typeof BULK_COLUMNS)[number];

/** JSON form of POST /api/vehicle/csv and /api/vehicle/updateVehicleStatusCsv. */
export const bulkUploadBody = z.object({ upload: uploadToken });
export const bulkStatusBody = z.object({
  upload: uploadToken,
  status: z.enum(BULK_STATUSES, { error: FILE_MESSAGES.statusRequired }),
});

export const BULK_OUTCOMES = [
  /** Upload: a new Draft vehicle. */
  'created',
  /** Upload: an existing vehicle's fields updated; update: its status set. */
  'updated',
  /** Update: the VIN is not registered. Upload: the offline decoder does not know the VIN. */
  'notFound',
  /** The vehicle is sold: left as it is. */
  'sold',
  /** The vehicle was deleted (Inactive): left as it is. */
  'deleted',
  /** Update to ReadyToSell: fields required for sale are missing (left as it is). Upload: the
   * vehicle was saved but still lacks them, so it stays Draft. */
  'incomplete',
  /** The row is wrong (its message says why): the whole file is refused. */
  'invalid',
] as const;
export type BulkOutcome = (typeof BULK_OUTCOMES)[number];

export const bulkRow = z.object({
  /** The row's line in the file (the header is line 1). */
  line: z.number().int(),
  vinNumber: z.string(),
  outcome: z.enum(BULK_OUTCOMES),
  message: z.string().nullable(),
});
export type BulkRowDto = z.output<typeof bulkRow>;

/**
 * Answer of both bulk calls: the specification's three lists and the row-by-row report.
 * A file is never half-applied: when any row is invalid (a bad VIN, a value out of the edit
 * form's range, a VIN twice), nothing is written and the answer is applied: false with the invalid
 * rows; otherwise every good row is applied in one transaction and the rows that could not be
 * (not found, sold, deleted, incomplete) are listed. A file that cannot be read at all (empty,
 * too large, too many rows, not CSV or XLSX, no VIN column) is a 400 FILE_INVALID.
 */
export const bulkReport = z
  .object({
    applied: z.boolean(),
    vinNumberNotFound: z.array(z.string()),
    vinNumberSold: z.array(z.string()),
    incompleteRegister: z.array(z.string()),
    rows: z.array(bulkRow),
  })
  .meta({ id: 'BulkReport' });
export type BulkReportDto = z.output<typeof bulkReport>;

/** Stages of a bulk file, in order: the 3-step progress bar's steps. */
export const BULK_STAGES = ['uploaded', 'validated', 'applied'] as const;
export type BulkStage = (typeof BULK_STAGES)[number];

/** Payload of the 'vehicle.import' event: how far the api is with a file (the uploader only). */
export const bulkProgressPayload = z.object({
  upload: z.string(),
  userId: id,
  stage: z.enum(BULK_STAGES),
  done: z.number().int(),
  total: z.number().int(),
});
export type BulkProgressPayload = z.output<typeof bulkProgressPayload>;
