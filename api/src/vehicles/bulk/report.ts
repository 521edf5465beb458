// The answer of both bulk calls (bulkReport): a row-by-row report in file order and the
// specification's three lists, or, when any row is invalid, the invalid rows alone and nothing
// applied.
import type { BulkOutcome, BulkReportDto, BulkRowDto } from '@canam/domain/rest/vehicleFiles';
import {
  INTAKE_MESSAGES,
  REQUIRED_FOR_SALE,
  type RequiredForSale,
} from '@canam/domain/rest/vehicleIntake';

export const BULK_ROW_MESSAGES = {
  sold: INTAKE_MESSAGES.sold,
  deleted: INTAKE_MESSAGES.deleted,
  notDecoded:
    'Registered, but the VIN decoder does not know this VIN: fill its fields in the edit form',
  notRegistered: 'No vehicle has this VIN',
} as const;

export const incompleteMessage = (missing: readonly RequiredForSale[]) =>
  `${INTAKE_MESSAGES.incomplete} ${missing.map((key) => REQUIRED_FOR_SALE[key]).join(', ')}`;

/** Applied: false with the invalid rows, or null when every row is good. */
export function refusal(
  rows: readonly { line: number; vin: string; problems: string[] }[],
): BulkReportDto | null {
  const invalid = rows.filter((row) => row.problems.length > 0);
  if (invalid.length === 0) return null;
  return {
    applied: false,
    vinNumberNotFound: [],
    vinNumberSold: [],
    incompleteRegister: [],
    rows: invalid.map((row) => ({
      line: row.line,
      vinNumber: row.vin,
      outcome: 'invalid',
      message: row.problems.join('; '),
    })),
  };
}

export interface RowResult {
  line: number;
  vin: string;
  outcome: BulkOutcome;
  message: string | null;
  /** Upload: the decoder did not know the VIN (the row may be incomplete as well). */
  notDecoded?: boolean;
  /** Saved or left as it is for lack of fields required for sale. */
  incomplete?: boolean;
}

export function appliedReport(results: readonly RowResult[]): BulkReportDto {
  const rows: BulkRowDto[] = results.map(({ line, vin, outcome, message }) => ({
    line,
    vinNumber: vin,
    outcome,
    message,
  }));
  return {
    applied: true,
    vinNumberNotFound: results
      .filter((row) => row.outcome === 'notFound' || row.notDecoded)
      .map((row) => row.vin),
    vinNumberSold: results.filter((row) => row.outcome === 'sold').map((row) => row.vin),
    incompleteRegister: results.filter((row) => row.incomplete).map((row) => row.vin),
    rows,
  };
}
