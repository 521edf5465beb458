// The cost model against the real schema: page sizes multiply what is below them (from literals,
// variables and defaults, as the gateway serves them), repeated fields count once.
import { getOperationAST, parse } from 'graphql/index.js';
import { describe, expect, it } from 'vitest';
import { createSchema } from '../schema.ts';
import { offerChainLoop } from './hostileQueries.ts';
import { GATEWAY_LIMITS } from './limits.ts';
import { operationCost } from './operationCost.ts';

const schema = createSchema();

function costOf(query: string, variables: Record<string, unknown> = {}): number {
  const document = parse(query);
  return operationCost(schema, document, getOperationAST(document)!, variables, GATEWAY_LIMITS);
}

const page = (first: string) => `{ vehicles${first} { edges { node { id } } } }`;

describe('operationCost', () => {
  it('multiplies what is below a connection by its page size', () => {
    // vehicles 1 + (edges 1 + first × (edge 1 + node 1 + (1 + id 1)))
    expect(costOf(page('(first: 10)'))).toBe(43);
    expect(costOf(page('(first: 20)'))).toBe(83);
  });

  it("takes the page size from variables, the variable's default and the argument's default", () => {
    const query = `query($n: Int = 20) { vehicles(first: $n) { edges { node { id } } } }`;
    expect(costOf(query, { n: 10 })).toBe(43);
    expect(costOf(query)).toBe(83);
    expect(costOf(page(''))).toBe(costOf(page('(first: 33)')));
  });

  it('counts pages as the gateway serves them: 1 to maxPageSize', () => {
    expect(costOf(page('(first: 100000)'))).toBe(costOf(page('(first: 100)')));
    expect(costOf(page('(first: -5)'))).toBe(costOf(page('(first: 1)')));
  });

  it('counts nodes(ids) by its ids, other lists as assumedListSize items', () => {
    const ids = ['a', 'b', 'c', 'd', 'e'];
    expect(costOf('query($ids: [ID!]!) { nodes(ids: $ids) { id } }', { ids })).toBe(11);
    // vehicleByVin 1 + (1 + offerChains 1 + 10 × (1 + databaseId 1))
    expect(costOf('{ vehicleByVin(vin: "X") { offerChains { databaseId } } }')).toBe(23);
  });

  it('counts a field that fragments repeat once, as graphql executes it', () => {
    const repeated = `{ viewer { isLoggedIn ...F ... on Viewer { roles } } }
      fragment F on Viewer { isLoggedIn roles }`;
    expect(costOf(repeated)).toBe(costOf('{ viewer { isLoggedIn roles } }'));
  });

  it('counts introspection like any other field', () => {
    // __schema 1 + (1 + types 1 + 10 × (1 + fields 1 + 10 × (1 + name 1)))
    expect(costOf('{ __schema { types { fields { name } } } }')).toBe(223);
  });

  it('stops counting past maxCost', () => {
    expect(costOf(offerChainLoop(200))).toBe(GATEWAY_LIMITS.maxCost + 1);
  });
});
