// For a test file: the gateway over the fake api (startFakeStack), started before its tests and
// closed after them, with the api's recorded calls cleared before each test.
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { RunningGateway } from '../server.ts';
import type { FakeApi } from './fakeApi.ts';
import { startFakeStack } from './graphql.ts';

/** `api` and `gateway` are filled in before the file's tests run (the same objects all along). */
export function useFakeStack(): { api: FakeApi; gateway: RunningGateway } {
  const api = {} as FakeApi;
  const gateway = {} as RunningGateway;
  beforeAll(async () => {
    const stack = await startFakeStack();
    Object.assign(api, stack.api);
    Object.assign(gateway, stack.gateway);
  });
  afterAll(async () => {
    await gateway.close?.();
    await api.close?.();
  });
  beforeEach(() => api.reset());
  return { api, gateway };
}
