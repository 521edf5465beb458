// A CSV bulk file, streamed through papaparse: UTF-8 (a byte-order mark is dropped), quoted
// fields, the delimiter (comma, semicolon, tab) guessed from the start of the file. Text that is
// not UTF-8 or holds NUL bytes is not a CSV file; unbalanced quotes make it unreadable.
import { createReadStream } from 'node:fs';
import { Transform } from 'node:stream';
import Papa from 'papaparse';
import { FILE_MESSAGES } from '@canam/domain/rest/vehicleFiles';
import { ApiError, badRequest } from '../../errors.ts';
import type { VisitRow } from './rowCollector.ts';

const notText = () => badRequest('FILE_INVALID', FILE_MESSAGES.notSpreadsheet);

/** Bytes to strings, refusing what is not UTF-8 text (a chunk may end inside a character). */
function utf8Text(): Transform {
  const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });
  const check = (text: string) => {
    if (text.includes('\0')) throw notText();
    return text;
  };
  return new Transform({
    readableObjectMode: true,
    transform(chunk: Buffer, _encoding, done) {
      try {
        done(null, check(decoder.decode(chunk, { stream: true })));
      } catch (error) {
        done(error instanceof ApiError ? error : notText());
      }
    },
    flush(done) {
      try {
        done(null, check(decoder.decode()));
      } catch (error) {
        done(error instanceof ApiError ? error : notText());
      }
    },
  });
}

export function readCsv(path: string, visit: VisitRow): Promise<void> {
  const file = createReadStream(path);
  const text = file.pipe(utf8Text());
  file.on('error', (error) => text.destroy(error));
  return new Promise<void>((resolve, reject) => {
    let failure: unknown = null;
    let line = 0;
    const stop = (error: unknown, parser: Papa.Parser) => {
      failure ??= error;
      parser.abort();
    };
    Papa.parse<string[]>(text as unknown as File, {
      delimitersToGuess: [',', ';', '\t'],
      skipEmptyLines: false,
      step(result, parser) {
        if (failure) return;
        line += 1;
        if (result.errors.some((error) => error.type === 'Quotes')) {
          stop(badRequest('FILE_INVALID', FILE_MESSAGES.malformed), parser);
          return;
        }
        try {
          const pending = visit(result.data, line);
          if (pending) {
            // Wait for the progress write before reading on.
            parser.pause();
            pending.then(
              () => parser.resume(),
              (error: unknown) => {
                stop(error, parser);
                parser.resume();
              },
            );
          }
        } catch (error) {
          stop(error, parser);
        }
      },
      complete() {
        file.destroy();
        if (failure) reject(failure);
        else resolve();
      },
      error(error: unknown) {
        file.destroy();
        reject(
          failure ??
            (error instanceof ApiError
              ? error
              : badRequest('FILE_INVALID', FILE_MESSAGES.malformed)),
        );
      },
    });
  });
}
