// Buy Now's confirmation: the specification's question as its heading, then the vehicle (year make
// model, stock number) and its price, so the dealer knows what YES buys.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openDialog } from '../../../testing/openDialog.ts';
import { renderVehicleCard } from '../testing/renderVehicleCard.tsx';
import { PRICE, TOTAL } from '../testing/vehicleFixtures.ts';
import { NOT_PRICED_TEXT } from '../priceText.ts';
import { BUY_CONFIRM_TEXT } from './BuyNowConfirm.tsx';

async function openConfirmation(vehicle: Record<string, unknown>) {
  const { user } = renderVehicleCard('accepted', vehicle);
  await user.click(await screen.findByRole('button', { name: /Buy Now/ }));
  return openDialog();
}

/** The confirmation's facts, label to value. */
function facts(dialog: HTMLElement): Record<string, string> {
  const list = within(dialog).getByTestId('buy-confirm-vehicle');
  return Object.fromEntries(
    within(list)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent ?? '']),
  );
}

describe('the Buy Now confirmation', () => {
  it('asks the question and names the vehicle, its stock number and its price', async () => {
    const dialog = await openConfirmation({ price: PRICE, totalPrice: TOTAL });
    expect(BUY_CONFIRM_TEXT).toBe('Are you sure to buy this car?');
    // The question names the dialog for screen readers; the vehicle and price describe it.
    expect(within(dialog).getByRole('heading', { name: BUY_CONFIRM_TEXT })).toBeTruthy();
    expect(dialog.getAttribute('aria-labelledby')).toBeTruthy();
    expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent).toBe(
      BUY_CONFIRM_TEXT,
    );
    expect(facts(dialog)).toEqual({
      Vehicle: '2019 Toyota RAV4',
      Stock: 'CA24017',
      Price: 'USD$ 24,500.00',
      'Total with fees': 'USD$ 24,950.00',
    });
    const description = document.getElementById(dialog.getAttribute('aria-describedby')!);
    expect(description?.textContent).toContain('USD$ 24,500.00');
    expect(within(dialog).getByRole('button', { name: 'YES' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'NO' })).toBeTruthy();
  });

  it("says 'Not priced' for a vehicle without a price", async () => {
    const dialog = await openConfirmation({ price: null, totalPrice: null });
    expect(facts(dialog)).toEqual({
      Vehicle: '2019 Toyota RAV4',
      Stock: 'CA24017',
      Price: NOT_PRICED_TEXT,
    });
  });
});
