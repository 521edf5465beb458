import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { openDialog } from '../../../testing/openDialog.ts';
import { formatDate } from '@canam/domain/dates';
import { announce } from '../../../components/liveAnnouncer.tsx';
import { toaster } from '../../../components/toaster.tsx';
import { renderVehicleCard } from '../testing/renderVehicleCard.tsx';
import { PRICE, soldFields, staffFields, TOTAL, VEHICLE_ID } from '../testing/vehicleFixtures.ts';
import { BUY_CONFIRM_TEXT } from './BuyNowConfirm.tsx';
import { OFFER_FAILED } from './offerNotice.ts';

const DAY = 86_400_000;
const priced = { price: PRICE, totalPrice: TOTAL };
/** The dealer's own offer, its negotiation open for 5 more hours. */
const liveOffer = (amount: string) => ({
  mainOffer: 7,
  offerPrice: { amount, cents: Math.round(Number(amount) * 100) },
  status: 'ACTIVE',
  expiresAt: new Date(Date.now() + 5 * 3_600_000).toISOString(),
});
const renderCard = renderVehicleCard;

async function card() {
  return screen.findByTestId('vehicle-card');
}

// Toasts outlive a test: start each one without any.
beforeEach(() => {
  toaster.remove();
});

describe('VehicleCard for a guest', () => {
  it('shows the vehicle without a price, linking the title to the detail page', async () => {
    renderCard('guest');
    const title = await screen.findByRole('link', { name: '2019 Toyota RAV4' });
    expect(title.getAttribute('href')).toBe('/vehicle/2T3BFREV5KW012345-toyota-rav4');
    expect(screen.getByText('XLE · AWD, Sunroof')).toBeTruthy();
    expect(screen.getByText('42,000 miles')).toBeTruthy();
    expect(screen.getByText(/CA24017/)).toBeTruthy();
    expect(screen.getByText('Montreal, QC')).toBeTruthy();
    expect(screen.getByText('2T3BFREV5KW012345')).toBeTruthy();
    expect((await card()).textContent).not.toMatch(/USD\$/);
    expect(screen.queryByText('Buyers fee $350.00 PSI $100')).toBeNull();
    expect(screen.queryByRole('button', { name: /View Offers/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Edit vehicle' })).toBeNull();
    expect(screen.queryByTestId('staff-details')).toBeNull();
  });

  it('opens the login modal from Make an Offer and Buy Now', async () => {
    const { user } = renderCard('guest');
    const makeOffer = await screen.findByRole('button', { name: /Make an Offer/ });
    expect(makeOffer.getAttribute('aria-haspopup')).toBe('dialog');
    const buyNow = screen.getByRole('button', { name: /Buy Now/ });
    expect(buyNow.getAttribute('aria-haspopup')).toBe('dialog');
    await user.click(makeOffer);
    expect(screen.getByText('Login modal is open')).toBeTruthy();
  });

  it('opens the login modal from Buy Now', async () => {
    const { user } = renderCard('guest');
    await user.click(await screen.findByRole('button', { name: /Buy Now/ }));
    expect(screen.getByText('Login modal is open')).toBeTruthy();
  });

  it('shows the export location and its maps link in a popover', async () => {
    const { user } = renderCard('guest');
    await user.click(await screen.findByRole('button', { name: /Location: Montreal, QC/ }));
    expect(await screen.findByText('Exported through Champlain')).toBeTruthy();
    const maps = screen.getByRole('link', { name: /Open in Google Maps/ });
    expect(maps.getAttribute('href')).toBe('https://maps.google.com/?q=Champlain');
  });

  it('opens the location popover from the keyboard and gives the focus back when it closes', async () => {
    const { user } = renderCard('guest');
    const location = /Location: Montreal, QC/;
    (await screen.findByRole('button', { name: location })).focus();
    await user.keyboard('{Enter}');
    const popover = await screen.findByRole('dialog');
    await waitFor(() => expect(popover.contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByText('Exported through Champlain')).toBeNull());
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: location })),
    );
  });
});

