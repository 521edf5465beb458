// The file of a call that takes one either way (DESIGN.md, files; domain/src/rest/vehicleFiles.ts):
//
//   const file = await takeFile(request, { kind: 'photo', field: 'photo', db, incomingDir });
//   try { ...use file.path and file.fields... } finally { await file.discard(); }
//
// - multipart/form-data (the specification's REST form): the file part named `field` is streamed
//   to a temporary file in incomingDir, cut at UPLOAD_LIMITS[kind] (413, deleted); the other
//   parts are returned as text `fields`;
// - JSON with `upload` (the token of a ticket whose bytes were PUT, the graph's way): the ticket
//   must be the caller's, of this kind, received, not used and not expired (404 UPLOAD_NOT_FOUND,
//   400 INVALID_INPUT on `upload` for another kind, 410 UPLOAD_EXPIRED); it is then marked used in
//   one UPDATE, so of two parallel calls only one gets the file. The body's other values are the
//   `fields`, as text (the route's schema has already checked them).
// Either way the content is checked (contentChecks.ts: 400 FILE_INVALID, file deleted), the
// caller must be logged in (401), and the caller deletes the file with discard() when done. A
// ticket taken by a call that then fails (a 403 or 409 on the vehicle) stays used: the browser
// asks for a new ticket.
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { FILE_MESSAGES, UPLOAD_LIMITS, type UploadKind } from '@canam/domain/rest/vehicleFiles';
import type { Db } from '../db/database.ts';
import { invalidInput, unauthorized } from '../errors.ts';
import { assertContent } from './contentChecks.ts';
import {
  hashUploadToken,
  incomingPathOf,
  isUploadToken,
  uploadExpired,
  uploadNotFound,
} from './uploadTickets.ts';
import { writeLimited } from './writeLimited.ts';

export { isImage, spreadsheetType } from './contentChecks.ts';

export interface TakeFileOptions {
  kind: UploadKind;
  /** The multipart file part's name (photo, file); also the field of the refusals. */
  field: string;
  db: Db;
  incomingDir: string;
}

export interface TakenFile {
  /** Where the bytes are, under incomingDir. */
  path: string;
  size: number;
  /** The name the user's file had (a base name, never a path), for reports. */
  fileName: string;
  /** The other form fields (multipart) or body values (JSON), as text. */
  fields: Record<string, string>;
  /** Deletes the file; call it when done, success or not. */
  discard(): Promise<void>;
}

function taken(
  filePath: string,
  size: number,
  fileName: string,
  fields: Record<string, string>,
): TakenFile {
  return {
    path: filePath,
    size,
    fileName,
    fields,
    discard: () => rm(filePath, { force: true }),
  };
}

function loggedIn(request: FastifyRequest) {
  if (!request.viewer) throw unauthorized();
  return request.viewer;
}

/** The last segment of a client's file name (some browsers send a whole path), 255 at most. */
function baseName(name: string | undefined): string {
  const last = (name ?? '').split(/[/\\]/).pop()?.trim() ?? '';
  return (last || 'upload').slice(0, 255);
}

async function checkedContent(file: TakenFile, kind: UploadKind, field: string) {
  try {
    await assertContent(kind, file.path, field);
    return file;
  } catch (error) {
    await file.discard();
    throw error;
  }
}

async function fromMultipart(request: FastifyRequest, options: TakeFileOptions) {
  const { kind, field, incomingDir } = options;
  const fields: Record<string, string> = Object.create(null);
  let file: TakenFile | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
      } else if (part.fieldname !== field || file) {
        part.file.resume(); // not ours: read past it
      } else {
        const target = path.join(incomingDir, `part-${randomBytes(16).toString('hex')}`);
        const size = await writeLimited(part.file, target, {
          kind,
          maxBytes: UPLOAD_LIMITS[kind],
          field,
        });
        file = taken(target, size, baseName(part.filename), fields);
      }
    }
  } catch (error) {
    await file?.discard();
    throw error;
  }
  if (!file) throw invalidInput(field, FILE_MESSAGES.notUploaded);
  return checkedContent(file, kind, field);
}

async function fromTicket(request: FastifyRequest, options: TakeFileOptions) {
  const { kind, field, db, incomingDir } = options;
  const viewer = loggedIn(request);
  const body = (request.body ?? {}) as Record<string, unknown>;
  const token = body.upload;
  if (token === undefined) throw invalidInput(field, FILE_MESSAGES.notUploaded);
  if (!isUploadToken(token)) throw uploadNotFound();
  const tokenHash = hashUploadToken(token);
  const ticket = await db
    .selectFrom('upload_ticket')
    .select(['id', 'user_id', 'kind', 'file_name', 'size', 'used_at'])
    .select(sql<boolean>`expires_at <= now()`.as('expired'))
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (!ticket || ticket.user_id !== viewer.id || ticket.size === null || ticket.used_at) {
    throw uploadNotFound();
  }
  if (ticket.kind !== kind) throw invalidInput('upload', FILE_MESSAGES.uploadKind);
  if (ticket.expired) throw uploadExpired();
  // The one step that decides who gets the file: of parallel calls, one UPDATE matches.
  const claimed = await db
    .updateTable('upload_ticket')
    .set({ used_at: sql`now()` })
    .where('id', '=', ticket.id)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning('id')
    .executeTakeFirst();
  if (!claimed) throw uploadNotFound();
  const fields: Record<string, string> = Object.create(null);
  for (const [key, value] of Object.entries(body)) {
    if (key !== 'upload' && value !== null && typeof value !== 'object')
      fields[key] = String(value);
  }
  const file = taken(incomingPathOf(incomingDir, tokenHash), ticket.size, ticket.file_name, fields);
  // Checked when it was PUT; checked again so a file changed on disk since is never trusted.
  return checkedContent(file, kind, field);
}

/** The file of a multipart or JSON (`upload` token) request; see the top of this file. */
export async function takeFile(
  request: FastifyRequest,
  options: TakeFileOptions,
): Promise<TakenFile> {
  loggedIn(request);
  return request.isMultipart() ? fromMultipart(request, options) : fromTicket(request, options);
}
