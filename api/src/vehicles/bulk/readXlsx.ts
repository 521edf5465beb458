// An XLSX bulk file through exceljs's streaming reader: the first worksheet, row by row, each
// cell as the text a person sees (numbers as written, dates as YYYY-MM-DD, a formula's result, a
// link's text). A file that is not a readable workbook is unreadable.
import { createReadStream } from 'node:fs';
import ExcelJS from 'exceljs';
import { FILE_MESSAGES } from '@canam/domain/rest/vehicleFiles';
import { ApiError, badRequest } from '../../errors.ts';
import type { VisitRow } from './rowCollector.ts';

function dateText(date: Date): string {
  const iso = date.toISOString();
  return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso;
}

export function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '#DATE!' : dateText(value);
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('hyperlink' in value)
      return typeof value.text === 'string' ? value.text : cellText(value.text);
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('error' in value) return String(value.error);
    return '';
  }
  return String(value);
}

export async function readXlsx(path: string, visit: VisitRow): Promise<void> {
  const input = createReadStream(path);
  const workbook = new ExcelJS.stream.xlsx.WorkbookReader(input, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    // Styles tell which numbers are dates.
    styles: 'cache',
    entries: 'ignore',
  });
  let sheets = 0;
  try {
    for await (const worksheet of workbook) {
      sheets += 1;
      for await (const row of worksheet) {
        const values = row.values as ExcelJS.CellValue[];
        const cells: string[] = [];
        for (let index = 1; index < values.length; index += 1) cells.push(cellText(values[index]));
        await visit(cells, row.number);
      }
      // The first worksheet only.
      break;
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw badRequest('FILE_INVALID', FILE_MESSAGES.malformed);
  } finally {
    input.destroy();
  }
  // A zip without a worksheet (a Word document, an archive) is no workbook.
  if (sheets === 0) throw badRequest('FILE_INVALID', FILE_MESSAGES.notSpreadsheet);
}
