// The file mutations over the fake api: createUpload hands out the api's ticket, a photo is
// assigned by its token and deleted by its global id's kind (uploaded or external), and the bulk
// files answer the api's report; each sends the REST request the contract names, and the api's
// refusals of the input are userErrors on the input's own field names.
import { describe, expect, it } from 'vitest';
import { FILE_MESSAGES, UPLOAD_LIMITS } from '@canam/domain/rest/vehicleFiles';
import { INTAKE_MESSAGES } from '@canam/domain/rest/vehicleIntake';
import { toGlobalId } from '../relay/ids.ts';
import { FAKE_BULK_REPORT } from '../testing/fakeVehicleFilesApi.ts';
import { bearer, postGraphQL } from '../testing/graphql.ts';
import { useFakeStack } from '../testing/useFakeStack.ts';

const { api, gateway } = useFakeStack();

const ERRORS = 'userErrors { field message code }';
const CREATE_UPLOAD = `mutation($input: CreateUploadInput!) { createUpload(input: $input) {
  upload { token url maxBytes expiresAt } ${ERRORS} } }`;
const PHOTOS = 'vehicle { id photos { id url thumbnailUrl partName external } }';
const ASSIGN = `mutation($input: AssignVehiclePhotoInput!) { assignVehiclePhoto(input: $input) {
  ${PHOTOS} ${ERRORS} } }`;
const DELETE_PHOTO = `mutation($input: DeleteVehiclePhotoInput!) {
  deleteVehiclePhoto(input: $input) { ${PHOTOS} ${ERRORS} } }`;
const REPORT = `report { applied vinNumberNotFound vinNumberSold incompleteRegister
  rows { line vinNumber outcome message } }`;
const IMPORT = `mutation($input: ImportVehiclesInput!) { importVehicles(input: $input) {
  ${REPORT} ${ERRORS} } }`;
const STATUSES = `mutation($input: UpdateVehicleStatusesInput!) {
  updateVehicleStatuses(input: $input) { ${REPORT} ${ERRORS} } }`;

type UserErrors = { field: string | null; message: string; code: string }[];
type Payload = Record<string, unknown> & { userErrors: UserErrors };

async function payload(query: string, input: object, token: string | null = 'admin-token') {
  const { data, errors } = await postGraphQL<Record<string, Payload>>(
    gateway.url,
    query,
    { input },
    token ? bearer(token) : {},
  );
  expect(errors).toBeUndefined();
  return Object.values(data!)[0]!;
}

async function upload(kind: 'PHOTO' | 'SPREADSHEET', fileName: string, token = 'admin-token') {
  const answer = await payload(CREATE_UPLOAD, { kind, fileName, size: 1000 }, token);
  api.calls.splice(0);
  return (answer.upload as { token: string }).token;
}

const requests = () => api.calls.map((call) => [call.method, call.path, call.body]);
const vehicle1 = toGlobalId('Vehicle', 1);

describe('createUpload', () => {
  it("hands out the api's ticket for the kind of file", async () => {
    const answer = await payload(CREATE_UPLOAD, {
      kind: 'SPREADSHEET',
      fileName: 'stock.xlsx',
      size: 2048,
    });
    const ticket = answer.upload as { token: string };
    expect(answer).toEqual({
      upload: {
        token: expect.stringMatching(/^[A-Za-z0-9_-]{20,100}$/),
        url: `/uploads/incoming/${ticket.token}`,
        maxBytes: UPLOAD_LIMITS.spreadsheet,
        expiresAt: expect.any(String),
      },
      userErrors: [],
    });
    expect(requests()).toEqual([
      ['POST', '/api/upload', { kind: 'spreadsheet', fileName: 'stock.xlsx', size: 2048 }],
    ]);
  });

  it("puts the api's refusal of a file too large on size", async () => {
    const size = UPLOAD_LIMITS.photo + 1;
    const answer = await payload(CREATE_UPLOAD, { kind: 'PHOTO', fileName: 'a.jpg', size });
    expect(answer).toEqual({
      upload: null,
      userErrors: [
        { field: 'size', message: FILE_MESSAGES.tooLarge('photo'), code: 'INVALID_INPUT' },
      ],
    });
  });

  it('refuses a guest (no call) and a dealer', async () => {
    for (const [token, code, calls] of [
      [null, 'UNAUTHENTICATED', 0],
      ['dealer-token', 'FORBIDDEN', 1],
    ] as const) {
      api.reset();
      const { data, errors } = await postGraphQL(
        gateway.url,
        CREATE_UPLOAD,
        { input: { kind: 'PHOTO', fileName: 'a.jpg', size: 10 } },
        token ? bearer(token) : {},
      );
      expect(data).toBeNull();
      expect(errors?.map((error) => error.extensions?.code)).toEqual([code]);
      expect(api.calls).toHaveLength(calls);
    }
  });
});

