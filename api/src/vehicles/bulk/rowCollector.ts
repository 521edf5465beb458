// Gathers the rows of a bulk file as a reader visits them: the first non-blank row is the header,
// fully blank rows are skipped, and reading stops at the first row past MAX_BULK_ROWS.
import { FILE_MESSAGES, MAX_BULK_ROWS, type BulkColumn } from '@canam/domain/rest/vehicleFiles';
import { badRequest } from '../../errors.ts';
import { readHeader } from './columns.ts';

/** One row as a reader sees it: its cells' text and its line (the file's first line is 1). */
export type VisitRow = (cells: readonly string[], line: number) => void | Promise<void>;

export interface RawRow {
  line: number;
  /** The non-empty cells of template columns, trimmed. */
  cells: Partial<Record<BulkColumn, string>>;
}

/** How often the reader reports how many rows it has read. */
export const PROGRESS_EVERY = 500;

export function rowCollector(onProgress: (rowsRead: number) => Promise<void>) {
  let header: (BulkColumn | null)[] | null = null;
  const rows: RawRow[] = [];

  const visit: VisitRow = (cells, line) => {
    if (cells.every((cell) => cell.trim() === '')) return;
    if (header === null) {
      header = readHeader(cells);
      return;
    }
    const values: RawRow['cells'] = {};
    header.forEach((column, index) => {
      const value = cells[index]?.trim();
      if (column !== null && value) values[column] = value;
    });
    // Filled only in columns the template does not have: nothing to read.
    if (Object.keys(values).length === 0) return;
    if (rows.length >= MAX_BULK_ROWS) throw badRequest('FILE_INVALID', FILE_MESSAGES.tooManyRows);
    rows.push({ line, cells: values });
    if (rows.length % PROGRESS_EVERY === 0) return onProgress(rows.length);
  };

  return {
    visit,
    /** The data rows read; 400 empty when there are none. */
    rows(): RawRow[] {
      if (rows.length === 0) throw badRequest('FILE_INVALID', FILE_MESSAGES.empty);
      return rows;
    },
  };
}
