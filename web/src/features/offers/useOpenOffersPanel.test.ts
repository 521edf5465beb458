import { describe, expect, it } from 'vitest';
import { opensOffersPanelInPlace } from './useOpenOffersPanel.ts';

const at = (url: string) => {
  const { pathname, search } = new URL(url, 'http://page');
  return { pathname, search };
};

describe('a link that opens the offers panel', () => {
  it('opens it in place when only ?offers= changes, whatever the order of the parameters', () => {
    const tab = at('/buyer/buyer-car-list?tab=active-offers');
    expect(opensOffersPanelInPlace('/buyer/buyer-car-list?tab=active-offers&offers=V1', tab)).toBe(
      true,
    );
    expect(opensOffersPanelInPlace('?offers=V1&tab=active-offers', tab)).toBe(true);
  });

  it('navigates when it leads to another page, tab or set of parameters', () => {
    const tab = at('/buyer/buyer-car-list?tab=active-offers&page=2');
    expect(opensOffersPanelInPlace('/agent/vehicles/offers?offers=V1', tab)).toBe(false);
    expect(opensOffersPanelInPlace('?tab=expired-offers&offers=V1', tab)).toBe(false);
    expect(opensOffersPanelInPlace('?tab=active-offers&offers=V1', tab)).toBe(false);
  });

  it('opens nothing without ?offers=', () => {
    expect(opensOffersPanelInPlace('?tab=active-offers', at('/?tab=active-offers'))).toBe(false);
  });
});
