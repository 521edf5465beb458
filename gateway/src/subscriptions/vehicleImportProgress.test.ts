// vehicleImportProgress over the fake api and a stand-in event stream that receives the fake
// api's writes: the uploader who follows its file gets the api's stages, and only those of its
// own user id and upload token; whoever may not import is refused when it subscribes; and a
// 'vehicle.import' event reaches no other subscription.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { VEHICLE_IMPORT_EVENT } from '@canam/domain/events';
import type { GatewayEvent } from '../events/gatewayEvent.ts';
import { PROFILES, type FakeApi } from '../testing/fakeApi.ts';
import { startFakeEventStream, type FakeEventStream } from '../testing/fakeEventStream.ts';
import { subscribeLive, type LiveSubscriber } from '../testing/liveClient.ts';
import { bearer, postGraphQL, startFakeStack } from '../testing/graphql.ts';
import type { RunningGateway } from '../server.ts';
import { acceptsNotificationEvent } from './notificationEvents.ts';
import { acceptsOfferEvent } from './offerEvents.ts';
import { acceptsVehicleEvent } from './vehicleChanged.ts';
import { acceptsImportEvent, importPayloadOf } from './vehicleImportProgress.ts';
import { acceptsVehicleRecordEvent } from './vehicleRecordsChanged.ts';

let api: FakeApi;
let stream: FakeEventStream;
let gateway: RunningGateway;
const open: LiveSubscriber<object>[] = [];

beforeAll(async () => {
  stream = await startFakeEventStream();
  ({ api, gateway } = await startFakeStack({
    eventsUrl: stream.url,
    eventsSecret: stream.secret,
  }));
  api.publishTo((event) => stream.emit(event));
});
afterAll(async () => {
  await Promise.all(open.map((subscriber) => subscriber.dispose()));
  await gateway.close();
  await stream.close();
  await api.close();
});
beforeEach(() => api.reset());

const PROGRESS = `subscription($upload: String!) {
  vehicleImportProgress(upload: $upload) { upload stage done total } }`;
const CREATE_UPLOAD = `mutation($input: CreateUploadInput!) {
  createUpload(input: $input) { upload { token } } }`;
const IMPORT = `mutation($input: ImportVehiclesInput!) {
  importVehicles(input: $input) { report { applied } userErrors { message } } }`;

interface Progress {
  vehicleImportProgress: { upload: string; stage: string; done: number; total: number };
}

function follow(upload: string, token: string | null) {
  const subscriber = subscribeLive<Progress>(
    gateway.url,
    PROGRESS,
    { upload },
    { connectionParams: token ? { accessToken: token } : {} },
  );
  open.push(subscriber as LiveSubscriber<object>);
  return subscriber;
}

const progressEvent = (payload: Record<string, unknown>) =>
  stream.emit({ type: VEHICLE_IMPORT_EVENT, vehicleId: null, userId: null, payload });

describe('vehicleImportProgress', () => {
  it("brings the uploader the api's stages of its file", async () => {
    const created = await postGraphQL<{ createUpload: { upload: { token: string } } }>(
      gateway.url,
      CREATE_UPLOAD,
      { input: { kind: 'SPREADSHEET', fileName: 'stock.xlsx', size: 4096 } },
      bearer('superadmin-token'),
    );
    const upload = created.data!.createUpload.upload.token;
    const uploader = follow(upload, 'superadmin-token');
    await uploader.connected;
    const imported = await postGraphQL(
      gateway.url,
      IMPORT,
      { input: { upload } },
      bearer('superadmin-token'),
    );
    expect(imported.data).toEqual({
      importVehicles: { report: { applied: true }, userErrors: [] },
    });
    await uploader.waitFor((data) => data.vehicleImportProgress.stage === 'applied');
    expect(uploader.events.map((event) => event.data.vehicleImportProgress)).toEqual([
      { upload, stage: 'uploaded', done: 0, total: 4 },
      { upload, stage: 'validated', done: 4, total: 4 },
      { upload, stage: 'applied', done: 4, total: 4 },
    ]);
  });

  it("never brings another user's events, another upload's or a malformed one", async () => {
    const upload = 'upload-token-of-admin-0001';
    const admin = follow(upload, 'admin-token');
    await admin.connected;
    const stage = { stage: 'validated', done: 1, total: 2 };
    progressEvent({ upload, userId: 6, ...stage });
    progressEvent({ upload: 'another-upload-token-0001', userId: 1, ...stage });
    progressEvent({ upload, userId: 1, stage: 'unpacked', done: 1, total: 2 });
    progressEvent({ upload, userId: '1', ...stage });
    stream.emit({ type: 'vehicle.changed', vehicleId: 1, userId: 1, payload: { upload } });
    // The one event for this subscriber, after all the others: once it arrived, they passed by.
    progressEvent({ upload, userId: 1, stage: 'applied', done: 2, total: 2 });
    await admin.waitFor(() => true);
    expect(admin.events.map((event) => event.data.vehicleImportProgress)).toEqual([
      { upload, stage: 'applied', done: 2, total: 2 },
    ]);
    expect(admin.errors).toEqual([]);
  });

  it.each([['agent-token'], ['dealer-token'], [null]])(
    'refuses %s with FORBIDDEN when it subscribes',
    async (token) => {
      const subscriber = follow('upload-token-of-someone-01', token);
      await expect.poll(() => subscriber.errors.length, { timeout: 5_000 }).toBe(1);
      expect(JSON.stringify(subscriber.errors)).toContain('FORBIDDEN');
      expect(subscriber.events).toEqual([]);
    },
  );
});

describe('which subscriptions take an import event', () => {
  const event: GatewayEvent = {
    id: 1,
    type: VEHICLE_IMPORT_EVENT,
    vehicleId: 7,
    userId: 1,
    payload: {
      upload: 'upload-token-of-admin-0001',
      userId: 1,
      stage: 'uploaded',
      done: 0,
      total: 9,
    },
    createdAt: '2026-03-02T00:00:00.000Z',
  };
  const admin = PROFILES['admin-token']!;

  it('is vehicleImportProgress only, for its uploader and upload', () => {
    expect(importPayloadOf(event)).toEqual(event.payload);
    expect(acceptsImportEvent(1, 'upload-token-of-admin-0001')(event)).toBe(true);
    expect(acceptsImportEvent(6, 'upload-token-of-admin-0001')(event)).toBe(false);
    expect(acceptsImportEvent(1, 'upload-token-of-admin-0002')(event)).toBe(false);
    expect(acceptsVehicleEvent(null)(event)).toBe(false);
    expect(acceptsVehicleEvent(new Set([7]))(event)).toBe(false);
    expect(acceptsOfferEvent(admin, null)(event)).toBe(false);
    expect(acceptsNotificationEvent(admin)(event)).toBe(false);
    expect(acceptsVehicleRecordEvent(null)(event)).toBe(false);
  });

  it('reads no progress from an event of another type', () => {
    expect(importPayloadOf({ ...event, type: 'vehicle.records' })).toBeNull();
  });
});
