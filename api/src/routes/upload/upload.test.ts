// POST /api/upload and PUT /uploads/incoming/{token} on the real app: who may ask for which kind
// of ticket, the announced size, the token stored only as a hash, the PUT bound to the ticket's
// user, once, before expiry, cut at its limit and checked by content; the incoming folder is
// never served; asking for a ticket sweeps expired ones and their files.
import { access, readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  FILE_MESSAGES,
  UPLOAD_LIMITS,
  UPLOAD_TICKET_MINUTES,
  type UploadTicketDto,
} from '@canam/domain/rest/vehicleFiles';
import { hashUploadToken, incomingPathOf } from '../../files/uploadTickets.ts';
import { askTicket, imageBytes, putBytes } from '../../testing/uploads.ts';
import { EVERY_ROLE_USERS, useTestApi } from '../../testing/useTestApi.ts';

const { api, token } = useTestApi(EVERY_ROLE_USERS);
const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

async function ticketOf(who: string, kind: 'photo' | 'spreadsheet' = 'photo') {
  const response = await askTicket(api.app, token[who]!, { kind, size: 100 });
  expect(response.statusCode).toBe(200);
  return response.json<UploadTicketDto>();
}

const ticketRow = (upload: string) =>
  api.database.db
    .selectFrom('upload_ticket')
    .selectAll()
    .where('token_hash', '=', hashUploadToken(upload))
    .executeTakeFirst();

describe('POST /api/upload', () => {
  it('gives photo tickets to vehicle editors and spreadsheet tickets to importers only', async () => {
    const allowed = {
      photo: ['superadmin', 'admin', 'agent', 'agent2'],
      spreadsheet: ['superadmin', 'admin'],
    };
    for (const kind of ['photo', 'spreadsheet'] as const) {
      for (const who of [...EVERY_ROLE_USERS, null]) {
        const response = await askTicket(api.app, who && token[who]!, { kind });
        const expected = who && allowed[kind].includes(who) ? 200 : 403;
        expect([kind, who, response.statusCode]).toEqual([kind, who, expected]);
      }
    }
  });

  it('answers a single-use token, its url, the limit and the expiry; stores only the hash', async () => {
    const before = Date.now();
    const ticket = await ticketOf('agent');
    expect(ticket.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(ticket.url).toBe(`/uploads/incoming/${ticket.token}`);
    expect(ticket.maxBytes).toBe(UPLOAD_LIMITS.photo);
    const minutes = (Date.parse(ticket.expiresAt) - before) / 60_000;
    expect(minutes).toBeGreaterThan(UPLOAD_TICKET_MINUTES - 1);
    expect(minutes).toBeLessThanOrEqual(UPLOAD_TICKET_MINUTES + 1);
    const row = await ticketRow(ticket.token);
    expect(row).toMatchObject({ kind: 'photo', file_name: 'file.bin', received_at: null });
    const stored = await api.database.db
      .selectFrom('upload_ticket')
      .select('token_hash')
      .where('token_hash', '=', ticket.token)
      .executeTakeFirst();
    expect(stored).toBeUndefined();
  });

  it('refuses a size over the kind limit and malformed bodies', async () => {
    const tooBig = await askTicket(api.app, token.admin!, {
      kind: 'spreadsheet',
      size: UPLOAD_LIMITS.spreadsheet + 1,
    });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json()).toMatchObject({
      code: 'INVALID_INPUT',
      field: 'size',
      message: FILE_MESSAGES.tooLarge('spreadsheet'),
    });
    expect((await askTicket(api.app, token.admin!, { kind: 'video' })).statusCode).toBe(400);
    expect((await askTicket(api.app, token.admin!, { kind: 'photo', size: 0 })).statusCode).toBe(
      400,
    );
    expect(
      (await askTicket(api.app, token.admin!, { kind: 'photo', fileName: ' ' })).statusCode,
    ).toBe(400);
  });

  it('sweeps expired tickets and their files when a new one is made', async () => {
    const ticket = await ticketOf('admin');
    expect((await putBytes(api.app, token.admin!, ticket.url, await imageBytes())).statusCode).toBe(
      200,
    );
    const file = incomingPathOf(api.app.files.incomingDir, hashUploadToken(ticket.token));
    expect(await exists(file)).toBe(true);
    await api.database.db
      .updateTable('upload_ticket')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('token_hash', '=', hashUploadToken(ticket.token))
      .execute();
    await ticketOf('admin');
    expect(await ticketRow(ticket.token)).toBeUndefined();
    expect(await exists(file)).toBe(false);
  });
});

