import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clearToastsAfterEach } from '../../../testing/clearToasts.ts';
import { openDialog } from '../../../testing/openDialog.ts';
import { REGISTRY_TEXTS } from '../../vehicleRegistry/registryTexts.ts';
import {
  answer,
  fail,
  registered,
  sentOperation,
} from '../../vehicleRegistry/testing/renderRegistry.tsx';
import { renderVehicleTable } from '../testing/renderVehicleTable.tsx';

clearToastsAfterEach();

const VIN = '1HGCM82633A004352';

async function openUploadModal() {
  const view = renderVehicleTable('/superAdmin/vehicles/table');
  await view.user.click(await screen.findByRole('button', { name: 'Upload vehicle' }));
  const dialog = within(await openDialog('dialog'));
  return { ...view, dialog };
}

describe('Upload vehicle', () => {
  it('the green plus opens the VIN form and the bulk-file tabs; Close gives the focus back', async () => {
    const { user, dialog } = await openUploadModal();
    expect(dialog.getByRole('heading', { name: 'Upload vehicle' })).toBeTruthy();
    expect(dialog.getByRole('textbox', { name: /VIN/ })).toBeTruthy();
    expect(dialog.getByRole('button', { name: 'Go' })).toBeTruthy();
    expect(await dialog.findByRole('tab', { name: REGISTRY_TEXTS.uploadTab })).toBeTruthy();
    expect(dialog.getByRole('tab', { name: REGISTRY_TEXTS.updateTab })).toBeTruthy();
    const close = dialog
      .getAllByRole('button', { name: 'Close' })
      .find((button) => button.textContent === 'Close');
    await user.click(close!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Upload vehicle' }));
  });

  it("registers a VIN: 'Vehicle uploaded', the modal closes and the table is asked again", async () => {
    const { user, dialog, environment, tableQueries } = await openUploadModal();
    expect(tableQueries).toHaveLength(1);
    await user.type(dialog.getByRole('textbox', { name: /VIN/ }), VIN.toLowerCase());
    await user.click(dialog.getByRole('button', { name: 'Go' }));
    const sent = await sentOperation(environment, 'RegisterVehicleMutation');
    expect(sent.request.variables).toEqual({ input: { vin: VIN } });
    await answer(environment, sent, registered(VIN));
    expect(await screen.findByText(REGISTRY_TEXTS.registered)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(tableQueries).toHaveLength(2));
    expect(tableQueries[1]).toEqual(tableQueries[0]);
  });

  it("keeps the modal open with 'The vehicle could not be registered' when the request fails", async () => {
    const { user, dialog, environment, tableQueries } = await openUploadModal();
    await user.type(dialog.getByRole('textbox', { name: /VIN/ }), VIN);
    await user.click(dialog.getByRole('button', { name: 'Go' }));
    await fail(environment, await sentOperation(environment, 'RegisterVehicleMutation'));
    expect(await screen.findByText(REGISTRY_TEXTS.notRegistered)).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(screen.queryByText(REGISTRY_TEXTS.registered)).toBeNull();
    expect(tableQueries).toHaveLength(1);
  });
});
