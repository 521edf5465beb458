import { describe, expect, it } from 'vitest';
import { OFFER_MESSAGES, offerSchema } from './offer.ts';

/** A counter-offer's form takes the offer's schema. */
const counterOfferSchema = offerSchema;

describe('offer schemas', () => {
  it('requires an amount with at most two decimals', () => {
    expect(offerSchema.safeParse({ offerPrice: '23500.5' }).success).toBe(true);
    const empty = offerSchema.safeParse({ offerPrice: ' ' });
    expect(empty.success).toBe(false);
    expect(empty.error?.issues[0]?.message).toBe(OFFER_MESSAGES.required);
    expect(offerSchema.safeParse({ offerPrice: '1.234' }).success).toBe(false);
  });

  it('refuses a zero offer or counter-offer with its own message, not the required one', () => {
    for (const [schema, zero] of [
      [counterOfferSchema, '0'],
      [counterOfferSchema, '0.00'],
      [offerSchema, '00.0'],
    ] as const) {
      const refused = schema.safeParse({ offerPrice: zero });
      expect(refused.success).toBe(false);
      expect(refused.error?.issues.map((issue) => issue.message)).toEqual([
        'The offer must be an amount greater than zero',
      ]);
    }
    expect(counterOfferSchema.safeParse({ offerPrice: '' }).error?.issues[0]?.message).toBe(
      OFFER_MESSAGES.required,
    );
    expect(counterOfferSchema.safeParse({ offerPrice: '0.01' }).success).toBe(true);
    expect(counterOfferSchema.safeParse({ offerPrice: '100' }).success).toBe(true);
  });
});
