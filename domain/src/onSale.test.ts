import { describe, expect, it } from 'vitest';
import { isOnSaleStatus, isReleased, isSold, mayOfferOrBuyNow, saleRefusal } from './onSale.ts';

const now = new Date('2026-03-10T12:00:00Z');

describe('saleRefusal', () => {
  it('lets a dealer offer on and buy a released vehicle that is Ready To Sell or In Stock', () => {
    for (const status of ['ReadyToSell', 'InStock']) {
      expect(saleRefusal({ status, releaseDate: '2026-03-01T00:00:00Z' }, now)).toBeNull();
      expect(saleRefusal({ status, releaseDate: null }, now)).toBeNull();
      expect(mayOfferOrBuyNow({ status, releaseDate: undefined }, now)).toBe(true);
    }
  });

  it('refuses a vehicle released in the future until the moment of its release', () => {
    const releaseDate = new Date(now.getTime() + 1);
    expect(saleRefusal({ status: 'ReadyToSell', releaseDate }, now)).toBe('notReleased');
    expect(mayOfferOrBuyNow({ status: 'InStock', releaseDate: '2026-03-11T00:00:00Z' }, now)).toBe(
      false,
    );
    // The countdown passes: the same vehicle takes offers.
    expect(saleRefusal({ status: 'ReadyToSell', releaseDate }, releaseDate)).toBeNull();
  });

  it('refuses a sold vehicle and one that is not on sale, whatever its release date', () => {
    expect(saleRefusal({ status: 'Sold', releaseDate: null }, now)).toBe('sold');
    for (const status of ['Draft', 'Inactive', 'unknown']) {
      expect(saleRefusal({ status, releaseDate: '2027-01-01T00:00:00Z' }, now)).toBe('notOnSale');
    }
  });
});

describe('isSold, isReleased and isOnSaleStatus', () => {
  it('releases a vehicle without a release date, or at the moment of its release', () => {
    expect(isReleased(null, now)).toBe(true);
    expect(isReleased(undefined, now)).toBe(true);
    expect(isReleased(now, now)).toBe(true);
    expect(isReleased('2026-03-10T11:59:59Z', now)).toBe(true);
    expect(isReleased('2026-03-10T12:00:01Z', now)).toBe(false);
  });

  it('calls a vehicle sold by its status or by a recorded sale', () => {
    expect(isSold('Sold', false)).toBe(true);
    expect(isSold('InStock', true)).toBe(true);
    expect(isSold('InStock', false)).toBe(false);
  });

  it('puts Ready To Sell and In Stock on sale, and no other status', () => {
    expect(['ReadyToSell', 'InStock'].every(isOnSaleStatus)).toBe(true);
    expect(['Draft', 'Sold', 'Inactive', ''].some(isOnSaleStatus)).toBe(false);
  });
});
