// The per-request context's end of work: after endWork (the execution time limit answered the
// caller), its loaders reach the api no more, renewed loaders included.
import { afterEach, describe, expect, it } from 'vitest';
import { GraphQLError } from 'graphql';
import { MockAgent } from 'undici';
import { createContext } from './context.ts';

import { createRestTransport } from './rest/client.ts';

const API = 'http://api.test';
let agent: MockAgent | undefined;
afterEach(async () => {
  await agent?.close();
  agent = undefined;
});

describe('createContext', () => {
  it('ends the work: no REST call after endWork, and the first reason is the one thrown', async () => {
    agent = new MockAgent();
    agent.disableNetConnect();
    agent.get(API).intercept({ path: '/api/user/profile', method: 'GET' }).reply(200, {});
    const transport = createRestTransport({ apiUrl: API, dispatcher: agent });
    const context = createContext(transport, { accessToken: 'tok', marketPlaceId: null });
    const reason = new GraphQLError('past the time limit');
    context.endWork(reason);
    context.endWork(new GraphQLError('a later reason'));
    await expect(context.loaders.viewerProfile.load()).rejects.toBe(reason);
    context.renewLoaders();
    await expect(context.loaders.viewerProfile.load()).rejects.toBe(reason);
    expect(agent.pendingInterceptors()).toHaveLength(1);
  });
});
