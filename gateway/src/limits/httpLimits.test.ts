// The limits over HTTP (issue #8, finding 2): hostile operations are refused with their code
// before any REST call, and the gateway answers normal queries meanwhile.
import { describe, expect, it } from 'vitest';
import { bearer, postGraphQL, type GraphQLAnswer } from '../testing/graphql.ts';
import { aliasedCatalogue, NORMAL_QUERY, offerChainLoop } from './hostileQueries.ts';
import { GATEWAY_LIMITS } from './limits.ts';
import { useFakeStack } from '../testing/useFakeStack.ts';

const { api, gateway } = useFakeStack();

const codesOf = (answer: GraphQLAnswer) => answer.errors?.map((error) => error.extensions?.code);

describe('the queries of the finding', () => {
  it('refuses the 20-level OfferChain.vehicle → Vehicle.offerChains loop (as admin)', async () => {
    const answer = await postGraphQL(gateway.url, offerChainLoop(20), {}, bearer('admin-token'));
    expect(answer.data).toBeUndefined();
    expect(codesOf(answer)).toEqual(['QUERY_TOO_DEEP']);
    expect(api.calls).toEqual([]);
  });

  it('refuses 2,000 aliases on vehicles(first: 100) (as a guest) by its length', async () => {
    const answer = await postGraphQL(gateway.url, aliasedCatalogue(2_000));
    expect(codesOf(answer)).toEqual(['TOO_MANY_TOKENS']);
    expect(api.calls).toEqual([]);
  });

  it('answers a normal query while and after refusing them', async () => {
    const [deep, aliased, normal] = await Promise.all([
      postGraphQL(gateway.url, offerChainLoop(20), {}, bearer('admin-token')),
      postGraphQL(gateway.url, aliasedCatalogue(2_000)),
      postGraphQL(gateway.url, NORMAL_QUERY),
    ]);
    expect(codesOf(deep)).toEqual(['QUERY_TOO_DEEP']);
    expect(codesOf(aliased)).toEqual(['TOO_MANY_TOKENS']);
    expect(normal.errors).toBeUndefined();
    const after = await postGraphQL<{ vehicles: { edges: unknown[] } }>(gateway.url, NORMAL_QUERY);
    expect(after.data?.vehicles.edges).toHaveLength(6);
  });
});

describe('each limit', () => {
  it('refuses more nesting than maxDepth, and not that much', async () => {
    const limit = GATEWAY_LIMITS.maxDepth;
    const over = await postGraphQL(
      gateway.url,
      offerChainLoop(limit + 2),
      {},
      bearer('admin-token'),
    );
    expect(codesOf(over)).toEqual(['QUERY_TOO_DEEP']);
    expect(api.calls).toEqual([]);
    const at = await postGraphQL(gateway.url, offerChainLoop(limit, 1), {}, bearer('admin-token'));
    expect(at.errors).toBeUndefined();
  });

  it('refuses more aliases than maxAliases', async () => {
    const answer = await postGraphQL(
      gateway.url,
      aliasedCatalogue(GATEWAY_LIMITS.maxAliases + 1, 1),
    );
    expect(codesOf(answer)).toEqual(['TOO_MANY_ALIASES']);
    expect(api.calls).toEqual([]);
  });

  it('refuses a cost over maxCost, with page sizes from the variables', async () => {
    const query = `query($first: Int) { vehicles(first: $first) { edges { node {
      offerChains { offers { price { amount } } } } } } }`;
    const large = await postGraphQL(gateway.url, query, { first: 100 }, bearer('admin-token'));
    expect(codesOf(large)).toEqual(['QUERY_TOO_COSTLY']);
    expect(api.calls).toEqual([]);
    const small = await postGraphQL(gateway.url, query, { first: 2 }, bearer('admin-token'));
    expect(small.errors).toBeUndefined();
  });

  it('refuses an operation longer than maxTokens', async () => {
    const fields = 'serverTime '.repeat(GATEWAY_LIMITS.maxTokens);
    const answer = await postGraphQL(gateway.url, `{ ${fields} }`);
    expect(codesOf(answer)).toEqual(['TOO_MANY_TOKENS']);
    // sent by its id (postGraphQL persists a guest's text): counted once, refused every time
    const again = await postGraphQL(gateway.url, `{ ${fields} }`);
    expect(codesOf(again)).toEqual(['TOO_MANY_TOKENS']);
  });

  it('answers refusals 200 to application/json clients, 400 to graphql-response+json ones', async () => {
    const send = (accept: string) =>
      fetch(`${gateway.url}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept,
          authorization: 'Bearer admin-token',
        },
        body: JSON.stringify({ query: offerChainLoop(20) }),
      });
    expect((await send('application/json')).status).toBe(200);
    const strict = await send('application/graphql-response+json');
    expect(strict.status).toBe(400);
    expect(codesOf((await strict.json()) as GraphQLAnswer)).toEqual(['QUERY_TOO_DEEP']);
  });
});