describe.each(['pending', 'noCompany'] as const)('VehicleCard for a dealer (%s)', (viewer) => {
  it('hides prices, sends offers by e-mail and disables Buy Now', async () => {
    renderCard(viewer);
    const offer = await screen.findByRole('link', { name: /Make an Offer/ });
    expect(offer.getAttribute('href')).toMatch(
      /^mailto:.+subject=Offer%20on%202019%20Toyota%20RAV4/,
    );
    expect((screen.getByRole('button', { name: /Buy Now/ }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(screen.getByLabelText(/Buy Now: Available once your company is accepted/)).toBeTruthy();
    expect((await card()).textContent).not.toMatch(/USD\$/);
  });
});

describe('VehicleCard for a dealer of an accepted company', () => {
  it('shows the price, the total with fees and the fee text', async () => {
    renderCard('accepted', priced);
    expect(await screen.findByText('USD$ 24,500.00')).toBeTruthy();
    expect(screen.getByText('Total with fees USD$ 24,950.00')).toBeTruthy();
    expect(screen.getByText('Buyers fee $350.00 PSI $100')).toBeTruthy();
    expect(screen.queryByTestId('staff-details')).toBeNull();
  });

  it('makes an offer with the money input, which is required, then shows it as Current Offer', async () => {
    const currentOffer = liveOffer('23500.00');
    const { user, mutations } = renderCard('accepted', priced, {
      vehicle: { offerClient: currentOffer },
    });
    const makeOffer = await screen.findByRole('button', { name: /Make an Offer/ });
    // a dealer's shows the form in place of the buttons, no dialog
    expect(makeOffer.hasAttribute('aria-haspopup')).toBe(false);
    await user.click(makeOffer);
    const field = await screen.findByLabelText(/Your offer/);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('This is a required field.')).toBeTruthy();
    expect(mutations).toEqual([]);
    await user.type(field, '23500');
    expect((field as HTMLInputElement).value).toBe('USD$ 23,500.00');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Offer sent')).toBeTruthy();
    expect(mutations.map((sent) => sent.name)).toEqual(['MakeOfferMutation']);
    const input = mutations[0]?.variables.input as Record<string, unknown>;
    expect(input).toMatchObject({ vehicleId: VEHICLE_ID, offerPrice: '23500.00' });
    expect(input.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(screen.queryByLabelText(/Your offer/)).toBeNull();
    const current = await screen.findByRole('link', { name: /Current Offer USD\$ 23,500.00/ });
    expect(current).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Make an Offer/ })).toBeNull();
    // the focus does not fall to the page with the form: it goes to what replaced it
    await waitFor(() => expect(document.activeElement).toBe(current));
  });

  it('says so when the offer could not be sent, keeping the form', async () => {
    const { user } = renderCard('accepted', priced, { fail: true });
    await user.click(await screen.findByRole('button', { name: /Make an Offer/ }));
    await user.type(await screen.findByLabelText(/Your offer/), '100');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(OFFER_FAILED)).toBeTruthy();
    expect(screen.getByLabelText(/Your offer/)).toBeTruthy();
  });

  it("shows the api's reason when the offer is refused", async () => {
    const { user } = renderCard('accepted', priced, {
      payload: { userErrors: [{ message: 'This vehicle has already been sold', code: 'SOLD' }] },
    });
    await user.click(await screen.findByRole('button', { name: /Make an Offer/ }));
    await user.type(await screen.findByLabelText(/Your offer/), '100');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(OFFER_FAILED)).toBeTruthy();
    expect(screen.getByText('This vehicle has already been sold')).toBeTruthy();
  });

  it('says a refused amount at the input too', async () => {
    const { user } = renderCard('accepted', priced, {
      payload: {
        userErrors: [
          { field: 'offerPrice', message: 'The offer must be an amount greater than zero' },
        ],
      },
    });
    await user.click(await screen.findByRole('button', { name: /Make an Offer/ }));
    await user.type(await screen.findByLabelText(/Your offer/), '100');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(OFFER_FAILED)).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Make an Offer' });
    expect(within(form).getByText('The offer must be an amount greater than zero')).toBeTruthy();
  });

  it('cancels an offer, with its button or Escape, giving the focus back to Make an Offer', async () => {
    const { user } = renderCard('accepted', priced);
    await user.click(await screen.findByRole('button', { name: /Make an Offer/ }));
    await user.click(await screen.findByRole('button', { name: 'Cancel offer' }));
    expect(screen.queryByLabelText(/Your offer/)).toBeNull();
    const makeOffer = screen.getByRole('button', { name: /Make an Offer/ });
    await waitFor(() => expect(document.activeElement).toBe(makeOffer));

    await user.keyboard('{Enter}');
    const field = await screen.findByLabelText(/Your offer/);
    expect(document.activeElement).toBe(field);
    await user.keyboard('{Escape}');
    expect(screen.queryByLabelText(/Your offer/)).toBeNull();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: /Make an Offer/ })),
    );
  });

  it('asks before buying; NO buys nothing', async () => {
    const { user, mutations } = renderCard('accepted', priced);
    await user.click(await screen.findByRole('button', { name: /Buy Now/ }));
    const dialog = await openDialog();
    expect(within(dialog).getByText(BUY_CONFIRM_TEXT)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'NO' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(mutations).toEqual([]);
  });

  it('buys after YES, and the card turns sold', async () => {
    const { user } = renderCard('accepted', priced, { vehicle: soldFields });
    await user.click(await screen.findByRole('button', { name: /Buy Now/ }));
    const dialog = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'YES' }));
    expect(await screen.findByText('Vehicle purchased! Please, check your email')).toBeTruthy();
    expect(within(await card()).getByRole('img', { name: 'Sold' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Buy Now/ })).toBeNull();
  });

  it('says so when the purchase fails', async () => {
    const { user } = renderCard('accepted', priced, { fail: true });
    await user.click(await screen.findByRole('button', { name: /Buy Now/ }));
    await user.click(within(await openDialog()).getByRole('button', { name: 'YES' }));
    expect(await screen.findByText(OFFER_FAILED)).toBeTruthy();
    expect(screen.getByRole('button', { name: /Buy Now/ })).toBeTruthy();
  });

  it('shows its current offer instead of Make an Offer, jumping to its offers tab', async () => {
    renderCard('accepted', { ...priced, offerClient: liveOffer('21000.00') });
    const current = await screen.findByRole('link', { name: /Current Offer USD\$ 21,000.00/ });
    const url = new URL(current.getAttribute('href') ?? '', 'http://x');
    expect(url.pathname).toBe('/buyer/buyer-car-list');
    expect(url.searchParams.get('tab')).toBe('active-offers');
    expect(url.searchParams.get('offers')).toBe(VEHICLE_ID);
    // from another page it is a navigation (landing with the panel open), not a dialog opener
    expect(current.hasAttribute('aria-haspopup')).toBe(false);
    expect(screen.queryByRole('button', { name: /Make an Offer/ })).toBeNull();
    expect(screen.queryByTestId('pending-offer-dot')).toBeNull();
  });

  it('marks its current offer with the pending-offer dot when staff answered', async () => {
    renderCard('accepted', {
      ...priced,
      hasPendingOffer: true,
      offerClient: liveOffer('21000.00'),
    });
    const current = await screen.findByRole('link', { name: /Current Offer/ });
    expect(within(current).getByTestId('pending-offer-dot')).toBeTruthy();
  });

  it('offers again once its negotiation expired, linking the expired offer to Expired Offers', async () => {
    const expired = {
      ...liveOffer('14400.00'),
      status: 'EXPIRED',
      expiresAt: new Date(Date.now() - DAY).toISOString(),
    };
    const { user } = renderCard('accepted', { ...priced, offerClient: expired });
    const link = await screen.findByRole('link', { name: 'Offer expired (USD$ 14,400.00)' });
    const url = new URL(link.getAttribute('href') ?? '', 'http://x');
    expect(url.pathname).toBe('/buyer/buyer-car-list');
    expect(url.searchParams.get('tab')).toBe('expired-offers');
    expect(url.searchParams.get('offers')).toBe(VEHICLE_ID);
    expect(screen.queryByRole('link', { name: /Current Offer/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: /Make an Offer/ }));
    expect(await screen.findByLabelText(/Your offer/)).toBeTruthy();
  });

  it('disables Make an Offer and Buy Now, saying why, until the vehicle is released', async () => {
    const releaseDate = new Date(Date.now() + DAY / 2).toISOString();
    const { user, mutations } = renderCard('accepted', { ...priced, releaseDate });
    expect(await screen.findByText('Available in 1 day')).toBeTruthy();
    for (const name of ['Make an Offer', 'Buy Now']) {
      const button = screen.getByRole('button', { name: new RegExp(name) }) as HTMLButtonElement;
      expect(button.disabled).toBe(true);
      expect(button.hasAttribute('aria-haspopup')).toBe(false);
      await user.click(button);
      expect(
        screen.getByLabelText(`${name}: Offers and Buy Now open when this vehicle is available`),
      ).toBeTruthy();
    }
    expect(screen.getByText('Offers and Buy Now open when this vehicle is available')).toBeTruthy();
    expect(screen.queryByLabelText(/Your offer/)).toBeNull();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(mutations).toEqual([]);
  });
});

