// userErrors of the negotiation mutations: the api's refusals (400, 403, 404, 409, 422) with the
// specification's texts as the api sent them, a code per refusal, and the form field it concerns.
import { OFFER_REFUSALS } from '@canam/domain/offers';
import type { UserError } from '../__generated__/resolvers-types.ts';
import { restMessageOf, restStatusOf } from '../rest/HttpError.ts';
import { codeForStatus, toGraphQLError } from '../rest/errors.ts';

const CODE_BY_MESSAGE: Record<string, string> = {
  [OFFER_REFUSALS.notDealer]: 'NOT_DEALER',
  [OFFER_REFUSALS.companyNotAccepted]: 'COMPANY_NOT_ACCEPTED',
  [OFFER_REFUSALS.notOnSale]: 'NOT_ON_SALE',
  [OFFER_REFUSALS.notReleased]: 'NOT_RELEASED',
  [OFFER_REFUSALS.sold]: 'VEHICLE_SOLD',
  [OFFER_REFUSALS.noPrice]: 'NO_PRICE',
  [OFFER_REFUSALS.notYourChain]: 'NOT_YOUR_CHAIN',
  [OFFER_REFUSALS.notYourVehicle]: 'NOT_YOUR_VEHICLE',
  [OFFER_REFUSALS.notLastOffer]: 'NOT_LAST_OFFER',
  [OFFER_REFUSALS.sameSide]: 'WAIT_FOR_ANSWER',
  [OFFER_REFUSALS.expired]: 'OFFER_EXPIRED',
  [OFFER_REFUSALS.invalidAmount]: 'INVALID_AMOUNT',
};

const FIELD_BY_MESSAGE: Record<string, string> = {
  [OFFER_REFUSALS.invalidAmount]: 'price',
};

// The api's only 422 on these steps: the idempotencyKey was already used with another request.
const KEY_REUSED = 422;

const REFUSAL_STATUSES = [400, 403, 404, 409, KEY_REUSED];

/** The api's expected refusal as one userError; a 401 or a failure stays a top-level error. */
export function offerRefusal(error: unknown): UserError[] {
  const status = restStatusOf(error);
  if (status === null || !REFUSAL_STATUSES.includes(status)) throw toGraphQLError(error);
  const message = restMessageOf(error);
  if (status === KEY_REUSED) {
    return [{ field: 'idempotencyKey', message, code: 'IDEMPOTENCY_KEY_REUSED' }];
  }
  return [
    {
      field: FIELD_BY_MESSAGE[message] ?? null,
      message,
      code: CODE_BY_MESSAGE[message] ?? codeForStatus(status),
    },
  ];
}

/** The same check as the api's: a decimal amount greater than zero with two decimals at most. */
export function priceError(price: string): UserError[] {
  const text = price.trim();
  if (/^\d+(\.\d{1,2})?$/.test(text) && Number(text) > 0) return [];
  return [{ field: 'price', message: OFFER_REFUSALS.invalidAmount, code: 'INVALID_AMOUNT' }];
}

export function notFoundError(field: string, what: string): UserError[] {
  return [{ field, message: `${what} not found`, code: 'NOT_FOUND' }];
}
