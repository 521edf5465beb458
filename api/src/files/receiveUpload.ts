// PUT /uploads/incoming/{token}: the bytes of an upload ticket, streamed to the incoming folder
// and checked (uploadTickets.ts). Only the ticket's user may send them, once, before it expires;
// of two parallel PUTs one claims the ticket. A failed PUT (too large, wrong content, cut
// connection) deletes what was written and frees the ticket for another try.
import { rm } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { sql } from 'kysely';
import type { UploadKind } from '@canam/domain/rest/vehicleFiles';
import type { Viewer } from '../auth/viewer.ts';
import type { Db } from '../db/database.ts';
import { assertContent } from './contentChecks.ts';
import {
  hashUploadToken,
  incomingPathOf,
  isUploadToken,
  uploadExpired,
  uploadNotFound,
} from './uploadTickets.ts';
import { writeLimited } from './writeLimited.ts';

export async function receiveUpload(
  db: Db,
  incomingDir: string,
  viewer: Viewer,
  token: string,
  body: Readable | undefined,
): Promise<{ token: string; size: number }> {
  if (!isUploadToken(token)) throw uploadNotFound();
  const tokenHash = hashUploadToken(token);
  const ticket = await db
    .selectFrom('upload_ticket')
    .select(['id', 'user_id', 'received_at', 'used_at'])
    .select(sql<boolean>`expires_at <= now()`.as('expired'))
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (!ticket || ticket.user_id !== viewer.id || ticket.received_at || ticket.used_at) {
    throw uploadNotFound();
  }
  if (ticket.expired) throw uploadExpired();
  const claimed = await db
    .updateTable('upload_ticket')
    .set({ received_at: sql`now()` })
    .where('id', '=', ticket.id)
    .where('received_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning(['kind', 'max_bytes'])
    .executeTakeFirst();
  if (!claimed) throw uploadNotFound();
  const target = incomingPathOf(incomingDir, tokenHash);
  const kind = claimed.kind as UploadKind;
  try {
    const size = await writeLimited(body ?? Readable.from([]), target, {
      kind,
      maxBytes: claimed.max_bytes,
    });
    await assertContent(kind, target);
    await db.updateTable('upload_ticket').set({ size }).where('id', '=', ticket.id).execute();
    return { token, size };
  } catch (error) {
    await rm(target, { force: true });
    await db
      .updateTable('upload_ticket')
      .set({ received_at: null, size: null })
      .where('id', '=', ticket.id)
      .execute();
    throw error;
  }
}