describe('VehicleCard for staff', () => {
  it('shows an admin the staff details, View Offers, the work order and the pencil', async () => {
    const releaseDate = new Date(Date.now() - DAY).toISOString();
    const { user } = renderCard('admin', { ...staffFields, releaseDate, viewerCanEdit: true });
    const staff = await screen.findByTestId('staff-details');
    expect(within(staff).getByText('Ready To Sell')).toBeTruthy();
    expect(within(staff).getByText(formatDate(releaseDate))).toBeTruthy();
    expect(within(staff).getByText(formatDate(staffFields.publishUntil))).toBeTruthy();
    expect(within(staff).getByText('USD$ 21,500.00')).toBeTruthy();
    expect(within(staff).getByText('USD$ 24,500.00')).toBeTruthy();
    expect(within(staff).getByText('Jules Tremblay (Jules)')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Open work order' })).toBeTruthy();
    const edit = screen.getByRole('link', { name: 'Edit vehicle' });
    expect(edit.getAttribute('href')).toBe('/admin/vehicles/registry/2T3BFREV5KW012345');
    const viewOffers = screen.getByRole('button', { name: /View Offers/ });
    expect(viewOffers.getAttribute('aria-haspopup')).toBe('dialog');
    await user.click(viewOffers);
    expect(screen.getByTestId('location').textContent).toBe(
      `/?offers=${encodeURIComponent(VEHICLE_ID)}`,
    );
    expect(screen.queryByRole('button', { name: /Make an Offer/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Buy Now/ })).toBeNull();
  });

  it('shows an agent the pencil on its own vehicle', async () => {
    renderCard('agent', { ...staffFields, viewerCanEdit: true });
    const edit = await screen.findByRole('link', { name: 'Edit vehicle' });
    expect(edit.getAttribute('href')).toBe('/agent/vehicles/registry/2T3BFREV5KW012345');
    expect(screen.getByRole('button', { name: /View Offers/ })).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'Open work order' })).toBeNull();
  });

  it("hides the pencil from an agent on another agent's vehicle", async () => {
    renderCard('agent', { ...staffFields, viewerCanEdit: false });
    await screen.findByTestId('staff-details');
    expect(screen.queryByRole('link', { name: 'Edit vehicle' })).toBeNull();
  });
});

