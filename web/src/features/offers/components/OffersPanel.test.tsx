import { act, screen, waitFor, within } from '@testing-library/react';
import { MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openDialog } from '../../../testing/openDialog.ts';
import { OFFER_MESSAGES } from '@canam/domain/offers';
import { announce } from '../../../components/liveAnnouncer.tsx';
import { toaster } from '../../../components/toaster.tsx';
import { publicVehiclePath } from '../../vehicle/vehiclePaths.ts';
import { baseVehicle, VEHICLE_ID } from '../../vehicle/testing/vehicleFixtures.ts';
import { chain, DEALER, LIVE_CURSOR, offer } from '../testing/offerFixtures.ts';
import { renderOffersPanel } from '../testing/renderOffersPanel.tsx';
import { ACCEPT_FAILED, CHECK_FAILED } from './AcceptOfferButton.tsx';
import { COUNTER_FAILED } from './CounterOfferForm.tsx';
import { HISTORY_FAILED } from './OffersLoadFailed.tsx';
import { NO_OFFERS_TEXT } from './OffersPanelContent.tsx';

const HOUR = 3_600_000;

beforeEach(() => {
  toaster.remove();
  // The browser's clock is years behind the server's: countdowns must follow the server.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2020-01-01T00:00:00.000Z'));
});

afterEach(() => {
  vi.useRealTimers();
});

async function card() {
  return screen.findByTestId('offer-chain-card');
}

