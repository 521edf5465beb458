// The templates of the two tabs, built in the browser from the contract's columns: the upload file
// (every column, VIN required) and the status file (VIN only), each with one example row.
import { BULK_COLUMNS, type BulkColumn } from '@canam/domain/rest/vehicleFiles';
import type { BulkMode } from './sendBulkFile.ts';

/** A real VIN with a valid check digit (a 2003 Honda Accord). */
export const EXAMPLE_VIN = '1HGCM82633A004352';

/**
 * The example row. Location and Agent are left empty: they must name an export location and an
 * agent of this site, which a template cannot know; Cost USD is worked out from Cost CAD and FX.
 */
const EXAMPLE: Record<BulkColumn, string> = {
  VIN: EXAMPLE_VIN,
  'Stock Number': 'CA1001',
  Make: 'Honda',
  Model: 'Accord',
  Year: '2003',
  Trim: 'EX',
  Color: 'Silver',
  Miles: '120000',
  Transmission: 'Automatic',
  Location: '',
  Agent: '',
  'Cost CAD': '5000',
  FX: '1.35',
  'Cost USD': '',
  Price: '7500',
  'Reserved Price': '7000',
  'Release Date': '2026-01-15',
  'CR URL': 'https://example.com/reports/1HGCM82633A004352',
};

export const TEMPLATE_FILE_NAMES: Record<BulkMode, string> = {
  upload: 'vehicles-template.csv',
  update: 'vehicle-statuses-template.csv',
};

/** A CSV field, quoted when it holds a comma, a quote or a line break (RFC 4180). */
function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

function csvLine(values: readonly string[]): string {
  return values.map(csvField).join(',');
}

export function templateCsv(mode: BulkMode): string {
  const columns: readonly BulkColumn[] = mode === 'upload' ? BULK_COLUMNS : ['VIN'];
  return `${csvLine(columns)}\r\n${csvLine(columns.map((column) => EXAMPLE[column]))}\r\n`;
}

/** Saves the tab's template as a file, through a link the browser downloads. */
export function downloadTemplate(mode: BulkMode): void {
  const blob = new Blob([templateCsv(mode)], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = TEMPLATE_FILE_NAMES[mode];
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the blob to the download; the URL is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