describe('VehicleCard of a sold vehicle', () => {
  it('tells screen readers when the vehicle turns Sold while the page is open', async () => {
    const { environment } = renderCard('accepted', priced);
    await card();
    const announcer = screen.getByTestId('live-announcer');
    act(() => announce('')); // what an earlier test had said
    expect(announcer.textContent).toBe('');
    act(() =>
      environment.commitUpdate((store) => {
        store.get(VEHICLE_ID)!.setValue('Sold', 'status');
      }),
    );
    expect(within(await card()).getByRole('img', { name: 'Sold' })).toBeTruthy();
    expect(announcer.textContent).toMatch(/^.+ is now sold\.$/);
    expect(announcer.getAttribute('aria-live')).toBe('polite');
  });

  it('shows the sold image and no offer buttons', async () => {
    renderCard('accepted', { ...priced, ...soldFields, finalPrice: null });
    expect(within(await card()).getByRole('img', { name: 'Sold' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Make an Offer/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Buy Now/ })).toBeNull();
    expect(screen.queryByText('Final price')).toBeNull();
  });

  it('shows staff the sale and the buyer', async () => {
    renderCard('admin', { ...staffFields, ...soldFields });
    expect(await screen.findByText('Angela Russo')).toBeTruthy();
    expect(screen.getByText(formatDate(soldFields.sale.registerDate))).toBeTruthy();
    expect(screen.getByText('USD$ 24,100.00')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /View Offers/ })).toBeNull();
  });

  it('shows the dealer who bought it the final price and purchase date', async () => {
    renderCard('accepted', { ...priced, ...soldFields, sale: { ...soldFields.sale, buyer: null } });
    expect(await screen.findByText('Final price')).toBeTruthy();
    expect(screen.getByText('Purchase date')).toBeTruthy();
    expect(screen.getByText('USD$ 24,100.00')).toBeTruthy();
  });
});
