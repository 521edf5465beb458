// Upload tickets of the presigned-upload flow (DESIGN.md, files): a single-use token bound to a
// user, a kind of file and a size limit, valid UPLOAD_TICKET_MINUTES. Only the token's SHA-256 is
// stored; the bytes PUT with it are kept in the incoming folder under that hash (never under the
// served uploads folder) until a call takes them or the ticket expires.
import { createHash, randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import {
  FILE_MESSAGES,
  UPLOAD_LIMITS,
  UPLOAD_TICKET_MINUTES,
  type UploadKind,
  type UploadTicketDto,
} from '@canam/domain/rest/vehicleFiles';
import type { Db } from '../db/database.ts';
import { ApiError, notFound } from '../errors.ts';

/** Where a token's bytes are PUT (site-relative). */
export const INCOMING_URL_PREFIX = '/uploads/incoming/';
/** Tickets (and their files) removed per new ticket: the sweep's work stays bounded. */
const SWEEP_BATCH = 50;
/** A used ticket's file belongs to the call that took it; swept only this long after expiry. */
const USED_GRACE_MINUTES = 60;
const TOKEN_FORMAT = /^[A-Za-z0-9_-]{20,100}$/;

export const hashUploadToken = (token: string) =>
  createHash('sha256').update(token).digest('base64url');

/** The file of a ticket: named by the token's hash, which names nothing else and is no secret. */
export const incomingPathOf = (incomingDir: string, tokenHash: string) =>
  path.join(incomingDir, `ticket-${tokenHash}`);

export const uploadNotFound = () => notFound('UPLOAD_NOT_FOUND', FILE_MESSAGES.uploadNotFound);
export const uploadExpired = () => new ApiError(410, 'UPLOAD_EXPIRED', FILE_MESSAGES.uploadExpired);

export function isUploadToken(token: unknown): token is string {
  return typeof token === 'string' && TOKEN_FORMAT.test(token);
}

/** A new ticket for `userId`; removes a batch of expired tickets and their files first. */
export async function createUploadTicket(
  db: Db,
  incomingDir: string,
  userId: number,
  { kind, fileName }: { kind: UploadKind; fileName: string },
): Promise<UploadTicketDto> {
  await sweepExpiredTickets(db, incomingDir);
  const token = randomBytes(32).toString('base64url');
  const maxBytes = UPLOAD_LIMITS[kind];
  const { expires_at } = await db
    .insertInto('upload_ticket')
    .values({
      token_hash: hashUploadToken(token),
      user_id: userId,
      kind,
      file_name: fileName,
      max_bytes: maxBytes,
      expires_at: sql<Date>`now() + make_interval(mins => ${UPLOAD_TICKET_MINUTES})`,
    })
    .returning('expires_at')
    .executeTakeFirstOrThrow();
  return {
    token,
    url: `${INCOMING_URL_PREFIX}${token}`,
    maxBytes,
    expiresAt: new Date(expires_at).toISOString(),
  };
}

/**
 * Removes up to SWEEP_BATCH expired tickets and their files: unused ones at once, used ones after
 * a grace period (the call that took the file deletes it itself; this catches a crash).
 */
export async function sweepExpiredTickets(db: Db, incomingDir: string): Promise<number> {
  const removed = await db
    .deleteFrom('upload_ticket')
    .where(
      'id',
      'in',
      db
        .selectFrom('upload_ticket')
        .select('id')
        .where((eb) =>
          eb.or([
            eb.and([eb('used_at', 'is', null), eb('expires_at', '<', sql<Date>`now()`)]),
            eb('expires_at', '<', sql<Date>`now() - make_interval(mins => ${USED_GRACE_MINUTES})`),
          ]),
        )
        .orderBy('expires_at')
        .limit(SWEEP_BATCH),
    )
    .returning('token_hash')
    .execute();
  await Promise.all(
    removed.map((row) => rm(incomingPathOf(incomingDir, row.token_hash), { force: true })),
  );
  return removed.length;
}
