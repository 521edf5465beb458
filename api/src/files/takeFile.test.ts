// takeFile both ways, on an app of its own that shares the test database: a multipart part
// streamed with its kind's limit, or an upload ticket's token (the caller's, of its kind,
// received, unused, unexpired, taken once even by parallel calls); the content is checked and
// discard() deletes the file.
import { createHash } from 'node:crypto';
import { access, mkdir, mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_MESSAGES, UPLOAD_LIMITS, type UploadKind } from '@canam/domain/rest/vehicleFiles';
import { authentication } from '../plugins/authentication.ts';
import { installErrorHandler } from '../plugins/errorHandler.ts';
import { multipartForms } from '../plugins/multipart.ts';
import { incomingUploadRoute } from '../routes/upload/incoming.ts';
import { uploadTicketRoute } from '../routes/upload/uploadTicket.ts';
import { bearer } from '../testing/session.ts';
import { TEST_TOKEN_SETTINGS } from '../testing/testApi.ts';
import { imageBytes, multipart, uploaded } from '../testing/uploads.ts';
import { useTestApi } from '../testing/useTestApi.ts';
import { isImage, spreadsheetType, takeFile } from './takeFile.ts';
import { hashUploadToken } from './uploadTickets.ts';

const { api, token } = useTestApi(['admin', 'agent']);
let app: FastifyInstance;
let incomingDir: string;

interface Taken {
  size: number;
  fileName: string;
  fields: Record<string, string>;
  sha: string;
  path: string;
}

beforeAll(async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'canam-take-file-'));
  incomingDir = path.join(dir, 'incoming');
  await mkdir(incomingDir);
  app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', api.database.db);
  app.decorate('tokenSettings', TEST_TOKEN_SETTINGS);
  app.decorate('files', { uploadsDir: path.join(dir, 'uploads'), incomingDir });
  installErrorHandler(app);
  await app.register(authentication);
  await app.register(multipartForms);
  await app.register(uploadTicketRoute);
  await app.register(incomingUploadRoute);
  for (const kind of ['photo', 'spreadsheet'] as const) {
    app.post(`/take/${kind}`, async (request) => {
      const file = await takeFile(request, {
        kind,
        field: 'file',
        db: api.database.db,
        incomingDir,
      });
      try {
        const data = await readFile(file.path);
        const sha = createHash('sha256').update(data).digest('hex');
        return {
          size: file.size,
          fileName: file.fileName,
          fields: { ...file.fields },
          sha,
          path: file.path,
        };
      } finally {
        await file.discard();
      }
    });
  }
  await app.ready();
});
afterAll(() => app?.close());

const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex');
const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

async function takeMultipart(
  kind: UploadKind,
  data: Buffer | string,
  name = 'car.jpg',
  who = 'admin',
) {
  const body = await multipart({ vehiclesId: '7', note: 'front' }, { field: 'file', name, data });
  return app.inject({
    method: 'POST',
    url: `/take/${kind}`,
    headers: { ...body.headers, ...bearer(token[who]!) },
    payload: body.payload,
  });
}

function takeToken(kind: UploadKind, upload: string, who = 'admin', extra = {}) {
  return app.inject({
    method: 'POST',
    url: `/take/${kind}`,
    headers: bearer(token[who]!),
    payload: { upload, ...extra },
  });
}

const CSV = 'VIN,Stock Number\n1HGCM82633A004352,S-1\n';

describe('takeFile from a multipart form', () => {
  it('streams the file part, returns the other fields and deletes the file on discard', async () => {
    const jpeg = await imageBytes('jpeg');
    const response = await takeMultipart('photo', jpeg, 'C:\\photos\\car.jpg');
    expect(response.statusCode).toBe(200);
    const taken = response.json<Taken>();
    expect(taken).toMatchObject({ size: jpeg.length, fileName: 'car.jpg', sha: sha(jpeg) });
    expect(taken.fields).toEqual({ vehiclesId: '7', note: 'front' });
    expect(path.dirname(taken.path)).toBe(incomingDir);
    expect(await exists(taken.path)).toBe(false);
  });

  it('takes a CSV and an XLSX as spreadsheets', async () => {
    expect((await takeMultipart('spreadsheet', CSV, 'cars.csv')).statusCode).toBe(200);
    const zip = Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(100, 1)]);
    expect((await takeMultipart('spreadsheet', zip, 'cars.xlsx')).statusCode).toBe(200);
  });

  it('refuses content of the wrong kind with FILE_INVALID and leaves no file', async () => {
    const text = await takeMultipart('photo', 'just some text, named like a photo', 'car.jpg');
    expect(text.statusCode).toBe(400);
    expect(text.json()).toMatchObject({
      code: 'FILE_INVALID',
      message: FILE_MESSAGES.notImage,
      field: 'file',
    });
    const binary = await takeMultipart('spreadsheet', Buffer.from([1, 0, 2, 0]), 'cars.csv');
    expect(binary.statusCode).toBe(400);
    expect(binary.json()).toMatchObject({
      code: 'FILE_INVALID',
      message: FILE_MESSAGES.notSpreadsheet,
    });
    const latin1 = await takeMultipart(
      'spreadsheet',
      Buffer.from('VIN,Make\nX,Citro\xebn\n', 'latin1'),
    );
    expect(latin1.json()).toMatchObject({ code: 'FILE_INVALID' });
    expect(await readdir(incomingDir)).toEqual([]);
  });

  it('cuts a file over its kind limit with 413 and deletes what was written', async () => {
    const big = Buffer.alloc(UPLOAD_LIMITS.spreadsheet + 1, 'a');
    const response = await takeMultipart('spreadsheet', big, 'cars.csv');
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: FILE_MESSAGES.tooLarge('spreadsheet'),
    });
    expect(await readdir(incomingDir)).toEqual([]);
  });

  it('refuses a form without the file part and a guest', async () => {
    const body = await multipart({ note: 'no file' });
    const missing = await app.inject({
      method: 'POST',
      url: '/take/photo',
      headers: { ...body.headers, ...bearer(token.admin!) },
      payload: body.payload,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'INVALID_INPUT', field: 'file' });
    const guest = await app.inject({ method: 'POST', url: '/take/photo', ...body });
    expect(guest.statusCode).toBe(401);
  });
});

