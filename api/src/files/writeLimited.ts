// Streams bytes to a file, cut at a size limit: a body over the limit is a 413 and what was
// written of it is deleted, so a hostile client never fills the disk past one file's limit.
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { UploadKind } from '@canam/domain/rest/vehicleFiles';
import { fileTooLarge } from './contentChecks.ts';

class TooLarge extends Error {}

/** Writes `source` to `target` (created, never overwritten); answers the size in bytes. */
export async function writeLimited(
  source: Readable,
  target: string,
  limit: { kind: UploadKind; maxBytes: number; field?: string },
): Promise<number> {
  let size = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      if (size > limit.maxBytes) callback(new TooLarge());
      else callback(null, chunk);
    },
  });
  try {
    await pipeline(source, counter, createWriteStream(target, { flags: 'wx' }));
    // @fastify/multipart ends a file part at its own limit and flags it instead of failing.
    if ((source as Readable & { truncated?: boolean }).truncated) throw new TooLarge();
    return size;
  } catch (error) {
    // EEXIST: the file is someone else's; anything else: ours, partly written.
    if ((error as { code?: string }).code !== 'EEXIST') await rm(target, { force: true });
    if (error instanceof TooLarge || (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw fileTooLarge(limit.kind, limit.field);
    throw error;
  }
}
