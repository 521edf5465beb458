// The api's refusals of a negotiation step as userErrors: an Idempotency-Key reused with another
// request (422) names the idempotencyKey field with its own code; a 5xx stays a top-level error.
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { OFFER_REFUSALS } from '@canam/domain/offers';
import { HttpError } from '../rest/HttpError.ts';
import { offerRefusal } from './offerErrors.ts';

const REUSED = 'This Idempotency-Key was already used with a different request';

describe('offerRefusal', () => {
  it('turns a reused Idempotency-Key (422) into a userError on idempotencyKey', () => {
    expect(offerRefusal(new HttpError(422, REUSED))).toEqual([
      { field: 'idempotencyKey', message: REUSED, code: 'IDEMPOTENCY_KEY_REUSED' },
    ]);
  });

  it('keeps the code of a known refusal and leaves a failure top-level', () => {
    expect(offerRefusal(new HttpError(409, OFFER_REFUSALS.sold))).toEqual([
      { field: null, message: OFFER_REFUSALS.sold, code: 'VEHICLE_SOLD' },
    ]);
    expect(() => offerRefusal(new HttpError(500, 'Internal Server Error'))).toThrow(GraphQLError);
  });
});