describe('the offers panel', () => {
  it('shows the vehicle facts, links, and says when there are no offers', async () => {
    renderOffersPanel({ chains: [] });
    expect(await screen.findByText(NO_OFFERS_TEXT)).toBeTruthy();
    const panel = screen.getByTestId('offers-panel');
    expect(within(panel).getByText('2019 Toyota RAV4')).toBeTruthy();
    expect(within(panel).getByText('CA24017')).toBeTruthy();
    expect(within(panel).getByText('42,000 miles')).toBeTruthy();
    expect(within(panel).getByText('AWD, Sunroof')).toBeTruthy();
    const publicView = within(panel).getByRole('link', { name: /Public view/ });
    expect(publicView.getAttribute('href')).toBe(publicVehiclePath(btoa('42')));
    expect(within(panel).getByRole('button', { name: /Condition report/ })).toBeTruthy();
  });

  it('shows a skeleton while loading and a warning when the history cannot be loaded', async () => {
    renderOffersPanel({ failLoad: true });
    expect((await screen.findAllByText(HISTORY_FAILED)).length).toBeGreaterThan(0);
  });

  it('lists the history oldest first with the provider side and the arrows', async () => {
    renderOffersPanel({ chains: [chain()] });
    const items = within(await card()).getAllByTestId('offer-history-item');
    expect(items.map((item) => item.getAttribute('data-side'))).toEqual([
      'DEALER',
      'PROVIDER',
      'DEALER',
    ]);
    expect(within(items[0]!).getByText('Angela Russo')).toBeTruthy();
    expect(within(items[0]!).getByText('USD$ 21,000.00')).toBeTruthy();
    expect(within(items[0]!).getByRole('img', { name: /Higher than/ })).toBeTruthy();
    expect(within(items[1]!).getByText('Provider')).toBeTruthy();
    expect(within(items[1]!).getByText('Admin')).toBeTruthy();
    expect(within(items[1]!).queryByRole('img')).toBeNull();
    expect(within(items[2]!).getByRole('img', { name: /Lower than/ })).toBeTruthy();
  });

  it('shows the dash arrow for an offer equal to the last highest', async () => {
    const equal = chain();
    equal.offers[2] = {
      ...offer({ id: 'chain-1-o3', price: '21000.00', side: 'DEALER', arrow: 'DASH' }),
    };
    equal.lastOffer = equal.offers[2];
    renderOffersPanel({ chains: [equal] });
    expect(within(await card()).getByRole('img', { name: /Equal to/ })).toBeTruthy();
  });

  it("counts down to the last offer's expiry on the server's clock", async () => {
    renderOffersPanel({ chains: [chain({ leftMs: 2 * HOUR })] });
    expect((await screen.findByTestId('offer-countdown')).textContent).toBe('02:00:00');
    expect(screen.queryByText(OFFER_MESSAGES.offerExpired)).toBeNull();
  });

  it("says 'Offer expired' and hides counter and accept once the time is up", async () => {
    renderOffersPanel({ chains: [chain({ leftMs: -1000 })] });
    const offers = await card();
    expect(within(offers).getByText(OFFER_MESSAGES.offerExpired)).toBeTruthy();
    expect(within(offers).queryByTestId('offer-countdown')).toBeNull();
    expect(within(offers).queryByRole('button', { name: /Counter/ })).toBeNull();
    expect(within(offers).queryByRole('button', { name: /Accept/ })).toBeNull();
  });

  it("says 'Offer expired' when the server expired the offer", async () => {
    renderOffersPanel({ chains: [chain({ lastStatus: 'EXPIRED' })] });
    expect(within(await card()).getByText(OFFER_MESSAGES.offerExpired)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Accept/ })).toBeNull();
  });

  it('shows a sold negotiation without controls', async () => {
    renderOffersPanel({
      chains: [chain({ state: 'ACCEPTED', lastStatus: 'ACCEPTED' })],
      vehicle: { status: 'Sold' },
    });
    expect(within(await card()).getByText('Accepted')).toBeTruthy();
    expect(screen.getByTestId('offers-panel-sold')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Accept/ })).toBeNull();
    expect(screen.queryByTestId('offer-countdown')).toBeNull();
  });

  it('closes by removing the offers parameter, keeping the others', async () => {
    const { user } = renderOffersPanel({ chains: [] });
    await screen.findByText(NO_OFFERS_TEXT);
    await user.click(screen.getByRole('button', { name: 'Close offers' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('?tab=active-offers'),
    );
  });

  it('closes with Escape, giving the focus back to what opened it', async () => {
    const { user } = renderOffersPanel({ chains: [], closed: true });
    const viewOffers = screen.getByRole('button', { name: 'View Offers' });
    await user.click(viewOffers);
    await screen.findByText(NO_OFFERS_TEXT);
    await waitFor(() =>
      expect(document.activeElement?.closest('[data-testid="offers-panel"]')).toBeTruthy(),
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByTestId('offers-panel')).toBeNull());
    expect(screen.getByTestId('location').textContent).toBe('?tab=active-offers');
    await waitFor(() => expect(document.activeElement).toBe(viewOffers));
  });

  it('widens to the full screen and back', async () => {
    const { user } = renderOffersPanel({ chains: [chain()] });
    await card();
    await user.click(screen.getByRole('button', { name: /View in full screen/ }));
    expect(screen.getByRole('button', { name: /Exit full screen/ })).toBeTruthy();
  });
});

