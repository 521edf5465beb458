// A request's loaders are made on first use, kept for the request, never shared between
// requests, and those that prime vehicleById prime the request's one vehicleById.
import { afterEach, describe, expect, it } from 'vitest';
import { MockAgent } from 'undici';
import { bindRestClient, createRestTransport } from '../rest/client.ts';
import { createLoaders } from './index.ts';

const API = 'http://api.test';
let agent: MockAgent | undefined;
afterEach(async () => {
  await agent?.close();
  agent = undefined;
});

function loadersOverMock() {
  agent = new MockAgent();
  agent.disableNetConnect();
  const transport = createRestTransport({ apiUrl: API, dispatcher: agent });
  const rest = bindRestClient(transport, { accessToken: 'tok', marketPlaceId: null });
  return { agent, loaders: createLoaders(rest) };
}

const VEHICLE = { id: 7, vinNumber: { vinNumber: '1HGCM82633A004352' } };

describe('createLoaders', () => {
  it('makes a loader on first use only, and the same one for the rest of the request', () => {
    const { loaders } = loadersOverMock();
    const made = (loaders as unknown as { made: object }).made;
    expect(Object.keys(made)).toEqual([]);
    const profile = loaders.viewerProfile;
    expect(loaders.viewerProfile).toBe(profile);
    expect(Object.keys(made)).toEqual(['viewerProfile']);
  });

  it('gives every request loaders of its own', () => {
    const first = loadersOverMock().loaders;
    const second = loadersOverMock().loaders;
    expect(first.vehicleById).not.toBe(second.vehicleById);
    expect(first.viewerProfile).not.toBe(second.viewerProfile);
  });

  it("primes the request's one vehicleById from a lookup by VIN", async () => {
    const { agent, loaders } = loadersOverMock();
    agent
      .get(API)
      .intercept({ path: (path) => path.includes('vinNumber=1HGCM82633A004352'), method: 'GET' })
      .reply(200, { data: [VEHICLE], total: 1 });
    await expect(loaders.vehicleByVin.load(VEHICLE.vinNumber.vinNumber)).resolves.toMatchObject({
      id: 7,
    });
    // Answered from the primed cache: a call would find no interceptor and fail.
    await expect(loaders.vehicleById.load(7)).resolves.toMatchObject({ id: 7 });
    expect(agent.pendingInterceptors()).toHaveLength(0);
  });
});
