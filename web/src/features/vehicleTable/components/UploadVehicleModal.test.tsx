import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openDialog } from '../../../testing/openDialog.ts';
import { renderVehicleTable } from '../testing/renderVehicleTable.tsx';

describe('Upload vehicle', () => {
  it('the green plus opens the modal, which says the VIN form is coming and links the registry', async () => {
    const { user } = renderVehicleTable('/superAdmin/vehicles/table');
    await user.click(await screen.findByRole('button', { name: 'Upload vehicle' }));
    const dialog = within(await openDialog('dialog'));
    expect(dialog.getByRole('heading', { name: 'Upload vehicle' })).toBeTruthy();
    expect(
      dialog.getByText(/Registering a vehicle by its VIN arrives with vehicle intake/),
    ).toBeTruthy();
    expect(dialog.getByRole('link', { name: 'vehicle registry' }).getAttribute('href')).toBe(
      '/admin/vehicles/registry',
    );
    // no form that would pretend to register
    expect(dialog.queryByRole('textbox')).toBeNull();
    const close = dialog
      .getAllByRole('button', { name: 'Close' })
      .find((button) => button.textContent === 'Close');
    await user.click(close!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Upload vehicle' }));
  });
});
