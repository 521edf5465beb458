import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VIN_MESSAGES } from '@canam/domain/vin';
import { clearToastsAfterEach } from '../../testing/clearToasts.ts';
import { registeredVehiclePath } from './registryPaths.ts';
import { REGISTRY_TEXTS } from './registryTexts.ts';
import { WARNING_TITLE } from './registryToasts.ts';
import {
  answer,
  fail,
  registered,
  renderRegistry,
  sentOperation,
} from './testing/renderRegistry.tsx';

clearToastsAfterEach();

const VIN = '1HGCM82633A004352';
const vinInput = () => screen.getByRole('textbox', { name: /VIN/ });
const go = () => screen.getByRole('button', { name: 'Go' });

describe('the VIN screen', () => {
  it('shows the logo, the VIN form and, for an admin, both bulk-file tabs', async () => {
    renderRegistry(['ROLE_ADMIN']);
    expect(await screen.findByRole('heading', { name: 'Vehicle registry' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'CANAM Marketplace' })).toBeTruthy();
    expect(vinInput().hasAttribute('required')).toBe(true);
    expect(screen.getByRole('tab', { name: REGISTRY_TEXTS.uploadTab })).toBeTruthy();
    expect(screen.getByRole('tab', { name: REGISTRY_TEXTS.updateTab })).toBeTruthy();
  });

  it('shows a reviewer neither the VIN form nor the tabs', async () => {
    renderRegistry(['ROLE_REVIEWER']);
    expect(await screen.findByText('Vehicles are registered by admins and agents')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it('says what is wrong with the VIN, on submit and then as it is typed', async () => {
    const { user, environment } = renderRegistry();
    await screen.findByRole('heading', { name: 'Vehicle registry' });
    await user.click(go());
    expect(await screen.findByText(VIN_MESSAGES.required)).toBeTruthy();
    await user.type(vinInput(), '1HGCM8');
    expect(await screen.findByText(VIN_MESSAGES.length)).toBeTruthy();
    await user.clear(vinInput());
    await user.type(vinInput(), '1HGCM82633A00435O');
    expect(await screen.findByText(VIN_MESSAGES.forbiddenLetters)).toBeTruthy();
    await user.clear(vinInput());
    await user.type(vinInput(), '1HGCM82643A004352');
    expect(await screen.findByText(VIN_MESSAGES.checkDigit)).toBeTruthy();
    await user.clear(vinInput());
    await user.type(vinInput(), '1HGCM8263#A004352');
    expect(await screen.findByText(VIN_MESSAGES.characters)).toBeTruthy();
    await user.click(go());
    expect(
      environment.mock
        .getAllOperations()
        .some((operation) => operation.request.node.params.name === 'RegisterVehicleMutation'),
    ).toBe(false);
  });

  it('upper-cases the VIN as typed, sends it normalized and opens its registry step', async () => {
    const { user, environment } = renderRegistry(['ROLE_SUPER_ADMIN']);
    await screen.findByRole('heading', { name: 'Vehicle registry' });
    await user.type(vinInput(), '1hgcm 82633-a004352');
    expect((vinInput() as HTMLInputElement).value).toBe('1HGCM 82633-A004352');
    await user.click(go());
    const sent = await sentOperation(environment, 'RegisterVehicleMutation');
    expect(sent.request.variables).toEqual({ input: { vin: VIN } });
    await waitFor(() => expect(go().hasAttribute('disabled')).toBe(true));
    await answer(environment, sent, registered(VIN));
    expect((await screen.findByLabelText('arrived at')).textContent).toBe(
      `/admin/vehicles/registry/${VIN}`,
    );
  });

  it("puts the api's refusal under the field", async () => {
    const { user, environment } = renderRegistry();
    await screen.findByRole('heading', { name: 'Vehicle registry' });
    await user.type(vinInput(), VIN);
    await user.click(go());
    const sent = await sentOperation(environment, 'RegisterVehicleMutation');
    await answer(environment, sent, {
      registerVehicle: {
        created: false,
        decoded: false,
        vehicle: null,
        userErrors: [{ field: 'vin', message: 'This VIN was refused by the api' }],
      },
    });
    expect(await screen.findByText('This VIN was refused by the api')).toBeTruthy();
    expect(vinInput().getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByLabelText('arrived at')).toBeNull();
  });

  it("warns 'The vehicle could not be registered' when the request fails", async () => {
    const { user, environment } = renderRegistry();
    await screen.findByRole('heading', { name: 'Vehicle registry' });
    await user.type(vinInput(), VIN);
    await user.click(go());
    await fail(environment, await sentOperation(environment, 'RegisterVehicleMutation'));
    const toast = (await screen.findByText(REGISTRY_TEXTS.notRegistered)).closest(
      '[data-scope="toast"][data-part="root"]',
    ) as HTMLElement;
    expect(within(toast).getByText(WARNING_TITLE)).toBeTruthy();
    await waitFor(() => expect(go().hasAttribute('disabled')).toBe(false));
    expect(screen.queryByLabelText('arrived at')).toBeNull();
  });
});

describe('registeredVehiclePath', () => {
  it('sends admins to the registry step and agents to their edit route', () => {
    expect(registeredVehiclePath(['ROLE_ADMIN'], VIN)).toBe(`/admin/vehicles/registry/${VIN}`);
    expect(registeredVehiclePath(['ROLE_SUPER_ADMIN'], VIN)).toBe(
      `/admin/vehicles/registry/${VIN}`,
    );
    expect(registeredVehiclePath(['ROLE_AGENT'], VIN)).toBe(`/agent/vehicles/registry/${VIN}`);
  });
});
