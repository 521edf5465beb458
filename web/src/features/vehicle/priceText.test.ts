import { describe, expect, it } from 'vitest';
import {
  NOT_PRICED_TEXT,
  PRICE_AFTER_ACCEPTANCE_TEXT,
  PRICE_AFTER_LOGIN_TEXT,
  priceText,
} from './priceText.ts';

const PRICE = { amount: '15400.00' };

describe('priceText', () => {
  it('shows the amount to a viewer who may see prices', () => {
    expect(priceText(PRICE, { isLoggedIn: true, canSeePrices: true })).toBe('USD$ 15,400.00');
  });

  it("says 'Not priced' only to a viewer who may see prices, of a vehicle without one", () => {
    expect(priceText(null, { isLoggedIn: true, canSeePrices: true })).toBe(NOT_PRICED_TEXT);
  });

  it('tells a logged-in viewer without price rights that prices follow the acceptance', () => {
    expect(priceText(null, { isLoggedIn: true, canSeePrices: false })).toBe(
      PRICE_AFTER_ACCEPTANCE_TEXT,
    );
  });

  it('tells a guest to log in', () => {
    expect(priceText(null, { isLoggedIn: false, canSeePrices: false })).toBe(
      PRICE_AFTER_LOGIN_TEXT,
    );
  });
});
