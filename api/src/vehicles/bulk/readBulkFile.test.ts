// Reading bulk files from disk: CSV (comma or semicolon, byte-order mark, quoted fields, blank
// rows, header aliases) and XLSX (first worksheet, dates and numbers as a person reads them) to
// the same rows; and the files that cannot be read, each with its message.
import { describe, expect, it } from 'vitest';
import { FILE_MESSAGES, MAX_BULK_ROWS } from '@canam/domain/rest/vehicleFiles';
import { ApiError } from '../../errors.ts';
import { csvOf, tempFile, xlsxOf, type Sheet } from '../../testing/bulkFiles.ts';
import { imageBytes } from '../../testing/uploads.ts';
import { readBulkFile } from './readBulkFile.ts';

const read = async (data: Buffer | string, progress: number[] = []) =>
  readBulkFile(await tempFile(data), async (rows) => void progress.push(rows));

async function refusal(data: Buffer | string): Promise<string> {
  const error = await read(data).then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  expect((error as ApiError).statusCode).toBe(400);
  expect((error as ApiError).code).toBe('FILE_INVALID');
  return (error as ApiError).message;
}

const SHEET: Sheet = [
  ['VIN number', 'stock_no', 'Colour', 'Mileage', 'Agent Email', 'Notes', 'Price'],
  ['1FTEW1EP6JF000001', 'STK-1', 'Deep Blue, metallic', 45210, 'agent@canam.test', 'x', 19999.5],
  [null, null, null, null, null, null, null],
  ['2hgfc2f5-xhh000001', '', '', '', '', 'only a note', ''],
  [null, null, null, null, null, 'ignored column only', null],
];
const EXPECTED = [
  {
    line: 2,
    cells: {
      VIN: '1FTEW1EP6JF000001',
      'Stock Number': 'STK-1',
      Color: 'Deep Blue, metallic',
      Miles: '45210',
      Agent: 'agent@canam.test',
      Price: '19999.5',
    },
  },
  { line: 4, cells: { VIN: '2hgfc2f5-xhh000001' } },
];

describe('readBulkFile', () => {
  it('reads a CSV file with a byte-order mark, quoted fields and blank rows', async () => {
    expect(await read(`\uFEFF${csvOf(SHEET)}`)).toEqual(EXPECTED);
  });

  it('guesses a semicolon delimiter', async () => {
    expect(await read(csvOf(SHEET, ';'))).toEqual(EXPECTED);
  });

  it('reads the first worksheet of an XLSX workbook, dates as YYYY-MM-DD', async () => {
    const rows = await read(await xlsxOf(SHEET));
    expect(rows).toEqual(EXPECTED);
    const dated = await read(
      await xlsxOf([
        ['VIN', 'Release Date', 'CR URL'],
        ['1FTEW1EP6JF000001', new Date(Date.UTC(2026, 2, 9)), 'https://cr.example.com/1'],
      ]),
    );
    expect(dated[0]!.cells).toEqual({
      VIN: '1FTEW1EP6JF000001',
      'Release Date': '2026-03-09',
      'CR URL': 'https://cr.example.com/1',
    });
  });

  it('reports progress every 500 rows read', async () => {
    const rows: Sheet = [['VIN']];
    for (let n = 0; n < 1_200; n++) rows.push([`V${n}`]);
    const progress: number[] = [];
    expect(await read(csvOf(rows), progress)).toHaveLength(1_200);
    expect(progress).toEqual([500, 1_000]);
  });

  it('refuses files it cannot read, each with its message', async () => {
    expect(await refusal('')).toBe(FILE_MESSAGES.empty);
    expect(await refusal('\r\n\r\n')).toBe(FILE_MESSAGES.empty);
    expect(await refusal(csvOf([['VIN', 'Make']]))).toBe(FILE_MESSAGES.empty);
    expect(
      await refusal(
        csvOf([
          ['Make', 'Model'],
          ['Ford', 'F-150'],
        ]),
      ),
    ).toBe(FILE_MESSAGES.noVinColumn);
    expect(await refusal('VIN,Make\r\n"1FTEW1EP6JF000001,Ford\r\n')).toBe(FILE_MESSAGES.malformed);
    expect(await refusal(await imageBytes('png', 20, 20))).toBe(FILE_MESSAGES.notSpreadsheet);
    expect(await refusal(Buffer.from([0x56, 0x49, 0x4e, 0x0a, 0xff, 0xfe, 0x41]))).toBe(
      FILE_MESSAGES.notSpreadsheet,
    );
    // A zip that is no workbook, and a workbook cut short.
    const workbook = await xlsxOf(SHEET);
    expect(await refusal(workbook.subarray(0, workbook.length / 2))).toBe(FILE_MESSAGES.malformed);
  });

  it(`stops at the first row past ${MAX_BULK_ROWS.toLocaleString('en-US')}`, async () => {
    const rows: Sheet = [['VIN']];
    for (let n = 0; n <= MAX_BULK_ROWS; n++) rows.push([`V${n}`]);
    expect(await refusal(csvOf(rows))).toBe(FILE_MESSAGES.tooManyRows);
    rows.pop();
    expect(await read(csvOf(rows))).toHaveLength(MAX_BULK_ROWS);
    rows.push(['one more']);
    expect(await refusal(await xlsxOf(rows))).toBe(FILE_MESSAGES.tooManyRows);
  });
});
