// Test helper: the real api (seeded, PGlite in a temporary directory) and a gateway tailing its
// events, in-process on free ports; logging in demo accounts and finding vehicles to negotiate.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DEMO_PASSWORD } from '@canam/api/seed/demoAccounts';
import { startApi, type ApiOptions, type RunningApi } from '@canam/api/server';
import { startGateway, type RunningGateway } from '../server.ts';
import { bearer, postGraphQL, type GraphQLAnswer } from './graphql.ts';
import { testDocuments } from './testDocuments.ts';

export interface RealStack {
  api: RunningApi;
  gateway: RunningGateway;
  /** Stops the gateway and starts a new one on the same port. */
  restartGateway(between?: () => Promise<void>): Promise<void>;
  login(email: string): Promise<string>;
  gql<T>(query: string, variables?: Record<string, unknown>, token?: string | null): Promise<T>;
  raw<T>(
    query: string,
    variables?: Record<string, unknown>,
    token?: string | null,
  ): Promise<GraphQLAnswer<T>>;
  close(): Promise<void>;
}

/** What a test may change in the api it starts. */
export type RealStackOptions = Pick<ApiOptions, 'accessTokenRequestsPerMinute'>;

export async function startRealStack(options: RealStackOptions = {}): Promise<RealStack> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'canam-gateway-offers-'));
  const api = await startApi({
    port: 0,
    dataDir,
    databaseUrl: '',
    seed: true,
    logger: false,
    ...options,
  });
  const gatewayOptions = {
    apiUrl: api.url,
    eventsSecret: api.eventsSecret,
    trustedDocuments: testDocuments,
  };
  let gateway = await startGateway({ port: 0, ...gatewayOptions });
  const raw = <T>(query: string, variables = {}, token: string | null = null) =>
    postGraphQL<T>(gateway.url, query, variables, token ? bearer(token) : {});
  const stack: RealStack = {
    api,
    gateway,
    async restartGateway(between) {
      const port = gateway.port;
      await gateway.close();
      await between?.();
      gateway = await startGateway({ port, ...gatewayOptions });
      stack.gateway = gateway;
    },
    async login(email) {
      const answer = await raw<{ login: { session: { accessToken: string } | null } }>(
        `mutation($input: LoginInput!) { login(input: $input) { session { accessToken } } }`,
        { input: { email, password: DEMO_PASSWORD } },
      );
      const token = answer.data?.login.session?.accessToken;
      if (!token) throw new Error(`cannot log in ${email}: ${JSON.stringify(answer)}`);
      return token;
    },
    async gql<T>(query: string, variables = {}, token: string | null = null) {
      const answer = await raw<T>(query, variables, token);
      if (answer.errors) throw new Error(JSON.stringify(answer.errors));
      return answer.data!;
    },
    raw,
    async close() {
      await gateway.close();
      await api.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  return stack;
}

/** Vehicles of the agent behind `agentToken` on sale, released, priced, with no negotiation. */
export async function freshVehicles(stack: RealStack, agentToken: string): Promise<string[]> {
  const data = await stack.gql<{
    vehicles: {
      edges: {
        node: {
          id: string;
          viewerCanEdit: boolean;
          price: { cents: number } | null;
          lastOffer: unknown;
          offerChains: unknown[];
        };
      }[];
    };
  }>(
    `{ vehicles(first: 100, filter: {availableInMarketplace: true}) { edges { node {
      id viewerCanEdit price { cents } lastOffer { registerDate } offerChains { databaseId } } } } }`,
    {},
    agentToken,
  );
  return data.vehicles.edges
    .map((edge) => edge.node)
    .filter((v) => v.viewerCanEdit && v.price && !v.lastOffer && v.offerChains.length === 0)
    .map((v) => v.id);
}
