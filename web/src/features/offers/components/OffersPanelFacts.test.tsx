// The price line of the offers panel: the amount, 'Not priced' only for a viewer who may see
// prices, and for a dealer whose company is not accepted yet when prices will show.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PRICE } from '../../vehicle/testing/vehicleFixtures.ts';
import { NOT_PRICED_TEXT, PRICE_AFTER_ACCEPTANCE_TEXT } from '../../vehicle/priceText.ts';
import { renderOffersPanel } from '../testing/renderOffersPanel.tsx';
import { NO_OFFERS_TEXT } from './OffersPanelContent.tsx';

/** The value next to 'Price' in the panel's fact list. */
async function priceFact(): Promise<string> {
  await screen.findByText(NO_OFFERS_TEXT);
  const label = within(screen.getByTestId('offers-panel')).getByText('Price', { selector: 'dt' });
  return label.nextElementSibling?.textContent ?? '';
}

describe('the offers panel facts', () => {
  it('shows the price to a viewer who may see prices', async () => {
    renderOffersPanel({ isStaff: false, vehicle: { price: PRICE } });
    expect(await priceFact()).toBe('USD$ 24,500.00');
  });

  it("says 'Not priced' to a viewer who may see prices, of a vehicle without a price", async () => {
    renderOffersPanel({ vehicle: { price: null } });
    expect(await priceFact()).toBe(NOT_PRICED_TEXT);
  });

  it('tells a pending buyer that prices show once its company is accepted', async () => {
    // The api sends no price to a viewer who may not see prices, whatever the vehicle has.
    renderOffersPanel({ isStaff: false, canSeePrices: false, vehicle: { price: null } });
    expect(await priceFact()).toBe(PRICE_AFTER_ACCEPTANCE_TEXT);
    expect(screen.getByTestId('offers-panel').textContent).not.toContain(NOT_PRICED_TEXT);
  });
});
