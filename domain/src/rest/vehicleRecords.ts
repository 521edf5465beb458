// REST contract of a vehicle's back-office records (specification 001, sections 3 and 7): checks
// (payments with number, date and amount), condition reports (a link to an external report) and
// notes. POST creates one (the author is the caller), GET pages them newest first, PUT sets the
// status flag (docs/decisions.md: what the green and red dot mean). Super admins and admins only.
import { z } from 'zod';
import { TABLE_PAGE_SIZE, MAX_PAGE_SIZE } from '../constants.ts';
import { fromCents, toCents } from '../money.ts';
import { id, isoDate, money, personName } from './fields.ts';
import { MAX_DATABASE_ID, MAX_PAGE, databaseId, wholeNumber } from './ids.ts';
import { paged } from './paged.ts';
import { optionalParam } from './params.ts';

// Rules of the fields -------------------------------------------------------------------------

/** The largest amount a check may carry (USD 100,000,000.00), so it always fits numeric(12,2). */
export const MAX_CHECK_CENTS = 10_000_000_000;
/** Check numbers are whole numbers from 1 up to the graph's Int. */
export const MAX_CHECK_NUMBER = MAX_DATABASE_ID;
export const MAX_REPORT_URL_LENGTH = 2048;
export const MAX_NOTE_LENGTH = 5000;

export const RECORD_MESSAGES = {
  date: 'The check date must be a real date written YYYY-MM-DD, from 1900 to 2100',
  amount: 'The amount must be greater than zero, in dollars with at most two decimals',
  url: 'The report link must be a web address starting with http:// or https://',
  urlLength: `The report link must be at most ${MAX_REPORT_URL_LENGTH} characters`,
  description: 'The note must not be empty',
  descriptionLength: `The note must be at most ${MAX_NOTE_LENGTH} characters`,
  notFound: 'Record not found',
} as const;

/** "2026-11-24" when it is a real calendar date from 1900 to 2100, else null. */
export function normalizeCheckDate(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  if (year < 1900 || year > 2100) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? value.trim() : null;
}

/** The amount as "1234.50" when above zero with at most two decimals (and within the cap). */
export function normalizeCheckAmount(value: string | number): string | null {
  const text = String(value).trim();
  if (!/^\d{1,12}(\.\d{1,2})?$/.test(text)) return null;
  const cents = toCents(text);
  return cents > 0 && cents <= MAX_CHECK_CENTS ? fromCents(cents) : null;
}

/** A real http(s) URL: no javascript:, data:, relative or malformed links. */
export function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

const checkDate = z.string({ error: RECORD_MESSAGES.date }).transform((value, ctx) => {
  const date = normalizeCheckDate(value);
  if (date !== null) return date;
  ctx.addIssue({ code: 'custom', message: RECORD_MESSAGES.date });
  return z.NEVER;
});

const checkAmount = z
  .union([z.string(), z.number()], { error: RECORD_MESSAGES.amount })
  .transform((value, ctx) => {
    const amount = normalizeCheckAmount(value);
    if (amount !== null) return amount;
    ctx.addIssue({ code: 'custom', message: RECORD_MESSAGES.amount });
    return z.NEVER;
  });

const reportUrl = z
  .string({ error: RECORD_MESSAGES.url })
  .trim()
  .max(MAX_REPORT_URL_LENGTH, RECORD_MESSAGES.urlLength)
  .refine(isWebUrl, RECORD_MESSAGES.url);

const noteDescription = z
  .string({ error: RECORD_MESSAGES.description })
  .max(MAX_NOTE_LENGTH, RECORD_MESSAGES.descriptionLength)
  .trim()
  .min(1, RECORD_MESSAGES.description);

// Requests ------------------------------------------------------------------------------------

/** POST /api/vehicle/check */
export const createCheckBody = z.object({
  date: checkDate,
  number: wholeNumber('number', 1, MAX_CHECK_NUMBER),
  amount: checkAmount,
  vehicleId: databaseId('vehicleId'),
});
export type CreateCheckBody = z.input<typeof createCheckBody>;

/** POST /api/vehicle/conditional-report */
export const createConditionalReportBody = z.object({
  url: reportUrl,
  vehicleId: databaseId('vehicleId'),
});
export type CreateConditionalReportBody = z.input<typeof createConditionalReportBody>;

