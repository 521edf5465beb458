// Vehicle photos: POST /api/vehicle/assignPhoto (multipart or an upload token) stores an upright,
// metadata-free WebP and its thumbnail, served at their /uploads/ URLs; DELETE deletePhoto and
// deleteExternalPhoto remove a photo of their own kind. Vehicle editors only, agents on their own
// vehicles, never on a Sold or deleted one.
import { access, readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  FILE_MESSAGES,
  UPLOAD_LIMITS,
  type AssignedPhotoDto,
} from '@canam/domain/rest/vehicleFiles';
import { bearer } from '../../testing/session.ts';
import { imageBytes, multipart, uploaded, type FilePart } from '../../testing/uploads.ts';
import { EVERY_ROLE_USERS, useTestApi } from '../../testing/useTestApi.ts';
import { eventsOf, insertVehicle, lastEventId } from '../../testing/vehicleRecords.ts';

const { api, token, id } = useTestApi(EVERY_ROLE_USERS);
let partId: number;
let partName: string;

beforeAll(async () => {
  const part = await api.database.db
    .selectFrom('part')
    .select(['id', 'name'])
    .orderBy('id')
    .executeTakeFirstOrThrow();
  partId = part.id;
  partName = part.name;
});

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );
const fileOf = (url: string) =>
  path.join(api.app.files.uploadsDir, url.replace(/^\/uploads\//, ''));

async function assignForm(
  who: string | null,
  fields: Record<string, string>,
  file?: Partial<FilePart>,
) {
  const body = await multipart(fields, {
    field: 'photo',
    name: 'car.jpg',
    data: file?.data ?? (await imageBytes()),
    ...file,
  });
  return api.app.inject({
    method: 'POST',
    url: '/api/vehicle/assignPhoto',
    headers: { ...body.headers, ...(who ? bearer(token[who]!) : {}) },
    payload: body.payload,
  });
}

const formOf = (vehicleId: number) => ({ vehiclesId: String(vehicleId), partsId: String(partId) });

function remove(who: string | null, kind: 'deletePhoto' | 'deleteExternalPhoto', photoId: number) {
  return api.app.inject({
    method: 'DELETE',
    url: `/api/vehicle/${kind}?id=${photoId}`,
    headers: who ? bearer(token[who]!) : {},
  });
}

const photoRows = (vehicleId: number) =>
  api.database.db
    .selectFrom('vehicle_photo')
    .selectAll()
    .where('vehicle_id', '=', vehicleId)
    .orderBy('position')
    .execute();

describe('POST /api/vehicle/assignPhoto', () => {
  it('stores an upright WebP without metadata and a thumbnail, served at their URLs', async () => {
    const vehicleId = await insertVehicle(api.database.db);
    await api.database.db
      .insertInto('vehicle_photo')
      .values({
        vehicle_id: vehicleId,
        photo: 'https://example.com/a.jpg',
        photo_thumbnail: 'https://example.com/a.jpg',
        external: true,
        position: 4,
      })
      .execute();
    // 3000 × 1500, stored sideways (EXIF orientation 6: turn 90° clockwise), with an author tag.
    const sideways = await sharp({
      create: { width: 3000, height: 1500, channels: 3, background: '#3c3' },
    })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({ IFD0: { Artist: 'Camera Owner', Copyright: 'secret place' } })
      .toBuffer();
    expect((await sharp(sideways).metadata()).exif).toBeDefined();
    const before = await lastEventId(api.database.db);
    const response = await assignForm('admin', formOf(vehicleId), { data: sideways });
    expect(response.statusCode).toBe(200);
    const photo = response.json<AssignedPhotoDto>();
    expect(photo).toMatchObject({ vehiclesId: vehicleId, part: { id: partId, name: partName } });
    expect(photo.photo).toMatch(new RegExp(`^/uploads/vehicles/${vehicleId}/[0-9a-f]{24}\\.webp$`));
    expect(photo.photoThumbnail).toBe(photo.photo.replace('.webp', '-thumb.webp'));

    const stored = await sharp(fileOf(photo.photo)).metadata();
    expect(stored).toMatchObject({ format: 'webp', width: 1000, height: 2000 });
    expect(stored.exif).toBeUndefined();
    expect(stored.orientation).toBeUndefined();
    const thumbnail = await sharp(fileOf(photo.photoThumbnail)).metadata();
    expect(thumbnail).toMatchObject({ format: 'webp', width: 200, height: 400 });
    expect(thumbnail.exif).toBeUndefined();

    for (const url of [photo.photo, photo.photoThumbnail]) {
      const get = await api.app.inject({ method: 'GET', url });
      expect(get.statusCode).toBe(200);
      expect(get.headers['content-type']).toBe('image/webp');
    }
    const rows = await photoRows(vehicleId);
    expect(rows.at(-1)).toMatchObject({
      id: photo.id,
      part_id: partId,
      photo: photo.photo,
      photo_thumbnail: photo.photoThumbnail,
      external: false,
      position: 5,
    });
    expect(await eventsOf(api.database.db, vehicleId, before)).toEqual([
      { type: 'vehicle.changed', userId: null, payload: {} },
    ]);
  });

  it('takes an upload token instead of the file part, once', async () => {
    const vehicleId = await insertVehicle(api.database.db, { ownerId: id.agent! });
    const upload = await uploaded(
      api.app,
      token.agent!,
      'photo',
      await imageBytes('png', 300, 200),
    );
    const assign = () =>
      api.app.inject({
        method: 'POST',
        url: '/api/vehicle/assignPhoto',
        headers: bearer(token.agent!),
        payload: { vehiclesId: vehicleId, partsId: partId, upload },
      });
    const first = await assign();
    expect(first.statusCode).toBe(200);
    const photo = first.json<AssignedPhotoDto>();
    expect(await sharp(fileOf(photo.photo)).metadata()).toMatchObject({ width: 300, height: 200 });
    expect(photo).toMatchObject({ vehiclesId: vehicleId });
    expect((await photoRows(vehicleId)).map((row) => row.position)).toEqual([0]);
    const again = await assign();
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ code: 'UPLOAD_NOT_FOUND' });
  });

  it('refuses a text file named .jpg and a file over the limit, and writes nothing', async () => {
    const vehicleId = await insertVehicle(api.database.db);
    const text = await assignForm('admin', formOf(vehicleId), { data: 'hello, not a picture' });
    expect(text.statusCode).toBe(400);
    expect(text.json()).toMatchObject({
      code: 'FILE_INVALID',
      message: FILE_MESSAGES.notImage,
      field: 'photo',
    });
    const big = await assignForm('admin', formOf(vehicleId), {
      data: Buffer.alloc(UPLOAD_LIMITS.photo + 1, 1),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: FILE_MESSAGES.tooLarge('photo'),
    });
    expect(await photoRows(vehicleId)).toEqual([]);
    expect(await exists(path.join(api.app.files.uploadsDir, 'vehicles', String(vehicleId)))).toBe(
      false,
    );
  });

  it('refuses roles that do not edit vehicles and agents on vehicles not theirs', async () => {
    const theirs = await insertVehicle(api.database.db, { ownerId: id.agent2! });
    for (const who of ['reviewer', 'buyer', 'client', null]) {
      expect([who, (await assignForm(who, formOf(theirs))).statusCode]).toEqual([who, 403]);
    }
    const notYours = await assignForm('agent', formOf(theirs));
    expect(notYours.statusCode).toBe(403);
    expect(notYours.json()).toMatchObject({ code: 'NOT_YOUR_VEHICLE' });
    const nobodys = await assignForm('agent', formOf(await insertVehicle(api.database.db)));
    expect(nobodys.statusCode).toBe(403);
    expect(await photoRows(theirs)).toEqual([]);
    expect(await exists(path.join(api.app.files.uploadsDir, 'vehicles', String(theirs)))).toBe(
      false,
    );
    expect((await assignForm('agent2', formOf(theirs))).statusCode).toBe(200);
    expect((await assignForm('superadmin', formOf(theirs))).statusCode).toBe(200);
  });

  it('refuses a Sold or deleted vehicle (409), an unknown vehicle or part (404), bad fields (400)', async () => {
    const sold = await assignForm(
      'admin',
      formOf(await insertVehicle(api.database.db, { status: 'Sold' })),
    );
    expect(sold.statusCode).toBe(409);
    expect(sold.json()).toMatchObject({ code: 'VEHICLE_SOLD' });
    const inactive = await assignForm(
      'admin',
      formOf(await insertVehicle(api.database.db, { status: 'Inactive' })),
    );
    expect(inactive.json()).toMatchObject({ code: 'VEHICLE_DELETED' });
    const vehicleId = await insertVehicle(api.database.db);
    const part = await assignForm('admin', {
      vehiclesId: String(vehicleId),
      partsId: '2147483647',
    });
    expect(part.statusCode).toBe(404);
    expect(part.json()).toMatchObject({
      code: 'PART_NOT_FOUND',
      message: FILE_MESSAGES.partNotFound,
    });
    const vehicle = await assignForm('admin', {
      vehiclesId: '2147483647',
      partsId: String(partId),
    });
    expect(vehicle.json()).toMatchObject({ code: 'VEHICLE_NOT_FOUND' });
    const missing = await assignForm('admin', { partsId: String(partId) });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'INVALID_INPUT', field: 'vehiclesId' });
    const hex = await assignForm('admin', { vehiclesId: '0x1', partsId: String(partId) });
    expect(hex.json()).toMatchObject({ code: 'INVALID_INPUT', field: 'vehiclesId' });
    expect(await photoRows(vehicleId)).toEqual([]);
  });

  it('leaves no file of its own in the incoming folder', async () => {
    const vehicleId = await insertVehicle(api.database.db);
    const before = new Set(await readdir(api.app.files.incomingDir));
    expect((await assignForm('admin', formOf(vehicleId))).statusCode).toBe(200);
    expect((await assignForm('admin', formOf(vehicleId), { data: 'text' })).statusCode).toBe(400);
    const after = (await readdir(api.app.files.incomingDir)).filter((name) => !before.has(name));
    expect(after.filter((name) => name.startsWith('part-'))).toEqual([]);
  });
});

