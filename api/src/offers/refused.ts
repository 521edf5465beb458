// A negotiation refusal of the specification as an ApiError: its status, its code and its text.
import { OFFER_REFUSALS } from '@canam/domain/offers';
import { OFFER_REFUSAL_CODES } from '@canam/domain/rest/errors';
import { ApiError } from '../errors.ts';

export type OfferRefusal = keyof typeof OFFER_REFUSALS;

export const refused = (statusCode: 403 | 409, refusal: OfferRefusal) =>
  new ApiError(statusCode, OFFER_REFUSAL_CODES[refusal], OFFER_REFUSALS[refusal]);