describe('live', () => {
  it('shows a counter from the other side and a new negotiation without reloading, and says so', async () => {
    const { environment } = renderOffersPanel({ chains: [chain()] });
    act(() => announce('')); // what an earlier test had said
    expect(within(await card()).getAllByTestId('offer-history-item')).toHaveLength(3);
    const subscription = environment.mock
      .getAllOperations()
      .find((operation) => operation.request.node.params.name === 'useOfferEventsSubscription');
    // nothing between the panel's query and its subscription is missed
    expect(subscription?.request.variables).toEqual({ vehicleId: VEHICLE_ID, after: LIVE_CURSOR });
    const push = (offerChain: ReturnType<typeof chain>) =>
      act(() =>
        environment.mock.nextValue(
          subscription!,
          MockPayloadGenerator.generate(subscription!, {
            // a dealer's page hears the seller's counter
            OfferEvent: () => ({
              cursor: 'c1',
              type: 'COUNTERED',
              offer: { side: 'PROVIDER', price: { amount: '21800.00' } },
              viewer: { isStaff: false },
            }),
            OfferChain: () => offerChain,
            Vehicle: () => ({ ...baseVehicle(), id: VEHICLE_ID, __typename: 'Vehicle' }),
          }),
        ),
      );

    const countered = chain();
    const counter = offer({ id: 'chain-1-o4', price: '21800.00', side: 'PROVIDER', createdAt: 0 });
    countered.offers.push(counter);
    countered.lastOffer = counter;
    push(countered);
    expect(within(await card()).getAllByTestId('offer-history-item')).toHaveLength(4);
    expect(within(await card()).getByText('USD$ 21,800.00')).toBeTruthy();
    expect(screen.getByTestId('live-announcer').textContent).toBe(
      `Counter-offer of USD$ 21,800.00 on ${baseVehicle().title}.`,
    );

    push(chain({ id: 'chain-2', dealer: { ...DEALER, databaseId: 78, firstName: 'Marc' } }));
    await waitFor(() => expect(screen.getAllByTestId('offer-chain-card')).toHaveLength(2));
    expect(screen.getAllByTestId('offer-chain-card')[0]?.textContent).toMatch(/Marc Russo/);
  });
});

describe('countering', () => {
  it('refuses an empty counter, and a zero one with its own message, then sends it for the chain of the dealer', async () => {
    const { user, sent } = renderOffersPanel({ chains: [chain()] });
    const offers = await card();
    const input = within(offers).getByRole('textbox', { name: /Counter-Offer/ });
    await user.click(within(offers).getByRole('button', { name: 'Counter' }));
    expect(await within(offers).findByText('This is a required field.')).toBeTruthy();
    await user.type(input, '0');
    await user.click(within(offers).getByRole('button', { name: 'Counter' }));
    // zero is not a missing amount: the input says what is wrong with it
    expect(
      await within(offers).findByText('The offer must be an amount greater than zero'),
    ).toBeTruthy();
    expect(within(offers).queryByText('This is a required field.')).toBeNull();
    expect(sent).toEqual([]);
    await user.clear(input);
    await user.type(input, '22500');
    await user.click(within(offers).getByRole('button', { name: 'Counter' }));
    expect(await screen.findByText(OFFER_MESSAGES.counterOfferSent)).toBeTruthy();
    expect(sent[0]?.name).toBe('CounterOfferMutation');
    expect(sent[0]?.variables.input).toMatchObject({
      vehicleId: VEHICLE_ID,
      dealerId: DEALER.userId,
      offerPrice: '22500.00',
    });
  });

  it('counters as the dealer on its own chain, without naming a dealer', async () => {
    const { user, sent } = renderOffersPanel({ isStaff: false, chains: [chain()] });
    const offers = await card();
    await user.type(within(offers).getByRole('textbox', { name: /Counter-Offer/ }), '22000');
    await user.click(within(offers).getByRole('button', { name: 'Counter' }));
    expect(await screen.findByText(OFFER_MESSAGES.counterOfferSent)).toBeTruthy();
    expect(sent[0]?.variables.input).toMatchObject({ dealerId: null, offerPrice: '22000.00' });
  });

  it('says so when the counter-offer could not be sent', async () => {
    const { user } = renderOffersPanel({
      chains: [chain()],
      mutations: { CounterOfferMutation: new Error('down') },
    });
    const offers = await card();
    await user.type(within(offers).getByRole('textbox', { name: /Counter-Offer/ }), '22000');
    await user.click(within(offers).getByRole('button', { name: 'Counter' }));
    expect(await screen.findByText(COUNTER_FAILED)).toBeTruthy();
  });

  it("shows no counter input when it is not the viewer's turn", async () => {
    renderOffersPanel({ chains: [chain({ viewerCanCounter: false, viewerCanAccept: false })] });
    const offers = await card();
    expect(within(offers).queryByRole('textbox', { name: /Counter-Offer/ })).toBeNull();
    expect(within(offers).queryByRole('button', { name: /Accept/ })).toBeNull();
    expect(within(offers).getByTestId('offer-countdown')).toBeTruthy();
  });
});