describe('assignVehiclePhoto and deleteVehiclePhoto', () => {
  it('assigns an uploaded photo to a part, then deletes it, each answering the vehicle', async () => {
    const token = await upload('PHOTO', 'front.jpg');
    const assigned = await payload(ASSIGN, {
      vehicleId: vehicle1,
      partId: toGlobalId('Part', 10),
      upload: token,
    });
    const photos = (assigned.vehicle as { photos: { id: string; partName: string | null }[] })
      .photos;
    const added = photos.find((photo) => photo.partName === 'Rear')!;
    expect(added).toEqual({
      id: toGlobalId('VehiclePart', 5000),
      url: '/uploads/vehicles/1/5000.webp',
      thumbnailUrl: '/uploads/vehicles/1/5000-thumb.webp',
      partName: 'Rear',
      external: false,
    });
    expect(requests()).toEqual([
      ['POST', '/api/vehicle/assignPhoto', { vehiclesId: 1, partsId: 10, upload: token }],
      ['GET', '/api/vehicle?vehicleId=1&fullInventory=1&resourcesPerPage=1', undefined],
    ]);
    api.calls.splice(0);
    const deleted = await payload(DELETE_PHOTO, { vehicleId: vehicle1, photoId: added.id });
    expect(deleted.userErrors).toEqual([]);
    expect(JSON.stringify(deleted.vehicle)).not.toContain(added.id);
    expect(requests().map(([method, path]) => `${method} ${path}`)).toEqual([
      'GET /api/vehicle?vehicleId=1&fullInventory=1&resourcesPerPage=1',
      'DELETE /api/vehicle/deletePhoto?id=5000',
      'GET /api/vehicle?vehicleId=1&fullInventory=1&resourcesPerPage=1',
    ]);
  });

  it('deletes an external image on its own path', async () => {
    const photoId = toGlobalId('ExternalImage', 1);
    const deleted = await payload(DELETE_PHOTO, { vehicleId: vehicle1, photoId });
    expect(deleted.vehicle).toEqual({
      id: vehicle1,
      photos: [expect.objectContaining({ id: toGlobalId('VehiclePart', 1), external: false })],
    });
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toContain(
      'DELETE /api/vehicle/deleteExternalPhoto?id=1',
    );
  });

  it('refuses a photo that is not one of the vehicle’s, and other ids, without deleting', async () => {
    for (const photoId of [toGlobalId('VehiclePart', 77), toGlobalId('Vehicle', 1), 'not-an-id']) {
      const answer = await payload(DELETE_PHOTO, { vehicleId: vehicle1, photoId });
      expect(answer).toEqual({
        vehicle: null,
        userErrors: [
          { field: 'photoId', message: FILE_MESSAGES.photoNotFound, code: 'PHOTO_NOT_FOUND' },
        ],
      });
    }
    expect(api.calls.filter((call) => call.method === 'DELETE')).toEqual([]);
  });

  it.each([
    [
      'an unknown part',
      { partId: toGlobalId('Part', 99) },
      'partId',
      FILE_MESSAGES.partNotFound,
      'PART_NOT_FOUND',
    ],
    [
      'a used token',
      { upload: 'x'.repeat(32) },
      'upload',
      FILE_MESSAGES.uploadNotFound,
      'UPLOAD_NOT_FOUND',
    ],
    [
      'a token that is no token',
      { upload: '../../etc' },
      'upload',
      FILE_MESSAGES.uploadNotFound,
      'INVALID_INPUT',
    ],
    [
      'a sold vehicle',
      { vehicleId: toGlobalId('Vehicle', 5) },
      null,
      INTAKE_MESSAGES.deleted,
      'VEHICLE_DELETED',
    ],
  ])('puts the refusal of %s on its field', async (_what, change, field, message, code) => {
    const token = await upload('PHOTO', 'front.jpg');
    const input = { vehicleId: vehicle1, partId: toGlobalId('Part', 9), upload: token, ...change };
    expect(await payload(ASSIGN, input)).toEqual({
      vehicle: null,
      userErrors: [{ field, message, code }],
    });
  });

  it('passes on an expired upload (410) and one of another kind', async () => {
    const expired = await upload('PHOTO', 'expired.jpg');
    const input = { vehicleId: vehicle1, partId: toGlobalId('Part', 9), upload: expired };
    expect((await payload(ASSIGN, input)).userErrors).toEqual([
      { field: 'upload', message: FILE_MESSAGES.uploadExpired, code: 'UPLOAD_EXPIRED' },
    ]);
    const sheet = await upload('SPREADSHEET', 'stock.csv');
    expect((await payload(ASSIGN, { ...input, upload: sheet })).userErrors).toEqual([
      { field: 'upload', message: FILE_MESSAGES.uploadKind, code: 'INVALID_INPUT' },
    ]);
  });

  it("refuses an agent on another agent's vehicle with FORBIDDEN", async () => {
    const token = await upload('PHOTO', 'front.jpg', 'agent-token');
    api.vehicles[0]!.usersId = 8;
    const { data, errors } = await postGraphQL(
      gateway.url,
      ASSIGN,
      { input: { vehicleId: vehicle1, partId: toGlobalId('Part', 9), upload: token } },
      bearer('agent-token'),
    );
    expect(data).toBeNull();
    expect(errors?.map((error) => error.extensions?.code)).toEqual(['FORBIDDEN']);
  });
});

