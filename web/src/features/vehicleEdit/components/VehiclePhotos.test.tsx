import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@canam/domain/constants';
import { clearToastsAfterEach } from '../../../testing/clearToasts.ts';
import { openDialog } from '../../../testing/openDialog.ts';
import { photo, registryVehicle, VEHICLE_ID, VIN } from '../testing/registryFixtures.ts';
import { answerMutation, failMutation, renderRegistry } from '../testing/renderRegistry.tsx';

clearToastsAfterEach();

const EDIT = `/admin/vehicles/registry/${VIN}`;
const PARTS = [
  { id: btoa('VehiclePart:1'), name: 'Front' },
  { id: btoa('VehiclePart:2'), name: 'Rear' },
];
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  localStorage.setItem(STORAGE_KEYS.accessToken, 'access-123');
  fetchMock.mockReset();
  fetchMock.mockResolvedValue(new Response(null, { status: 201 }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const image = (name = 'rear.jpg', type = 'image/jpeg', bytes = 2048) =>
  new File([new Uint8Array(bytes)], name, { type });

async function openUpload(fixtures = {}) {
  const rendered = renderRegistry(EDIT, { parts: PARTS, ...fixtures });
  const upload = await screen.findByRole('button', { name: 'Upload photo' });
  expect(upload.getAttribute('aria-haspopup')).toBe('dialog');
  await rendered.user.click(upload);
  const dialog = await openDialog('dialog');
  return { ...rendered, dialog };
}

describe('photos of the edit screen', () => {
  it('enables Upload only once both a photo and a part are chosen', async () => {
    const { user, dialog } = await openUpload();
    const upload = within(dialog).getByRole('button', { name: 'Upload' });
    const file = within(dialog).getByLabelText(/^Photo/) as HTMLInputElement;
    expect(file.getAttribute('accept')).toBe('image/*');
    expect(upload.hasAttribute('disabled')).toBe(true);
    await user.upload(file, image());
    expect(upload.hasAttribute('disabled')).toBe(true);
    const part = await within(dialog).findByRole('option', { name: 'Rear' });
    await user.selectOptions(part.closest('select')!, 'Rear');
    expect(upload.hasAttribute('disabled')).toBe(false);
  });

  it('refuses a file that is not an image, or too large, with a clear message', async () => {
    const { user, dialog } = await openUpload();
    const file = within(dialog).getByLabelText(/^Photo/);
    const part = await within(dialog).findByRole('option', { name: 'Rear' });
    await user.selectOptions(part.closest('select')!, 'Rear');
    fireEvent.change(file, { target: { files: [image('cars.csv', 'text/csv')] } });
    expect(
      await within(dialog).findByText(
        'The photo must be a JPEG, PNG, WebP, GIF, AVIF or TIFF image',
      ),
    ).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Upload' }).hasAttribute('disabled')).toBe(
      true,
    );
    fireEvent.change(file, {
      target: { files: [image('huge.jpg', 'image/jpeg', 15 * 1024 * 1024 + 1)] },
    });
    expect(await within(dialog).findByText('The file is too large: at most 15 MB')).toBeTruthy();
  });

  it('uploads: an upload URL, the bytes PUT with the bearer token, the photo assigned and shown', async () => {
    const { user, dialog, environment } = await openUpload();
    const file = image();
    await user.upload(within(dialog).getByLabelText(/^Photo/), file);
    const part = await within(dialog).findByRole('option', { name: 'Rear' });
    await user.selectOptions(part.closest('select')!, 'Rear');
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    const created = await answerMutation(
      environment,
      'CreateUploadMutation',
      {
        upload: {
          token: 'tok-9',
          url: '/uploads/incoming/tok-9',
          maxBytes: 1,
          expiresAt: '2030-01-01T00:00:00Z',
        },
      },
      'CreateUploadPayload',
    );
    expect(created.request.variables.input).toEqual({
      kind: 'PHOTO',
      fileName: 'rear.jpg',
      size: 2048,
    });
    const assigned = await answerMutation(environment, 'AssignVehiclePhotoMutation', {
      vehicle: registryVehicle({ photos: [photo(1, 'Front'), photo(2, null), photo(3, 'Rear')] }),
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/uploads/incoming/tok-9');
    expect(init?.method).toBe('PUT');
    expect(init?.body).toBe(file);
    expect(init?.headers).toMatchObject({
      Authorization: 'Bearer access-123',
      'Content-Type': 'image/jpeg',
    });
    expect(assigned.request.variables.input).toEqual({
      vehicleId: VEHICLE_ID,
      partId: PARTS[1]!.id,
      upload: 'tok-9',
    });
    expect(await screen.findByText('Photo assigned successfully')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('img', { name: 'Rear' })).toBeTruthy();
  });

  it("says 'The photo could not be uploaded' when the bytes are refused, and assigns nothing", async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 413 }));
    const { user, dialog, environment } = await openUpload();
    await user.upload(within(dialog).getByLabelText(/^Photo/), image());
    const part = await within(dialog).findByRole('option', { name: 'Rear' });
    await user.selectOptions(part.closest('select')!, 'Rear');
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await answerMutation(
      environment,
      'CreateUploadMutation',
      {
        upload: {
          token: 't',
          url: '/uploads/incoming/t',
          maxBytes: 1,
          expiresAt: '2030-01-01T00:00:00Z',
        },
      },
      'CreateUploadPayload',
    );
    expect(await screen.findByText('The photo could not be uploaded')).toBeTruthy();
    expect(
      environment.mock.getAllOperations().map((op) => op.request.node.params.name),
    ).not.toContain('AssignVehiclePhotoMutation');
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it("warns 'The Vehicle parts could not be obtained' when the parts cannot be loaded", async () => {
    await openUpload({ failing: 'PartSelectQuery' });
    expect(await screen.findAllByText('The Vehicle parts could not be obtained')).not.toHaveLength(
      0,
    );
  });

  it('deletes an external image after the confirmation', async () => {
    const { user, environment } = renderRegistry(EDIT);
    const remove = await screen.findByRole('button', { name: 'Delete photo: External image' });
    expect(remove.getAttribute('aria-haspopup')).toBe('dialog');
    await user.click(remove);
    const confirm = await openDialog();
    expect(
      within(confirm).getByText('Please confirm that you want to delete the item.'),
    ).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'YES' }));
    const operation = await answerMutation(environment, 'DeleteVehiclePhotoMutation', {
      vehicle: registryVehicle({ photos: [photo(1, 'Front')] }),
    });
    expect(operation.request.variables.input).toEqual({
      vehicleId: VEHICLE_ID,
      photoId: photo(2, null).id,
    });
    expect(await screen.findByText('Photo deleted successfully')).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'External image' })).toBeNull();
  });

  it("says 'The photo could not be deleted' when the delete fails", async () => {
    const { user, environment } = renderRegistry(EDIT);
    await user.click(await screen.findByRole('button', { name: 'Delete photo: Front' }));
    await user.click(within(await openDialog()).getByRole('button', { name: 'YES' }));
    await failMutation(environment, 'DeleteVehiclePhotoMutation');
    expect(await screen.findByText('The photo could not be deleted')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Front' })).toBeTruthy();
  });
});
