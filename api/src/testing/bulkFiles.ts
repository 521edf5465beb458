// Helpers for the bulk file tests: VINs with a valid check digit (of patterns the offline decoder
// knows, or of none it knows), CSV text and XLSX workbooks (built with exceljs) from rows, and the
// files' calls as multipart forms or through an upload ticket.
import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { vinCheckDigit } from '@canam/domain/vin';
import { bearer } from './session.ts';
import { multipart, uploaded } from './uploads.ts';

/** A VIN with its check digit computed: 8 characters, then (after the check digit) 8 more. */
export function vinOf(first8: string, last8: string): string {
  const raw = `${first8}0${last8}`;
  return `${first8}${vinCheckDigit(raw)}${last8}`;
}

/** Serial `n` of a few real model lines (the decoder knows them: make, model and year). */
export const KNOWN_PATTERNS = {
  /** Ford F-150, 2018. */
  ford: (n: number) => vinOf('1FTEW1EP', `JF${String(n).padStart(6, '0')}`),
  /** Honda Civic, 2017. */
  honda: (n: number) => vinOf('2HGFC2F5', `HH${String(n).padStart(6, '0')}`),
  /** Tesla Model 3, 2020. */
  tesla: (n: number) => vinOf('5YJ3E1EA', `LF${String(n).padStart(6, '0')}`),
};

/** A well-formed VIN of a maker code no decoder knows. */
export const undecodableVin = (n: number) => vinOf('9ZZZZZZZ', `ZZ${String(n).padStart(6, '0')}`);

export type Sheet = (string | number | Date | null)[][];

/** CSV text of rows (the first is the header), quoted where needed. */
export function csvOf(rows: Sheet, delimiter = ','): string {
  const cell = (value: string | number | Date | null) => {
    const text = value instanceof Date ? value.toISOString().slice(0, 10) : String(value ?? '');
    return /[",;\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  return `${rows.map((row) => row.map(cell).join(delimiter)).join('\r\n')}\r\n`;
}

/** An XLSX workbook whose first worksheet holds the rows. */
export async function xlsxOf(rows: Sheet, sheetName = 'Vehicles'): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Writes bytes to a fresh temporary file and answers its path. */
export async function tempFile(data: Buffer | string, name = 'vehicles.csv'): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'canam-bulk-'));
  const file = path.join(dir, name);
  await writeFile(file, data);
  return file;
}

export type BulkCall = 'csv' | 'updateVehicleStatusCsv';

/** POST a bulk file as a multipart form (`file`, and `status` when given). */
export async function postBulkForm(
  app: FastifyInstance,
  token: string | null,
  call: BulkCall,
  data: Buffer | string,
  fields: Record<string, string> = {},
  name = 'vehicles.csv',
) {
  const body = await multipart(fields, { field: 'file', name, data });
  return app.inject({
    method: 'POST',
    url: `/api/vehicle/${call}`,
    headers: { ...body.headers, ...(token ? bearer(token) : {}) },
    payload: body.payload,
  });
}

/** The same call the graph's way: the bytes PUT with a ticket, then JSON with `upload`. */
export async function postBulkTicket(
  app: FastifyInstance,
  token: string,
  call: BulkCall,
  data: Buffer,
  fields: Record<string, string> = {},
) {
  const upload = await uploaded(app, token, 'spreadsheet', data);
  const response = await app.inject({
    method: 'POST',
    url: `/api/vehicle/${call}`,
    headers: bearer(token),
    payload: { upload, ...fields },
  });
  return { upload, response };
}