describe('importVehicles and updateVehicleStatuses', () => {
  it("apply an uploaded spreadsheet and answer the api's report", async () => {
    const imported = await upload('SPREADSHEET', 'stock.xlsx');
    expect(await payload(IMPORT, { upload: imported })).toEqual({
      report: FAKE_BULK_REPORT,
      userErrors: [],
    });
    expect(requests()).toEqual([['POST', '/api/vehicle/csv', { upload: imported }]]);
    const statuses = await upload('SPREADSHEET', 'statuses.csv');
    expect(await payload(STATUSES, { upload: statuses, status: 'ReadyToSell' })).toEqual({
      report: FAKE_BULK_REPORT,
      userErrors: [],
    });
    expect(requests()).toEqual([
      ['POST', '/api/vehicle/updateVehicleStatusCsv', { upload: statuses, status: 'ReadyToSell' }],
    ]);
  });

  it('put a file that cannot be read, and a token used already, on upload', async () => {
    const unreadable = await upload('SPREADSHEET', 'unreadable.csv');
    expect(await payload(IMPORT, { upload: unreadable })).toEqual({
      report: null,
      userErrors: [{ field: 'upload', message: FILE_MESSAGES.malformed, code: 'FILE_INVALID' }],
    });
    const used = await upload('SPREADSHEET', 'stock.csv');
    await payload(IMPORT, { upload: used });
    expect((await payload(STATUSES, { upload: used, status: 'Draft' })).userErrors).toEqual([
      { field: 'upload', message: FILE_MESSAGES.uploadNotFound, code: 'UPLOAD_NOT_FOUND' },
    ]);
  });

  it('refuse an agent, who may not import, with FORBIDDEN', async () => {
    const token = await upload('SPREADSHEET', 'stock.csv', 'agent-token');
    const { data, errors } = await postGraphQL(
      gateway.url,
      IMPORT,
      { input: { upload: token } },
      bearer('agent-token'),
    );
    expect(data).toBeNull();
    expect(errors?.map((error) => error.extensions?.code)).toEqual(['FORBIDDEN']);
  });
});