describe('DELETE /api/vehicle/deletePhoto and deleteExternalPhoto', () => {
  async function assigned(vehicleId: number, who = 'admin') {
    const response = await assignForm(who, formOf(vehicleId));
    expect(response.statusCode).toBe(200);
    return response.json<AssignedPhotoDto>();
  }

  async function external(vehicleId: number) {
    const { id: photoId } = await api.database.db
      .insertInto('vehicle_photo')
      .values({
        vehicle_id: vehicleId,
        photo: 'https://pictures.example.com/car.jpg',
        photo_thumbnail: 'https://pictures.example.com/car-thumb.jpg',
        external: true,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return photoId;
  }

  it('deletes an uploaded photo, its row and its files, with an event', async () => {
    const vehicleId = await insertVehicle(api.database.db, { ownerId: id.agent! });
    const photo = await assigned(vehicleId, 'agent');
    const before = await lastEventId(api.database.db);
    expect((await remove('agent', 'deleteExternalPhoto', photo.id)).json()).toMatchObject({
      code: 'PHOTO_NOT_FOUND',
      message: FILE_MESSAGES.photoNotFound,
    });
    const response = await remove('agent', 'deletePhoto', photo.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: photo.id, vehiclesId: vehicleId });
    expect(await photoRows(vehicleId)).toEqual([]);
    expect(await exists(fileOf(photo.photo))).toBe(false);
    expect(await exists(fileOf(photo.photoThumbnail))).toBe(false);
    expect((await api.app.inject({ method: 'GET', url: photo.photo })).statusCode).toBe(404);
    expect(await eventsOf(api.database.db, vehicleId, before)).toEqual([
      { type: 'vehicle.changed', userId: null, payload: {} },
    ]);
    expect((await remove('agent', 'deletePhoto', photo.id)).statusCode).toBe(404);
  });

  it('deletes an external picture only through deleteExternalPhoto', async () => {
    const vehicleId = await insertVehicle(api.database.db);
    const photoId = await external(vehicleId);
    const wrongKind = await remove('admin', 'deletePhoto', photoId);
    expect(wrongKind.statusCode).toBe(404);
    expect(wrongKind.json()).toMatchObject({ code: 'PHOTO_NOT_FOUND' });
    const response = await remove('admin', 'deleteExternalPhoto', photoId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: photoId, vehiclesId: vehicleId });
    expect(await photoRows(vehicleId)).toEqual([]);
  });

  it('keeps the rights, ownership and editable checks', async () => {
    const theirs = await insertVehicle(api.database.db, { ownerId: id.agent2! });
    const photo = await assigned(theirs);
    const externalId = await external(theirs);
    for (const who of ['reviewer', 'buyer', 'client', null]) {
      expect([who, (await remove(who, 'deletePhoto', photo.id)).statusCode]).toEqual([who, 403]);
    }
    expect((await remove('agent', 'deletePhoto', photo.id)).json()).toMatchObject({
      code: 'NOT_YOUR_VEHICLE',
    });
    expect((await remove('agent', 'deleteExternalPhoto', externalId)).statusCode).toBe(403);
    await api.database.db
      .updateTable('vehicle')
      .set({ status: 'Sold' })
      .where('id', '=', theirs)
      .execute();
    expect((await remove('admin', 'deletePhoto', photo.id)).json()).toMatchObject({
      code: 'VEHICLE_SOLD',
    });
    expect((await remove('admin', 'deleteExternalPhoto', externalId)).statusCode).toBe(409);
    expect(await photoRows(theirs)).toHaveLength(2);
    expect(await exists(fileOf(photo.photo))).toBe(true);
    expect((await remove('admin', 'deletePhoto', 2147483647)).statusCode).toBe(404);
    expect((await remove('admin', 'deletePhoto', 0)).statusCode).toBe(400);
  });
});