/** POST /api/vehicle/note */
export const createNoteBody = z.object({
  description: noteDescription,
  vehicleId: databaseId('vehicleId'),
});
export type CreateNoteBody = z.input<typeof createNoteBody>;

/** PUT /api/vehicle/check, /conditional-report, /note: sets the status flag of one record. */
export const recordStatusBody = z.object({
  id: databaseId('id'),
  status: z.boolean({ error: 'status must be true or false' }),
});
export type RecordStatusBody = z.input<typeof recordStatusBody>;

/** GET /api/vehicle/check, /conditional-report, /note: one vehicle's records, newest first. */
export const recordsQuery = z.object({
  vehicle: databaseId('vehicle'),
  resourcesPerPage: optionalParam(wholeNumber('resourcesPerPage', 1, MAX_PAGE_SIZE)).transform(
    (value) => value ?? TABLE_PAGE_SIZE,
  ),
  page: optionalParam(wholeNumber('page', 1, MAX_PAGE)).transform((value) => value ?? 1),
});
export type RecordsQuery = z.output<typeof recordsQuery>;

// Answers -------------------------------------------------------------------------------------

/** Who wrote a record: the staff member who called POST. */
export const recordAuthor = z.object({ id, ...personName.shape }).meta({ id: 'RecordAuthor' });
export type RecordAuthorDto = z.output<typeof recordAuthor>;

export const checkDto = z
  .object({
    id,
    vehicleId: id,
    /** When the check was recorded. */
    registerDate: isoDate,
    user: recordAuthor.nullable(),
    /** The date written on the check, YYYY-MM-DD. */
    date: z.string(),
    number: z.number().int(),
    amount: money,
    /** true: in force (cleared); false: voided or bounced (docs/decisions.md). */
    status: z.boolean(),
  })
  .meta({ id: 'Check' });
export type CheckDto = z.output<typeof checkDto>;

export const conditionalReportDto = z
  .object({
    id,
    vehicleId: id,
    /** When the report was recorded. */
    date: isoDate,
    user: recordAuthor.nullable(),
    url: z.string(),
    /** true: the current report (dealers get it); false: superseded. */
    status: z.boolean(),
  })
  .meta({ id: 'ConditionalReport' });
export type ConditionalReportDto = z.output<typeof conditionalReportDto>;

export const noteDto = z
  .object({
    id,
    vehicleId: id,
    /** When the note was written. */
    date: isoDate,
    user: recordAuthor.nullable(),
    description: z.string(),
    /** true: current; false: outdated. */
    status: z.boolean(),
  })
  .meta({ id: 'Note' });
export type NoteDto = z.output<typeof noteDto>;

export const checkPage = paged(checkDto);
export const conditionalReportPage = paged(conditionalReportDto);
export const notePage = paged(noteDto);

/** The three kinds, as the event outbox names them (payload.kind of 'vehicle.records'). */
export const VEHICLE_RECORD_KINDS = ['check', 'conditionalReport', 'note'] as const;
export type VehicleRecordKind = (typeof VEHICLE_RECORD_KINDS)[number];

/** How many records of each kind a vehicle has (the table's row counts them too). */
export const vehicleRecordCounts = z.object({
  totalChecks: z.number().int(),
  totalConditionalReports: z.number().int(),
  totalNotes: z.number().int(),
});
export type VehicleRecordCountsDto = z.output<typeof vehicleRecordCounts>;

const recordsEvent = <K extends VehicleRecordKind, T extends z.ZodType>(kind: K, record: T) =>
  z.object({
    kind: z.literal(kind),
    /** true: the record was just added; false: its status changed. */
    created: z.boolean(),
    /** The record as GET answers it. */
    record,
    /** The vehicle's counts after the change. */
    counts: vehicleRecordCounts,
  });

/**
 * The payload of a 'vehicle.records' outbox event (the event's vehicleId is the vehicle): all a
 * gateway needs to push the change to its subscribers without calling the api back.
 */
export const vehicleRecordsEventPayload = z.discriminatedUnion('kind', [
  recordsEvent('check', checkDto),
  recordsEvent('conditionalReport', conditionalReportDto),
  recordsEvent('note', noteDto),
]);
export type VehicleRecordsEventPayload = z.output<typeof vehicleRecordsEventPayload>;