describe('accepting', () => {
  it('warns of a higher offer; YES accepts', async () => {
    const { user, sent } = renderOffersPanel({
      chains: [chain()],
      mutations: {
        CheckHigherOfferMutation: { higherOffer: true, message: OFFER_MESSAGES.higherOffer },
        AcceptOfferMutation: { message: OFFER_MESSAGES.offerAccepted },
      },
    });
    await user.click(within(await card()).getByRole('button', { name: /Accept/ }));
    const dialog = await openDialog();
    expect(within(dialog).getByText(OFFER_MESSAGES.higherOffer)).toBeTruthy();
    expect(within(dialog).queryByText(OFFER_MESSAGES.noHigherBid)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'YES' }));
    expect(await screen.findByText(OFFER_MESSAGES.offerAccepted)).toBeTruthy();
    expect(sent.map((operation) => operation.name)).toEqual([
      'CheckHigherOfferMutation',
      'AcceptOfferMutation',
    ]);
    expect(sent[0]?.variables.input).toEqual({ offerId: 'chain-1-o3' });
    expect(sent[1]?.variables.input).toMatchObject({ offerId: 'chain-1-o3' });
  });

  it('warns of a higher offer; NO accepts nothing and gives the focus back to Accept', async () => {
    const { user, sent } = renderOffersPanel({
      chains: [chain()],
      mutations: { CheckHigherOfferMutation: { higherOffer: true } },
    });
    const accept = within(await card()).getByRole('button', { name: /Accept/ });
    expect(accept.getAttribute('aria-haspopup')).toBe('dialog');
    await user.click(accept);
    await user.click(within(await openDialog()).getByRole('button', { name: 'NO' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(sent.map((operation) => operation.name)).toEqual(['CheckHigherOfferMutation']);
    // the check disabled Accept meanwhile, which dropped its focus: the dialog gives it back
    await waitFor(() => expect(document.activeElement).toBe(accept));
  });

  it("says 'No higher bid.' then asks to confirm; the vehicle turns Sold", async () => {
    const { user } = renderOffersPanel({
      chains: [chain()],
      mutations: { CheckHigherOfferMutation: { higherOffer: false } },
      vehicleAfterMutation: { status: 'Sold' },
    });
    await card();
    expect(screen.queryByTestId('offers-panel-sold')).toBeNull();
    await user.click(within(await card()).getByRole('button', { name: /Accept/ }));
    const dialog = await openDialog();
    expect(within(dialog).getByText(OFFER_MESSAGES.noHigherBid)).toBeTruthy();
    expect(within(dialog).getByText(OFFER_MESSAGES.confirmAccept)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'YES' }));
    expect(await screen.findByText(OFFER_MESSAGES.offerAccepted)).toBeTruthy();
    expect(await screen.findByTestId('offers-panel-sold')).toBeTruthy();
  });

  it('says so when the higher-offer check fails, and asks nothing', async () => {
    const { user, sent } = renderOffersPanel({
      chains: [chain()],
      mutations: { CheckHigherOfferMutation: new Error('down') },
    });
    await user.click(within(await card()).getByRole('button', { name: /Accept/ }));
    expect(await screen.findByText(CHECK_FAILED)).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(sent).toHaveLength(1);
  });

  it('says so when the offer could not be accepted', async () => {
    const { user } = renderOffersPanel({
      chains: [chain()],
      mutations: {
        CheckHigherOfferMutation: { higherOffer: false },
        AcceptOfferMutation: {
          userErrors: [
            { message: 'This vehicle has already been sold', code: 'SOLD', field: null },
          ],
        },
      },
    });
    await user.click(within(await card()).getByRole('button', { name: /Accept/ }));
    await user.click(within(await openDialog()).getByRole('button', { name: 'YES' }));
    expect(await screen.findByText(ACCEPT_FAILED)).toBeTruthy();
    expect(screen.getByText('This vehicle has already been sold')).toBeTruthy();
  });
});
