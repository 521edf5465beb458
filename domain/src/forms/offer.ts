// The offer money input (specification 000, section 5): a non-empty amount in USD with two
// decimals; a counter-offer must also be above zero. One schema for the form and the api.
import { z } from 'zod';
import { OFFER_REFUSALS } from '../offers.ts';

export const OFFER_MESSAGES = {
  required: 'This is a required field.',
  // The api's own refusal of a zero amount, so the input and the server say the same thing.
  nonZero: OFFER_REFUSALS.invalidAmount,
} as const;

/** The amount as the money input leaves it: a decimal string without prefix or separators. */
const amount = z
  .string()
  .trim()
  .min(1, OFFER_MESSAGES.required)
  .regex(/^\d+(\.\d{1,2})?$/, OFFER_MESSAGES.required);

export const offerSchema = z.object({ offerPrice: amount });

export const counterOfferSchema = z.object({
  offerPrice: amount.refine((value) => Number(value) > 0, OFFER_MESSAGES.nonZero),
});

export type OfferInput = z.infer<typeof offerSchema>;
