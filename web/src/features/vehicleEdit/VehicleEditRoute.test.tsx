import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clearToastsAfterEach } from '../../testing/clearToasts.ts';
import { openDialog } from '../../testing/openDialog.ts';
import { AGENT, registryVehicle, VEHICLE_ID, VIN } from './testing/registryFixtures.ts';
import {
  answerMutation,
  failMutation,
  renderRegistry,
  sentOperation,
} from './testing/renderRegistry.tsx';

clearToastsAfterEach();

const ADMIN_EDIT = `/admin/vehicles/registry/${VIN}`;
const AGENT_EDIT = `/agent/vehicles/registry/${VIN}`;

const infoForm = () => screen.findByRole('form', { name: 'Vehicle information' });
const field = (form: HTMLElement, label: string) =>
  within(form).getByLabelText(new RegExp(`^${label}`));

describe('VehicleEditRoute, step 1', () => {
  it('shows the steps, the form with the vehicle, the VIN data and the photos', async () => {
    renderRegistry(ADMIN_EDIT);
    const form = await infoForm();
    expect(screen.getByRole('heading', { level: 1, name: 'Vehicle registry' })).toBeTruthy();
    const steps = screen.getByRole('list', { name: 'Registry steps' });
    expect(steps.textContent).toContain('Step 1: Vehicle information');
    expect(
      within(steps).getByText('Vehicle information').closest('li')?.getAttribute('aria-current'),
    ).toBe('step');
    expect((field(form, 'Stock number') as HTMLInputElement).value).toBe('S-1042');
    expect((field(form, 'Agent') as HTMLSelectElement).value).toBe(AGENT.id);
    expect((field(form, 'Location') as HTMLSelectElement).value).toBe('Montreal');
    expect((field(form, 'Price') as HTMLInputElement).value).toBe('USD$ 24,500.00');
    expect((field(form, 'Make') as HTMLInputElement).value).toBe('Toyota');
    const sidebar = screen.getByRole('complementary', { name: 'Vehicle sidebar' });
    expect(within(sidebar).getByText('Nagakusa')).toBeTruthy();
    expect(within(sidebar).getByRole('img', { name: 'Front' })).toBeTruthy();
    expect(within(sidebar).getByRole('img', { name: 'External image' })).toBeTruthy();
  });

  it('keeps a colour that is not one of the eight selectable', async () => {
    renderRegistry(ADMIN_EDIT, { vehicle: { color: 'Silver' } });
    const colour = field(await infoForm(), 'Colour') as HTMLSelectElement;
    expect(colour.value).toBe('Silver');
    expect(
      within(colour)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Select a colour',
      'Silver',
      'Black',
      'White',
      'Red',
      'Orange',
      'Pink',
      'Brown',
      'Yellow',
      'Blue',
    ]);
  });

  it('says each rule only once the field was touched', async () => {
    const { user } = renderRegistry(ADMIN_EDIT);
    const form = await infoForm();
    await user.clear(field(form, 'Stock number'));
    expect(within(form).queryByText('This field is required')).toBeNull();
    await user.tab();
    expect(await within(form).findByText('This field is required')).toBeTruthy();
    await user.clear(field(form, 'Year'));
    await user.type(field(form, 'Year'), '1899');
    await user.clear(field(form, 'Make'));
    await user.type(field(form, 'Make'), 'T');
    await user.tab();
    await waitFor(() => expect(within(form).getAllByText('Invalid value')).toHaveLength(2));
    expect(field(form, 'Year').getAttribute('aria-invalid')).toBe('true');
  });

  it('works cost in USD out live from the cost and the rate, and sends it', async () => {
    const { user, environment } = renderRegistry(ADMIN_EDIT);
    const form = await infoForm();
    await user.type(field(form, 'Cost \\(CAD\\)'), '20000');
    expect((field(form, 'Cost in USD') as HTMLInputElement).value).toBe('USD$ 18,000.00');
    await user.type(field(form, 'FX'), '1.3');
    // (20000 + 2500) / 1.3 = 17307.69
    expect((field(form, 'Cost in USD') as HTMLInputElement).value).toBe('USD$ 17,307.69');
    expect(field(form, 'Cost in USD').hasAttribute('readonly')).toBe(true);
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    const operation = await sentOperation(environment, 'UpdateVehicleMutation');
    expect(operation.request.variables.input).toEqual({
      vehicleId: VEHICLE_ID,
      stockNumber: 'S-1042',
      agentId: AGENT.id,
      location: 'Montreal',
      releaseDate: null,
      crUrl: null,
      cost: '20000.00',
      fx: '1.3000',
      costUsd: '17307.69',
      price: '24500.00',
      color: 'Blue',
      miles: 42000,
      year: 2019,
      make: 'Toyota',
      model: 'RAV4',
      trim: 'LE',
    });
  });

  it("saves with 'Vehicle updated'", async () => {
    const { user, environment } = renderRegistry(ADMIN_EDIT);
    const form = await infoForm();
    await user.clear(field(form, 'Stock number'));
    await user.type(field(form, 'Stock number'), 'S-2000');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await answerMutation(environment, 'UpdateVehicleMutation', {
      vehicle: registryVehicle({ stockNumber: 'S-2000' }),
    });
    expect(await screen.findByText('Vehicle updated')).toBeTruthy();
  });

  it("puts refusals under their fields and warns 'Vehicle not updated'", async () => {
    const { user, environment } = renderRegistry(ADMIN_EDIT);
    const form = await infoForm();
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await answerMutation(environment, 'UpdateVehicleMutation', {
      vehicle: null,
      userErrors: [
        {
          field: 'stockNumber',
          message: 'Another vehicle already has this stock number',
          code: 'STOCK_NUMBER_TAKEN',
        },
        { field: 'userId', message: 'The agent must be an active agent', code: 'INVALID' },
      ],
    });
    expect(await screen.findByText('Vehicle not updated')).toBeTruthy();
    expect(within(form).getByText('Another vehicle already has this stock number')).toBeTruthy();
    expect(within(form).getByText('The agent must be an active agent')).toBeTruthy();
    expect(field(form, 'Stock number').getAttribute('aria-invalid')).toBe('true');
  });

  it("warns 'The vehicle information could not be updated' when the request fails", async () => {
    const { user, environment } = renderRegistry(ADMIN_EDIT);
    const form = await infoForm();
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await failMutation(environment, 'UpdateVehicleMutation');
    expect(await screen.findByText('The vehicle information could not be updated')).toBeTruthy();
  });

  it("saves the price section with 'Vehicle price updated successfully'", async () => {
    const { user, environment } = renderRegistry(ADMIN_EDIT);
    const form = await screen.findByRole('form', { name: 'Price' });
    await user.click(within(form).getByRole('checkbox', { name: 'Published' }));
    await user.type(within(form).getByLabelText('Reserved price'), '21000');
    await user.click(within(form).getByRole('button', { name: 'Save price' }));
    const operation = await answerMutation(environment, 'SaveVehiclePriceMutation', {
      vehicle: registryVehicle({ published: true }),
    });
    expect(operation.request.variables.input).toEqual({
      vehicleId: VEHICLE_ID,
      published: true,
      price: '24500.00',
      reservedPrice: '21000.00',
    });
    expect(await screen.findByText('Vehicle price updated successfully')).toBeTruthy();
  });

  it('refuses a price of 0 before sending it', async () => {
    const { user, environment } = renderRegistry(ADMIN_EDIT);
    const form = await screen.findByRole('form', { name: 'Price' });
    await user.clear(within(form).getByLabelText(/^Price/));
    await user.type(within(form).getByLabelText(/^Price/), '0');
    await user.click(within(form).getByRole('button', { name: 'Save price' }));
    expect(await within(form).findByText('Invalid value')).toBeTruthy();
    expect(
      environment.mock.getAllOperations().map((op) => op.request.node.params.name),
    ).not.toContain('SaveVehiclePriceMutation');
  });

  it("sends a Sold vehicle to the VIN screen with 'Vehicle Sold! It cannot be updated'", async () => {
    renderRegistry(ADMIN_EDIT, { vehicle: { status: 'Sold' } });
    expect(await screen.findByRole('heading', { name: 'The VIN screen' })).toBeTruthy();
    expect(await screen.findByText('Vehicle Sold! It cannot be updated')).toBeTruthy();
  });

  it("sends an agent's deleted vehicle to its list with 'Vehicle deleted! It cannot be updated'", async () => {
    renderRegistry(AGENT_EDIT, { vehicle: { status: 'Inactive', viewerCanEdit: false } });
    expect(await screen.findByRole('heading', { name: 'The agent list' })).toBeTruthy();
    expect(await screen.findByText('Vehicle deleted! It cannot be updated')).toBeTruthy();
  });

  it("refuses an agent another agent's vehicle, without the form", async () => {
    renderRegistry(AGENT_EDIT, { vehicle: { viewerCanEdit: false } });
    expect(await screen.findByText('You cannot edit this vehicle')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Edit vehicle' })).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to the vehicles' }).getAttribute('href')).toBe(
      '/agent/vehicles/list',
    );
  });

  it('says when no vehicle has the VIN', async () => {
    renderRegistry(ADMIN_EDIT, { vehicle: null });
    expect(await screen.findByText(`No vehicle has the VIN ${VIN}`)).toBeTruthy();
  });

  it("warns 'Vehicle information not obtained' when the vehicle cannot be loaded", async () => {
    renderRegistry(ADMIN_EDIT, { failing: 'VehicleEditRouteQuery' });
    expect(await screen.findAllByText('Vehicle information not obtained')).not.toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('deletes the vehicle after the confirmation and leaves for the VIN screen', async () => {
    const { user, environment } = renderRegistry(ADMIN_EDIT);
    await infoForm();
    const deleteVehicle = screen.getByRole('button', { name: 'Delete vehicle' });
    expect(deleteVehicle.getAttribute('aria-haspopup')).toBe('dialog');
    await user.click(deleteVehicle);
    const dialog = await openDialog();
    expect(
      within(dialog).getByText('Please confirm that you want to delete the item.'),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'NO' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(environment.mock.getAllOperations()).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Delete vehicle' }));
    await user.click(within(await openDialog()).getByRole('button', { name: 'YES' }));
    const operation = await answerMutation(environment, 'DeleteVehicleMutation', {
      vehicle: { id: VEHICLE_ID },
    });
    expect(operation.request.variables.input).toEqual({ vehicleId: VEHICLE_ID });
    expect(await screen.findByRole('heading', { name: 'The VIN screen' })).toBeTruthy();
    expect(await screen.findByText('Vehicle deleted')).toBeTruthy();
  });
});

describe('VehicleEditRoute, step 2', () => {
  it('goes to step 2 with Next when nothing changed, and back with Back', async () => {
    const { user } = renderRegistry(ADMIN_EDIT);
    const form = await infoForm();
    await user.click(within(form).getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('form', { name: 'Equipment' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await infoForm()).toBeTruthy();
  });

  it('saves the equipment, colour and transmission and goes to the last step', async () => {
    const { user, environment } = renderRegistry(`${AGENT_EDIT}?step=2`);
    const form = await screen.findByRole('form', { name: 'Equipment' });
    expect(within(form).getAllByRole('checkbox')).toHaveLength(21);
    expect(
      (within(form).getByRole('checkbox', { name: 'Alarm' }) as HTMLInputElement).checked,
    ).toBe(true);
    await user.click(within(form).getByRole('checkbox', { name: 'Sunroof' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Alarm' }));
    await user.selectOptions(within(form).getByLabelText(/^Colour/), 'Red');
    await user.click(within(form).getByRole('radio', { name: 'CVT' }));
    await user.click(within(form).getByRole('button', { name: 'Next' }));
    const operation = await answerMutation(environment, 'UpdateVehicleMutation', {
      vehicle: registryVehicle({ equipment: ['sunroof'], color: 'Red' }),
    });
    expect(operation.request.variables.input).toEqual({
      vehicleId: VEHICLE_ID,
      equipment: ['sunroof'],
      color: 'Red',
      transmissionType: 'CVT',
    });
    expect(await screen.findByText('Vehicle uploaded successfully')).toBeTruthy();
    expect(screen.getByText(VIN)).toBeTruthy();
  });
});
