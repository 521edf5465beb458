// The limits as the server runs them: a document's cost is remembered per variables, so the same
// document is still refused for the one page size that costs too much, and passes again after.
import { parse } from 'graphql/index.js';
import { describe, expect, it } from 'vitest';
import { createSchema } from '../schema.ts';
import { GATEWAY_LIMITS } from './limits.ts';
import { LIMIT_CODES } from './limitError.ts';
import { createOperationLimits } from './operationLimits.ts';

const schema = createSchema();
// Deep enough that a page of 100 is just over the cost limit (20,001) and smaller ones are not.
const document = parse(`query Wide($n: Int!) {
  vehicles(first: $n) {
    edges { node { id offerChains { offers { id offerPrice { amount } } } } }
  }
}`);

describe('operation limits', () => {
  it('weighs each request by its own variables, the same document asked again and again', () => {
    const limits = createOperationLimits(schema, GATEWAY_LIMITS);
    const codes = (n: number) =>
      limits({ document, variables: { n } }).map((error) => error.extensions.code);
    expect(codes(2)).toEqual([]);
    expect(codes(100)).toEqual([LIMIT_CODES.cost]);
    expect(codes(2)).toEqual([]);
    expect(codes(100)).toEqual([LIMIT_CODES.cost]);
    // more variables than a document keeps: the answers stay right as old ones are forgotten
    for (let n = 1; n <= 40; n += 1) expect(codes(n)).toEqual([]);
    expect(codes(100)).toEqual([LIMIT_CODES.cost]);
    // variables too long to be remembered are weighed each time, alike
    const long = (n: number) =>
      limits({ document, variables: { n, padding: 'x'.repeat(5_000) } }).map(
        (error) => error.extensions.code,
      );
    expect(long(100)).toEqual([LIMIT_CODES.cost]);
    expect(long(2)).toEqual([]);
    expect(long(100)).toEqual([LIMIT_CODES.cost]);
  });
});
