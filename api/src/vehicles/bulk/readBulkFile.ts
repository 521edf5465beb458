// A bulk file from disk to its data rows: an XLSX workbook (a zip) or CSV text, told apart by
// content, never by name. Anything else (an image, a PDF, binary data) is refused as not a
// spreadsheet before it is parsed.
import { open } from 'node:fs/promises';
import { FILE_MESSAGES } from '@canam/domain/rest/vehicleFiles';
import { badRequest } from '../../errors.ts';
import { readCsv } from './readCsv.ts';
import { readXlsx } from './readXlsx.ts';
import { rowCollector, type RawRow } from './rowCollector.ts';

const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

async function firstBytes(path: string, count: number): Promise<Buffer> {
  const file = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(count);
    const { bytesRead } = await file.read(buffer, 0, count, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}

export async function readBulkFile(
  path: string,
  onProgress: (rowsRead: number) => Promise<void>,
): Promise<RawRow[]> {
  const start = await firstBytes(path, 4);
  if (start.length === 0) throw badRequest('FILE_INVALID', FILE_MESSAGES.empty);
  const collector = rowCollector(onProgress);
  if (start.equals(ZIP)) await readXlsx(path, collector.visit);
  else await readCsv(path, collector.visit);
  return collector.rows();
}
