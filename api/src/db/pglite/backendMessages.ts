// PGlite's answer to one call, from its raw bytes, as the messages its execProtocol() gives.
// Data rows are decoded here, each field straight from the answer's bytes: PGlite's own parser
// copies every field into an ArrayBuffer of its own before decoding it, and those allocations were
// an eighth of the api's CPU on a 33-vehicle catalogue page (about 2,000 fields). Every other
// message (row descriptions, errors, command tags) goes through PGlite's parser, so they are
// exactly its own.
import { messages, protocol, type parse } from '@electric-sql/pglite';

/** A message as PGlite's parseResults() reads them. */
export type BackendMessage = Parameters<typeof parse.parseResults>[0][number];

const DATA_ROW = 0x44; // 'D'
/** A message's type byte and its length (an int32 that counts itself, not the type byte). */
const HEADER_BYTES = 5;
const NULL_FIELD = -1;

function dataRow(raw: Buffer, start: number, length: number): messages.DataRowMessage {
  let at = start + HEADER_BYTES;
  const count = raw.readInt16BE(at);
  at += 2;
  const fields = new Array<string | null>(count);
  for (let index = 0; index < count; index += 1) {
    const size = raw.readInt32BE(at);
    at += 4;
    if (size === NULL_FIELD) {
      fields[index] = null;
    } else {
      fields[index] = raw.toString('utf8', at, at + size);
      at += size;
    }
  }
  return new messages.DataRowMessage(length, fields);
}

/**
 * The messages of a complete answer, in order. Like execProtocol(), throws the first database
 * error the answer holds (PostgreSQL's ErrorResponse, with its code and fields).
 */
export function parseBackendMessages(raw: Buffer): BackendMessage[] {
  const parser = new protocol.Parser();
  const parsed: BackendMessage[] = [];
  let offset = 0;
  while (offset + HEADER_BYTES <= raw.length) {
    const length = raw.readUInt32BE(offset + 1);
    const end = offset + 1 + length;
    if (end > raw.length) throw new Error('PGlite answered a truncated message');
    if (raw[offset] === DATA_ROW) {
      parsed.push(dataRow(raw, offset, length));
    } else {
      parser.parse(raw.subarray(offset, end), (message) => {
        if (message instanceof messages.DatabaseError) throw message;
        parsed.push(message);
      });
    }
    offset = end;
  }
  return parsed;
}
