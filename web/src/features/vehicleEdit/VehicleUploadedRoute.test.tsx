import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { localDate } from '@canam/domain/forms/saleInfo';
import { clearToastsAfterEach } from '../../testing/clearToasts.ts';
import type { MockEnvironment } from '../../testing/renderWithRelay.tsx';
import { openDialog } from '../../testing/openDialog.ts';
import { VEHICLE_ID, VIN } from './testing/registryFixtures.ts';
import { answerMutation, failMutation, renderRegistry } from './testing/renderRegistry.tsx';

clearToastsAfterEach();

const ADMIN_UPLOADED = `/admin/vehicles/registry/${VIN}/uploaded`;
const AGENT_UPLOADED = `/agent/vehicles/registry/${VIN}/uploaded`;
const BUYER = {
  __typename: 'SaleBuyerOption',
  id: btoa('SaleBuyerOption:9'),
  databaseId: 9,
  firstName: 'Dana',
  lastName: 'Moss',
  email: 'dana@motors.example',
  companyName: 'Moss Motors',
};

const names = (environment: MockEnvironment) =>
  environment.mock.getAllOperations().map((op) => op.request.node.params.name);

describe('VehicleUploadedRoute', () => {
  it('says the vehicle was uploaded, with its VIN and the way back to its edit screen', async () => {
    renderRegistry(AGENT_UPLOADED);
    expect(await screen.findByText('Vehicle uploaded successfully')).toBeTruthy();
    expect(screen.getByText(VIN)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe(
      `/agent/vehicles/registry/${VIN}`,
    );
  });

  it("keeps the vehicle as a draft with 'Updated successfully'", async () => {
    const { user, environment } = renderRegistry(ADMIN_UPLOADED);
    await user.click(await screen.findByRole('button', { name: 'Keep as draft' }));
    const operation = await answerMutation(environment, 'SetVehicleStatusMutation', {
      vehicle: { id: VEHICLE_ID, status: 'Draft', missingForSale: [] },
    });
    expect(operation.request.variables.input).toEqual({ vehicleId: VEHICLE_ID, status: 'Draft' });
    expect(await screen.findByText('Updated successfully')).toBeTruthy();
  });

  it('completes the vehicle (ReadyToSell)', async () => {
    const { user, environment } = renderRegistry(ADMIN_UPLOADED);
    await user.click(await screen.findByRole('button', { name: 'Complete' }));
    const operation = await answerMutation(environment, 'SetVehicleStatusMutation', {
      vehicle: { id: VEHICLE_ID, status: 'ReadyToSell', missingForSale: [] },
    });
    expect(operation.request.variables.input).toEqual({
      vehicleId: VEHICLE_ID,
      status: 'ReadyToSell',
    });
    expect(await screen.findByText('Updated successfully')).toBeTruthy();
    expect(screen.getByText('Status: Ready to sell')).toBeTruthy();
  });

  it('lists what the vehicle lacks before Complete, and the refusal with a link back to step 1', async () => {
    const { user, environment } = renderRegistry(ADMIN_UPLOADED, {
      vehicle: { missingForSale: ['price', 'stockNumber'] },
    });
    await screen.findByText('Vehicle uploaded successfully');
    expect(screen.getByText('Stock number')).toBeTruthy();
    expect(screen.getByText('Price')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Complete' }));
    const refusal =
      'The vehicle cannot be put on sale until these fields are filled: Stock number, Price';
    await answerMutation(environment, 'SetVehicleStatusMutation', {
      vehicle: null,
      userErrors: [{ field: null, message: refusal, code: 'VEHICLE_INCOMPLETE' }],
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(refusal)).toBeTruthy();
    expect(
      within(alert)
        .getByRole('link', { name: 'Go back to step 1 to fill them' })
        .getAttribute('href'),
    ).toBe(`/admin/vehicles/registry/${VIN}`);
  });

  it("sends a Sold vehicle away with 'Vehicle Sold! It cannot be updated'", async () => {
    renderRegistry(ADMIN_UPLOADED, { vehicle: { status: 'Sold' } });
    expect(await screen.findByRole('heading', { name: 'The VIN screen' })).toBeTruthy();
    expect(await screen.findByText('Vehicle Sold! It cannot be updated')).toBeTruthy();
  });

  describe('the sale information modal', () => {
    async function openSale(route = ADMIN_UPLOADED) {
      const rendered = renderRegistry(route, { buyers: [BUYER] });
      const sold = await screen.findByRole('button', { name: 'Sold' });
      expect(sold.getAttribute('aria-haspopup')).toBe('dialog');
      await rendered.user.click(sold);
      const dialog = await openDialog('dialog');
      await within(dialog).findByRole('option', { name: 'Dana Moss (Moss Motors)' });
      return { ...rendered, dialog };
    }

    it("refuses a price of 0 with 'This is a required field .' and a date after today", async () => {
      const { user, dialog, environment } = await openSale();
      await user.type(within(dialog).getByLabelText(/^Price/), '0');
      const tomorrow = new Date();
      tomorrow.setDate(tomorrow.getDate() + 1);
      await user.type(within(dialog).getByLabelText(/^Date/), localDate(tomorrow));
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(await within(dialog).findByText('This is a required field .')).toBeTruthy();
      expect(within(dialog).getByText('The sale date cannot be after today')).toBeTruthy();
      expect(within(dialog).getAllByText('This field is required')).toHaveLength(1); // the buyer
      expect(names(environment)).not.toContain('SellVehicleMutation');
    });

    it('sells, saves the received price, and goes to the vehicle list', async () => {
      const { user, dialog, environment } = await openSale(AGENT_UPLOADED);
      await user.type(within(dialog).getByLabelText(/^Price/), '21000');
      await user.selectOptions(within(dialog).getByLabelText(/^Buyer/), BUYER.id);
      const today = localDate();
      await user.type(within(dialog).getByLabelText(/^Date/), today);
      await user.type(within(dialog).getByLabelText(/^Received price/), '20500');
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      const sold = await answerMutation(environment, 'SellVehicleMutation', {
        vehicle: { id: VEHICLE_ID },
      });
      expect(sold.request.variables.input).toEqual({
        vehicleId: VEHICLE_ID,
        price: '21000.00',
        buyerId: BUYER.id,
        date: today,
      });
      const received = await answerMutation(environment, 'SaveReceivedPriceMutation', {
        vehicle: { id: VEHICLE_ID },
      });
      expect(received.request.variables.input).toEqual({
        vehicleId: VEHICLE_ID,
        receivedPrice: '20500.00',
      });
      expect(await screen.findByRole('heading', { name: 'The agent list' })).toBeTruthy();
      expect(
        await screen.findByText('Information saved and vehicle status changed to Sold'),
      ).toBeTruthy();
    });

    it("says 'The information could not be saved' when the sale fails", async () => {
      const { user, dialog, environment } = await openSale();
      await user.type(within(dialog).getByLabelText(/^Price/), '21000');
      await user.selectOptions(within(dialog).getByLabelText(/^Buyer/), BUYER.id);
      await user.type(within(dialog).getByLabelText(/^Date/), localDate());
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      await failMutation(environment, 'SellVehicleMutation');
      expect(await screen.findByText('The information could not be saved')).toBeTruthy();
      expect(names(environment)).not.toContain('SaveReceivedPriceMutation');
      expect(screen.getByRole('dialog')).toBeTruthy();
    });

    it('searches the buyers as the user types', async () => {
      const { user, dialog, asked } = await openSale();
      const buyerSearches = () => asked.filter((op) => op.name === 'BuyerSelectQuery');
      expect(buyerSearches()[0]?.variables).toEqual({ search: null });
      await user.type(within(dialog).getByRole('searchbox', { name: 'Search buyers' }), 'moss');
      await waitFor(() => expect(buyerSearches().at(-1)?.variables).toEqual({ search: 'moss' }));
    });

    it("warns 'The Buyers list could not be obtained' when the buyers cannot be loaded", async () => {
      const { user } = renderRegistry(ADMIN_UPLOADED, { failing: 'BuyerSelectQuery' });
      await user.click(await screen.findByRole('button', { name: 'Sold' }));
      const dialog = await openDialog('dialog');
      expect(await within(dialog).findByRole('alert')).toBeTruthy();
      expect(await screen.findAllByText('The Buyers list could not be obtained')).toHaveLength(2);
    });
  });
});
