// Notes: free text staff write about a vehicle.
import type { z } from 'zod';
import { type NoteDto, createNoteBody, noteDto, notePage } from '@canam/domain/rest/vehicleRecords';
import { type RecordKind, recordBase, selectRecords } from './recordKind.ts';

/**
 * Above the app's 1 MB: a note far over its 5000 characters (10 MB of text) is refused with the
 * note's own message, not a bare 413. Safe because the right is checked before a body is read.
 */
export const NOTE_BODY_LIMIT = 12 * 1024 * 1024;

export const notes: RecordKind<z.output<typeof createNoteBody>, NoteDto> = {
  kind: 'note',
  path: '/api/vehicle/note',
  noun: 'note',
  table: 'note',
  createBody: createNoteBody,
  dto: noteDto,
  page: notePage,
  bodyLimit: NOTE_BODY_LIMIT,

  async insert(trx, body, authorId) {
    const row = await trx
      .insertInto('note')
      .values({ vehicle_id: body.vehicleId, user_id: authorId, description: body.description })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  },

  async read(db, filter) {
    const rows = await selectRecords(db, 'note', 'date', filter).select('r.description').execute();
    return rows.map((row) => ({
      ...recordBase(row),
      date: row.recorded_at.toISOString(),
      description: row.description,
    }));
  },
};
