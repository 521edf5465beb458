// The offer money input (specification 000, section 5): a non-empty amount in USD, then the one
// offer amount rule (offerPrice.ts) with the api's own message, for an offer and a counter-offer.
import { z } from 'zod';
import { isOfferPrice, OFFER_PRICE_MESSAGE } from '../offerPrice.ts';

export const OFFER_MESSAGES = {
  required: 'This is a required field.',
  invalid: OFFER_PRICE_MESSAGE,
} as const;

/** The amount as the money input leaves it: a decimal string without prefix or separators. */
const amount = z
  .string()
  .trim()
  .min(1, OFFER_MESSAGES.required)
  .refine(isOfferPrice, OFFER_MESSAGES.invalid);

/** An offer and a counter-offer follow the same rule. */
export const offerSchema = z.object({ offerPrice: amount });

export type OfferInput = z.infer<typeof offerSchema>;
