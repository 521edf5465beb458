import { describe, expect, it } from 'vitest';
import {
  isOfferPrice,
  normalizeOfferPrice,
  offerPrice,
  OFFER_PRICE_MESSAGE,
} from './offerPrice.ts';

describe('the offer amount rule', () => {
  it.each([
    ['23500', '23500.00'],
    [' 23500.5 ', '23500.50'],
    ['0.01', '0.01'],
    [1234.5, '1234.50'],
    ['100000000', '100000000.00'],
  ])('takes %j as %s', (value, normalized) => {
    expect(normalizeOfferPrice(value)).toBe(normalized);
    expect(offerPrice.parse(value)).toBe(normalized);
  });

  it.each(['', ' ', '0', '0.00', '-5', '1.234', '12,500', 'abc', '100000000.01', '1e5'])(
    'refuses %j with the one message and code',
    (value) => {
      expect(isOfferPrice(value)).toBe(false);
      const refused = offerPrice.safeParse(value);
      expect(refused.error?.issues).toMatchObject([
        { message: OFFER_PRICE_MESSAGE, params: { code: 'INVALID_AMOUNT' } },
      ]);
    },
  );

  it('refuses what is neither a string nor a number with the same message', () => {
    expect(offerPrice.safeParse(true).error?.issues[0]?.message).toBe(OFFER_PRICE_MESSAGE);
  });
});
