// The cost model against the real schema: page sizes multiply what is below them (from literals,
// variables and defaults, as the gateway serves them), repeated fields count once.
import { getOperationAST, parse } from 'graphql/index.js';
import { describe, expect, it } from 'vitest';
import { createSchema } from '../schema.ts';
import { BUYERS_LIMIT } from '@canam/domain/rest/vehicleIntake';
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

  it("costs the vehicle table's record connections like every other connection", () => {
    const row = `vin stockNumber agent { id firstName lastName }
      checks { totalCount } conditionReports { totalCount } notes { totalCount }`;
    const table = (first: number, fields = row) =>
      `{ vehicleTable(first: ${first}) { totalCount edges { cursor node { id ${fields} } } } }`;
    // vehicleTable 1 + (1 + totalCount 1 + edges 1 + first × (1 + cursor 1 + node 1 + (1 + 17)))
    // where a row costs 17: id, vin, stockNumber 3 + agent 5 + three counts 3 each.
    expect(costOf(table(10))).toBe(4 + 10 * 21);
    // A 100-row page with its three counts is well within the limit...
    expect(costOf(table(100))).toBe(4 + 100 * 21);
    expect(costOf(table(100))).toBeLessThan(GATEWAY_LIMITS.maxCost / 5);
    // ...while every row's checks listed 100 at a time multiply: a 100-row page of them is refused.
    const lists =
      'checks(first: 100) { edges { node { id amount { amount } author { fullName } } } }';
    expect(costOf(table(10, lists))).toBeGreaterThan(10 * 100 * 9);
    expect(costOf(table(100, lists))).toBeGreaterThan(GATEWAY_LIMITS.maxCost);
    // vehicleByVin 1 + (1 + checks 1 + (1 + edges 1 + 10 × (1 + node 1 + (1 + id 1)))): 10 is
    // the default first of checks.
    expect(costOf('{ vehicleByVin(vin: "X") { checks { edges { node { id } } } } }')).toBe(
      1 + 1 + 1 + 1 + 1 + 10 * 4,
    );
  });

  it('counts the lists of known size at that size: the 300 buyers of a sale', () => {
    const buyers =
      '{ saleBuyers(search: "a") { id databaseId firstName lastName email companyName } }';
    // saleBuyers 1 + 300 × (1 + six fields): each buyer the api may send.
    expect(costOf(buyers)).toBe(1 + BUYERS_LIMIT * 7);
    expect(costOf('{ vehicleParts { id name } exportLocations { name } }')).toBe(
      1 + 100 * 3 + 1 + 100 * 2,
    );
    // The lists the edit form reads all at once stay far below the limit.
    expect(costOf(buyers) * 2).toBeLessThan(GATEWAY_LIMITS.maxCost / 4);
    // Other unpaged lists still count assumedListSize items.
    expect(costOf('{ vehicleByVin(vin: "X") { photos { id } } }')).toBe(
      1 + 1 + 1 + GATEWAY_LIMITS.assumedListSize * 2,
    );
  });

  it('stops counting past maxCost', () => {
    expect(costOf(offerChainLoop(200))).toBe(GATEWAY_LIMITS.maxCost + 1);
  });
});
