// userErrors of the negotiation mutations: the api's refusals (400, 403, 404, 409, 422) with the
// specification's texts as the api sent them, the api's code of each refusal, and the form field
// it concerns. Codes are read from the error body, never recovered from the texts.
import { isOfferPrice, OFFER_PRICE_CODE, OFFER_PRICE_MESSAGE } from '@canam/domain/offerPrice';
import { OFFER_REFUSAL_CODES, type ErrorCode } from '@canam/domain/rest/errors';
import type { UserError } from '../__generated__/resolvers-types.ts';
import { restCodeOf, restMessageOf, restStatusOf } from '../rest/HttpError.ts';
import { codeForStatus, toGraphQLError } from '../rest/errors.ts';

/** The api's codes the graph passes on as they are; any other refusal gets its status's code. */
const OFFER_CODES: ReadonlySet<ErrorCode> = new Set<ErrorCode>([
  ...Object.values(OFFER_REFUSAL_CODES),
  'IDEMPOTENCY_KEY_REUSED',
]);

const FIELD_BY_CODE: Partial<Record<ErrorCode, string>> = {
  INVALID_AMOUNT: 'offerPrice',
  IDEMPOTENCY_KEY_REUSED: 'idempotencyKey',
};

const REFUSAL_STATUSES = [400, 403, 404, 409, 422];

/** The api's expected refusal as one userError; a 401 or a failure stays a top-level error. */
export function offerRefusal(error: unknown): UserError[] {
  const status = restStatusOf(error);
  if (status === null || !REFUSAL_STATUSES.includes(status)) throw toGraphQLError(error);
  const apiCode = restCodeOf(error);
  const code = apiCode && OFFER_CODES.has(apiCode) ? apiCode : codeForStatus(status);
  const field = (apiCode && FIELD_BY_CODE[apiCode]) ?? null;
  return [{ field, message: restMessageOf(error), code }];
}

/** The one offer amount rule (domain offerPrice.ts), checked before any call to the api. */
export function priceError(price: string): UserError[] {
  if (isOfferPrice(price)) return [];
  return [{ field: 'offerPrice', message: OFFER_PRICE_MESSAGE, code: OFFER_PRICE_CODE }];
}

export function notFoundError(field: string, what: string): UserError[] {
  return [{ field, message: `${what} not found`, code: 'NOT_FOUND' }];
}
