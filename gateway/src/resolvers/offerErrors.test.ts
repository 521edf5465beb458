// The api's refusals of a negotiation step as userErrors: the code comes from the error body (a
// reworded message keeps it), an Idempotency-Key reused with another request names the
// idempotencyKey field, a refused amount the offerPrice field; a 5xx stays a top-level error.
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { OFFER_REFUSALS } from '@canam/domain/offers';
import type { ErrorCode } from '@canam/domain/rest/errors';
import { HttpError } from '../rest/HttpError.ts';
import { offerRefusal, priceError } from './offerErrors.ts';

const REUSED = 'This Idempotency-Key was already used with a different request';

/** What the REST client throws for the api's error body. */
const refused = (statusCode: number, code: ErrorCode, message: string) =>
  new HttpError(statusCode, message, { statusCode, error: 'Error', code, message });

describe('offerRefusal', () => {
  it('turns a reused Idempotency-Key into a userError on idempotencyKey', () => {
    expect(offerRefusal(refused(422, 'IDEMPOTENCY_KEY_REUSED', REUSED))).toEqual([
      { field: 'idempotencyKey', message: REUSED, code: 'IDEMPOTENCY_KEY_REUSED' },
    ]);
  });

  it('keeps the code of a known refusal and leaves a failure top-level', () => {
    expect(offerRefusal(refused(409, 'VEHICLE_SOLD', OFFER_REFUSALS.sold))).toEqual([
      { field: null, message: OFFER_REFUSALS.sold, code: 'VEHICLE_SOLD' },
    ]);
    expect(() => offerRefusal(refused(500, 'INTERNAL', 'Internal Server Error'))).toThrow(
      GraphQLError,
    );
  });

  it('reads the code, not the text: a reworded refusal keeps its code and field', () => {
    const reworded = 'Sorry, somebody bought this one';
    expect(offerRefusal(refused(409, 'VEHICLE_SOLD', reworded))).toEqual([
      { field: null, message: reworded, code: 'VEHICLE_SOLD' },
    ]);
    expect(offerRefusal(refused(400, 'INVALID_AMOUNT', 'Amount?'))).toEqual([
      { field: 'offerPrice', message: 'Amount?', code: 'INVALID_AMOUNT' },
    ]);
    // The old text of a refusal with another code is not that refusal.
    expect(offerRefusal(refused(409, 'CONFLICT', OFFER_REFUSALS.sold))[0]?.code).toBe('CONFLICT');
  });

  it('gives a refusal without a known code the code of its status', () => {
    expect(offerRefusal(new HttpError(403, OFFER_REFUSALS.notDealer))).toEqual([
      { field: null, message: OFFER_REFUSALS.notDealer, code: 'FORBIDDEN' },
    ]);
    const unknown = { statusCode: 409, error: 'Conflict', code: 'SOMETHING_NEW', message: 'New' };
    expect(offerRefusal(new HttpError(409, 'New', unknown))[0]?.code).toBe('CONFLICT');
  });
});

describe('priceError', () => {
  it('names the offerPrice field', () => {
    expect(priceError('0')).toEqual([
      { field: 'offerPrice', message: OFFER_REFUSALS.invalidAmount, code: 'INVALID_AMOUNT' },
    ]);
    expect(priceError('12.50')).toEqual([]);
  });
});
