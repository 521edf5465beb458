// Integration: the real api (seeded, on a temporary data directory) and the gateway in-process
// on free ports, over real HTTP and WebSocket.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postGraphQL } from './testing/graphql.ts';
import { wsCloseCode, wsQuery } from './testing/ws.ts';
import { startApi, type RunningApi } from '@canam/api/server';
import { startGateway } from './server.ts';
import type { RunningGateway } from './server.ts';
import { testDocuments } from './testing/testDocuments.ts';

const CARDS = `query($first: Int) { vehicles(first: $first) {
  totalCount edges { node { id title price { amount cents currency } } } } }`;

interface Cards {
  vehicles: { totalCount: number; edges: { node: { price: { amount: string } | null } }[] };
}

describe('gateway over the real api', () => {
  let dataDir: string;
  let api: RunningApi;
  let gateway: RunningGateway;
  let token: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'canam-gateway-'));
    api = await startApi({ port: 0, dataDir, databaseUrl: '', seed: true, logger: false });
    gateway = await startGateway({ port: 0, apiUrl: api.url, trustedDocuments: testDocuments });
  });

  afterAll(async () => {
    await gateway?.close();
    await api?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('logs in the seeded admin and shows it prices', async () => {
    const login = await postGraphQL<{
      login: { session: { accessToken: string } | null; userErrors: unknown[] };
    }>(
      gateway.url,
      `mutation { login(input: {email: "admin@canam.test", password: "Demo1234!"}) {
        session { accessToken refreshToken expiresAt marketPlaceId }
        viewer { isLoggedIn isStaff canSeePrices }
        userErrors { field message code } } }`,
    );
    expect(login.errors).toBeUndefined();
    expect(login.data!.login.userErrors).toEqual([]);
    token = login.data!.login.session!.accessToken;

    const { data, errors } = await postGraphQL<Cards>(
      gateway.url,
      CARDS,
      { first: 33 },
      { authorization: `Bearer ${token}`, marketPlaceId: '1' },
    );
    expect(errors).toBeUndefined();
    expect(data!.vehicles.edges.length).toBeGreaterThan(0);
    expect(data!.vehicles.edges.some((edge) => edge.node.price !== null)).toBe(true);
  });

  it('refuses a wrong password with the api message', async () => {
    const { data } = await postGraphQL<{ login: { userErrors: unknown[] } }>(
      gateway.url,
      `mutation { login(input: {email: "admin@canam.test", password: "nope"}) {
        userErrors { field message code } } }`,
    );
    expect(data!.login.userErrors).toEqual([
      { field: null, message: 'Authentication failed', code: 'AUTHENTICATION_FAILED' },
    ]);
  });

  it('shows a guest no prices', async () => {
    const { data, errors } = await postGraphQL<Cards>(gateway.url, CARDS, { first: 6 });
    expect(errors).toBeUndefined();
    expect(data!.vehicles.edges.length).toBeGreaterThan(0);
    expect(data!.vehicles.edges.every((edge) => edge.node.price === null)).toBe(true);
  });

  it('finds a vehicle by VIN and by stock number, and its public view', async () => {
    const auth = { authorization: `Bearer ${token}`, marketPlaceId: '1' };
    const listed = await postGraphQL<{
      vehicles: { edges: { node: { vin: string; stockNumber: string; databaseId: number } }[] };
    }>(
      gateway.url,
      '{ vehicles(first: 1) { edges { node { vin stockNumber databaseId } } } }',
      {},
      auth,
    );
    const first = listed.data!.vehicles.edges[0]!.node;
    const BY_VIN = `query($vin: String!) { vehicleByVin(vin: $vin) {
      databaseId publicId price { amount } totalPrice { cents } } }`;
    type ByVin = {
      vehicleByVin: {
        databaseId: number;
        publicId: string;
        price: { amount: string } | null;
        totalPrice: { cents: number } | null;
      } | null;
    };
    const byVin = await postGraphQL<ByVin>(gateway.url, BY_VIN, { vin: first.vin }, auth);
    expect(byVin.errors).toBeUndefined();
    const vehicle = byVin.data!.vehicleByVin!;
    expect(vehicle.databaseId).toBe(first.databaseId);
    expect(vehicle.totalPrice!.cents).toBe(
      Math.round(Number(vehicle.price!.amount) * 100) + 45_000,
    );
    const byStock = await postGraphQL<ByVin>(gateway.url, BY_VIN, { vin: first.stockNumber });
    expect(byStock.data!.vehicleByVin).toMatchObject({ databaseId: first.databaseId, price: null });
    const missing = await postGraphQL<ByVin>(gateway.url, BY_VIN, { vin: 'NOSUCHVIN' });
    expect(missing.data!.vehicleByVin).toBeNull();

    // The public view answers as the caller may see it: the price for this caller, none for a guest.
    const PUBLIC_VIEW =
      'query($id: Int!) { publicVehicle(databaseId: $id) { databaseId price { amount } } }';
    const publicId = { id: Number(atob(vehicle.publicId)) };
    type PublicView = { publicVehicle: { databaseId: number } | null };
    const publicView = await postGraphQL<PublicView>(gateway.url, PUBLIC_VIEW, publicId, auth);
    expect(publicView.data!.publicVehicle).toEqual({
      databaseId: first.databaseId,
      price: { amount: vehicle.price!.amount },
    });
    const guestView = await postGraphQL<PublicView>(gateway.url, PUBLIC_VIEW, publicId);
    expect(guestView.data!.publicVehicle).toEqual({ databaseId: first.databaseId, price: null });
  });

  it('lists the agents and counts the offer notifications of the admin', async () => {
    const { data, errors } = await postGraphQL<{
      agents: { nickname: string | null; lastName: string }[];
      viewer: { offerNotificationCount: number };
    }>(
      gateway.url,
      '{ agents { nickname lastName } viewer { offerNotificationCount } }',
      {},
      { authorization: `Bearer ${token}`, marketPlaceId: '1' },
    );
    expect(errors).toBeUndefined();
    expect(data!.agents.map((agent) => agent.nickname).sort()).toEqual(['Dave', 'Jules', 'Priya']);
    expect(data!.viewer.offerNotificationCount).toBeGreaterThan(0);
  });

  it('sends the contact form, and reports a bad one as userErrors', async () => {
    const CONTACT = `mutation($input: ContactUsInput!) {
      contactUs(input: $input) { ok userErrors { field message code } } }`;
    const input = {
      fullName: 'Dana Whitfield',
      email: 'dana@greatlakesauto.test',
      phoneNumber: '(716) 555-0142',
      message: 'Any pickups next month?',
    };
    const sent = await postGraphQL(gateway.url, CONTACT, { input });
    expect(sent).toEqual({ data: { contactUs: { ok: true, userErrors: [] } } });
    const refused = await postGraphQL(gateway.url, CONTACT, { input: { ...input, email: 'x' } });
    expect(refused).toEqual({
      data: {
        contactUs: {
          ok: false,
          userErrors: [
            {
              field: 'email',
              message: 'This is a required field and must be a valid email.',
              code: 'BAD_USER_INPUT',
            },
          ],
        },
      },
    });
  });

  it('answers a query over graphql-ws with the session token', async () => {
    const result = await wsQuery(gateway.url, '{ viewer { isLoggedIn isStaff } }', {
      accessToken: token,
      marketPlaceId: 1,
    });
    expect(result).toEqual({ data: { viewer: { isLoggedIn: true, isStaff: true } } });
  });

  it('closes a socket with a bad token with 4403', async () => {
    expect(await wsCloseCode(gateway.url, { accessToken: 'not-a-token' })).toBe(4403);
  });
});