describe('PUT /uploads/incoming/{token}', () => {
  it("stores the ticket user's bytes once, outside the served folder", async () => {
    const jpeg = await imageBytes();
    const ticket = await ticketOf('agent');
    const response = await putBytes(api.app, token.agent!, ticket.url, jpeg);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ token: ticket.token, size: jpeg.length });
    expect(await ticketRow(ticket.token)).toMatchObject({ size: jpeg.length });
    expect((await ticketRow(ticket.token))?.received_at).not.toBeNull();
    const again = await putBytes(api.app, token.agent!, ticket.url, jpeg);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ code: 'UPLOAD_NOT_FOUND' });

    // Not under the served uploads folder, and no URL reaches it.
    const { incomingDir, uploadsDir } = api.app.files;
    expect(path.relative(uploadsDir, incomingDir).startsWith('..')).toBe(true);
    const fileName = path.basename(incomingPathOf(incomingDir, hashUploadToken(ticket.token)));
    for (const url of [
      ticket.url,
      `/uploads/incoming/${fileName}`,
      `/uploads/../incoming/${fileName}`,
      `/uploads/%2e%2e/incoming/${fileName}`,
      `/uploads/..%2fincoming/${fileName}`,
    ]) {
      const get = await api.app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${token.agent}` },
      });
      expect(get.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(get.body).not.toContain('JFIF');
    }
  });

  it('needs the bearer of the ticket user: 401 without one, 404 for another user', async () => {
    const jpeg = await imageBytes();
    const ticket = await ticketOf('agent');
    expect((await putBytes(api.app, null, ticket.url, jpeg)).statusCode).toBe(401);
    expect((await putBytes(api.app, token.agent2!, ticket.url, jpeg)).statusCode).toBe(404);
    expect((await putBytes(api.app, token.admin!, ticket.url, jpeg)).statusCode).toBe(404);
    expect(
      (await putBytes(api.app, token.agent!, `/uploads/incoming/${'x'.repeat(43)}`, jpeg))
        .statusCode,
    ).toBe(404);
    expect((await putBytes(api.app, token.agent!, ticket.url, jpeg)).statusCode).toBe(200);
  });

  it('refuses an expired ticket with 410', async () => {
    const ticket = await ticketOf('admin');
    await api.database.db
      .updateTable('upload_ticket')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('token_hash', '=', hashUploadToken(ticket.token))
      .execute();
    const response = await putBytes(api.app, token.admin!, ticket.url, await imageBytes());
    expect(response.statusCode).toBe(410);
    expect(response.json()).toMatchObject({ code: 'UPLOAD_EXPIRED' });
  });

  it('cuts a body over the ticket limit (413) and refuses the wrong content; the ticket stays usable', async () => {
    const ticket = await ticketOf('admin');
    await api.database.db
      .updateTable('upload_ticket')
      .set({ max_bytes: 1000 })
      .where('token_hash', '=', hashUploadToken(ticket.token))
      .execute();
    const file = incomingPathOf(api.app.files.incomingDir, hashUploadToken(ticket.token));
    const tooBig = await putBytes(api.app, token.admin!, ticket.url, Buffer.alloc(1001, 1));
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: FILE_MESSAGES.tooLarge('photo'),
    });
    expect(await exists(file)).toBe(false);
    const text = await putBytes(api.app, token.admin!, ticket.url, Buffer.from('not an image'));
    expect(text.statusCode).toBe(400);
    expect(text.json()).toMatchObject({ code: 'FILE_INVALID', message: FILE_MESSAGES.notImage });
    expect(await exists(file)).toBe(false);
    const small = await imageBytes('png', 4, 4);
    expect(small.length).toBeLessThan(1000);
    expect((await putBytes(api.app, token.admin!, ticket.url, small)).statusCode).toBe(200);
  });

  it('takes spreadsheets by content, of any content type', async () => {
    const ticket = await ticketOf('admin', 'spreadsheet');
    const binary = await putBytes(api.app, token.admin!, ticket.url, await imageBytes());
    expect(binary.json()).toMatchObject({
      code: 'FILE_INVALID',
      message: FILE_MESSAGES.notSpreadsheet,
    });
    const csv = await api.app.inject({
      method: 'PUT',
      url: ticket.url,
      headers: { authorization: `Bearer ${token.admin}`, 'content-type': 'text/csv' },
      payload: 'VIN\n1HGCM82633A004352\n',
    });
    expect(csv.statusCode).toBe(200);
  });

  it('lets one of two parallel PUTs store the bytes', async () => {
    const jpeg = await imageBytes();
    const ticket = await ticketOf('admin');
    const answers = await Promise.all([
      putBytes(api.app, token.admin!, ticket.url, jpeg),
      putBytes(api.app, token.admin!, ticket.url, jpeg),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 404]);
    expect(await readdir(api.app.files.incomingDir)).toContain(
      path.basename(incomingPathOf(api.app.files.incomingDir, hashUploadToken(ticket.token))),
    );
  });
});
