// What the file pickers accept: a CSV file or an Excel workbook (.xlsx) within the size limit.
// Checked here to answer at once; the api checks the bytes again.
import { FILE_MESSAGES, UPLOAD_LIMITS } from '@canam/domain/rest/vehicleFiles';

const EXTENSIONS = ['.csv', '.xlsx'] as const;
const MIME_TYPES = [
  'text/csv',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
] as const;

/** The picker's `accept`: the extensions, and the types browsers give them. */
export const SPREADSHEET_ACCEPT = [...EXTENSIONS, ...MIME_TYPES].join(',');

/**
 * Why this file cannot be sent, or null. The name decides the kind: browsers give CSV files
 * various types (text/csv, application/vnd.ms-excel, none at all).
 */
export function spreadsheetProblem(file: File): string | null {
  const name = file.name.toLowerCase();
  if (!EXTENSIONS.some((extension) => name.endsWith(extension))) {
    return FILE_MESSAGES.notSpreadsheet;
  }
  if (file.size === 0) return FILE_MESSAGES.empty;
  if (file.size > UPLOAD_LIMITS.spreadsheet) return FILE_MESSAGES.tooLarge('spreadsheet');
  return null;
}
