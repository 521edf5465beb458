// A gateway reachable directly (trusting no proxy) over the real api: a caller that rotates
// X-Forwarded-For is still one address for the api's per-address rate limits.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '@canam/api/accounts/rateLimits';
import { startApi, type RunningApi } from '@canam/api/server';
import { postGraphQL } from './testing/graphql.ts';
import { startGateway, type RunningGateway } from './server.ts';
import { testDocuments } from './testing/testDocuments.ts';

const SIGN_UP = `mutation($input: SignUpInput!) { signUp(input: $input) {
  ok userErrors { code } } }`;
const SIGN_UPS_PER_ADDRESS = RATE_LIMITS.signUpPerAddress.limit;

let dataDir: string;
let api: RunningApi;
let gateway: RunningGateway;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'canam-gateway-client-address-'));
  api = await startApi({ port: 0, dataDir, databaseUrl: '', smtpUrl: '' });
  gateway = await startGateway({
    port: 0,
    apiUrl: api.url,
    trustedDocuments: testDocuments,
    trustProxy: false,
  });
});

afterAll(async () => {
  await gateway?.close();
  await api?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('client address at the gateway', () => {
  it('ignores the X-Forwarded-For of a caller it does not trust', async () => {
    const outcomes: string[] = [];
    for (let i = 0; i <= SIGN_UPS_PER_ADDRESS; i++) {
      const input = {
        email: `rotating${i}@gateway-hop.test`,
        firstName: 'Rota',
        lastName: 'Ting',
        officePhoneNumber: '(716) 555-0142',
        password: 'Dealer2024!',
        acceptEmail: true,
        acceptSms: false,
      };
      const answer = await postGraphQL<{
        signUp: { ok: boolean; userErrors: { code: string }[] };
      }>(gateway.url, SIGN_UP, { input }, { 'x-forwarded-for': `198.51.100.${i}` });
      const { ok, userErrors } = answer.data!.signUp;
      outcomes.push(ok ? 'ok' : userErrors.map((error) => error.code).join());
    }
    expect(outcomes).toEqual([...Array(SIGN_UPS_PER_ADDRESS).fill('ok'), 'RATE_LIMITED']);
  });
});
