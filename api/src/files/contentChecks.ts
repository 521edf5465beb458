// What a stored file really is, read from its bytes (never from its name or the content type the
// client claims): an image sharp can decode in one of the photo formats, or a spreadsheet (an
// XLSX zip or UTF-8 text for CSV). A file that fails is refused with FILE_INVALID.
import { open } from 'node:fs/promises';
import sharp from 'sharp';
import { FILE_MESSAGES, type UploadKind } from '@canam/domain/rest/vehicleFiles';
import { ApiError } from '../errors.ts';

/** sharp's names of the formats the specification's photos may have (AVIF is heif with av1). */
const PHOTO_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'tiff']);

/** How much of a text file is checked for NUL bytes and UTF-8. */
const TEXT_SAMPLE_BYTES = 64 * 1024;
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** Whether sharp reads the file as a JPEG, PNG, WebP, GIF, AVIF or TIFF image. */
export async function isImage(path: string): Promise<boolean> {
  try {
    const { format, compression, width, height } = await sharp(path).metadata();
    if (!width || !height) return false;
    return PHOTO_FORMATS.has(format) || (format === 'heif' && compression === 'av1');
  } catch {
    return false;
  }
}

async function head(path: string, bytes: number): Promise<{ data: Buffer; whole: boolean }> {
  const file = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(bytes + 1);
    const { bytesRead } = await file.read(buffer, 0, bytes + 1, 0);
    return { data: buffer.subarray(0, Math.min(bytesRead, bytes)), whole: bytesRead <= bytes };
  } finally {
    await file.close();
  }
}

/** Drops a UTF-8 sequence cut by the end of the sample (at most 3 bytes of it). */
function withoutCutCharacter(sample: Buffer): Buffer {
  for (let back = 1; back <= Math.min(3, sample.length); back++) {
    const byte = sample[sample.length - back]!;
    if ((byte & 0xc0) === 0x80) continue; // a continuation byte: look further back
    if (byte < 0x80) return sample; // ASCII ends the sample cleanly
    const length = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : 2;
    return back < length ? sample.subarray(0, sample.length - back) : sample;
  }
  return sample;
}

/** 'xlsx' for a zip (an Excel workbook), 'csv' for UTF-8 text without NUL bytes, else null. */
export async function spreadsheetType(path: string): Promise<'csv' | 'xlsx' | null> {
  const { data, whole } = await head(path, TEXT_SAMPLE_BYTES);
  if (data.subarray(0, 4).equals(ZIP_MAGIC)) return 'xlsx';
  if (data.includes(0)) return null;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(whole ? data : withoutCutCharacter(data));
    return 'csv';
  } catch {
    return null;
  }
}

/** 400 FILE_INVALID (with the form field, when there is one) unless the file is of its kind. */
export async function assertContent(kind: UploadKind, path: string, field?: string) {
  if (kind === 'photo') {
    if (!(await isImage(path))) throw fileInvalid(FILE_MESSAGES.notImage, field);
  } else if (!(await spreadsheetType(path))) {
    throw fileInvalid(FILE_MESSAGES.notSpreadsheet, field);
  }
}

export const fileInvalid = (message: string, field?: string) =>
  new ApiError(400, 'FILE_INVALID', message, field);

export const fileTooLarge = (kind: UploadKind, field?: string) =>
  new ApiError(413, 'PAYLOAD_TOO_LARGE', FILE_MESSAGES.tooLarge(kind), field);