describe('takeFile from an upload ticket', () => {
  it('takes the received bytes once, with the body values as fields', async () => {
    const png = await imageBytes('png');
    const upload = await uploaded(app, token.admin!, 'photo', png);
    const first = await takeToken('photo', upload, 'admin', { vehiclesId: 7, note: 'x' });
    expect(first.statusCode).toBe(200);
    const taken = first.json<Taken>();
    expect(taken).toMatchObject({ size: png.length, fileName: 'file.bin', sha: sha(png) });
    expect(taken.fields).toEqual({ vehiclesId: '7', note: 'x' });
    expect(await exists(taken.path)).toBe(false);
    const again = await takeToken('photo', upload);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({
      code: 'UPLOAD_NOT_FOUND',
      message: FILE_MESSAGES.uploadNotFound,
    });
  });

  it("refuses someone else's ticket, an unknown one and one whose bytes never came", async () => {
    const upload = await uploaded(app, token.agent!, 'photo', await imageBytes());
    expect((await takeToken('photo', upload, 'admin')).statusCode).toBe(404);
    expect((await takeToken('photo', 'a'.repeat(43))).statusCode).toBe(404);
    expect((await takeToken('photo', 'short')).statusCode).toBe(404);
    const ticket = await app.inject({
      method: 'POST',
      url: '/api/upload',
      headers: bearer(token.admin!),
      payload: { kind: 'photo', fileName: 'x.jpg', size: 10 },
    });
    expect((await takeToken('photo', ticket.json().token)).statusCode).toBe(404);
    // The agent's own ticket is still usable after the refusals.
    expect((await takeToken('photo', upload, 'agent')).statusCode).toBe(200);
  });

  it('refuses a ticket of the other kind without using it up', async () => {
    const upload = await uploaded(app, token.admin!, 'spreadsheet', Buffer.from(CSV));
    const wrong = await takeToken('photo', upload);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'INVALID_INPUT',
      field: 'upload',
      message: FILE_MESSAGES.uploadKind,
    });
    expect((await takeToken('spreadsheet', upload)).statusCode).toBe(200);
  });

  it('refuses an expired ticket with 410 UPLOAD_EXPIRED', async () => {
    const upload = await uploaded(app, token.admin!, 'spreadsheet', Buffer.from(CSV));
    await api.database.db
      .updateTable('upload_ticket')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('token_hash', '=', hashUploadToken(upload))
      .execute();
    const response = await takeToken('spreadsheet', upload);
    expect(response.statusCode).toBe(410);
    expect(response.json()).toMatchObject({
      code: 'UPLOAD_EXPIRED',
      message: FILE_MESSAGES.uploadExpired,
    });
  });

  it('gives the file to one of two parallel calls', async () => {
    const upload = await uploaded(app, token.admin!, 'spreadsheet', Buffer.from(CSV));
    const answers = await Promise.all([
      takeToken('spreadsheet', upload),
      takeToken('spreadsheet', upload),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 404]);
  });

  it('refuses a JSON body without a token', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/take/photo',
      headers: bearer(token.admin!),
      payload: { note: 'x' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'INVALID_INPUT', field: 'file' });
  });
});

describe('content checks', () => {
  it('reads images by their bytes', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'canam-content-'));
    const file = path.join(dir, 'photo.jpg');
    for (const format of ['jpeg', 'png'] as const) {
      await writeFile(file, await imageBytes(format, 10, 10));
      expect(await isImage(file)).toBe(true);
    }
    await writeFile(file, '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    expect(await isImage(file)).toBe(false);
    await writeFile(file, 'plain text');
    expect(await isImage(file)).toBe(false);
  });

  it('tells CSV from XLSX from anything else, even with a character cut at 64 KiB', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'canam-content-'));
    const file = path.join(dir, 'sheet');
    await writeFile(file, CSV);
    expect(await spreadsheetType(file)).toBe('csv');
    await writeFile(file, Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(10)]));
    expect(await spreadsheetType(file)).toBe('xlsx');
    // 'é' is two bytes: the 64 KiB sample ends between them.
    await writeFile(file, 'a'.repeat(64 * 1024 - 1) + 'é'.repeat(10));
    expect(await spreadsheetType(file)).toBe('csv');
    await writeFile(
      file,
      Buffer.concat([Buffer.from('a'.repeat(64 * 1024 - 1)), Buffer.from([0xc3, 0x41])]),
    );
    expect(await spreadsheetType(file)).toBe('csv');
    await writeFile(file, Buffer.from([0xff, 0xfe, 0x56, 0x00]));
    expect(await spreadsheetType(file)).toBe(null);
  });
});
