import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderVehicleCard as renderCard } from '../testing/renderVehicleCard.tsx';
import { NO_REPORT_TEXT } from './ConditionReportButton.tsx';
import { NOT_FOUND_PICTURE } from './VehiclePhotos.tsx';

const DAY = 86_400_000;

describe('VehicleCard photos, release, report and VIN', () => {
  it('counts down to a future release', async () => {
    renderCard('guest', { releaseDate: new Date(Date.now() + 5 * DAY - 3_600_000).toISOString() });
    expect(await screen.findByText('Available in 5 days')).toBeTruthy();
  });

  it('says Available Now once released', async () => {
    renderCard('guest');
    expect(await screen.findByText('Available Now')).toBeTruthy();
  });

  it('shows the not-found picture when there is no photo', async () => {
    renderCard('guest', { photos: [] });
    const picture = await screen.findByRole('img', { name: 'Picture not found' });
    expect(picture.getAttribute('src')).toBe(NOT_FOUND_PICTURE);
  });

  it('says there is nothing to show when the vehicle has no condition report', async () => {
    const { user } = renderCard('guest');
    await user.click(await screen.findByRole('button', { name: /CR and Full Specs/ }));
    expect(await screen.findByText(NO_REPORT_TEXT)).toBeTruthy();
  });

  it('opens the condition report in a new tab', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const { user } = renderCard('guest', { crUrl: '/uploads/cr/42.html' });
    await user.click(await screen.findByRole('button', { name: /CR and Full Specs/ }));
    expect(open).toHaveBeenCalledWith('/uploads/cr/42.html', '_blank', 'noopener,noreferrer');
    open.mockRestore();
  });

  it('copies the VIN', async () => {
    const { user } = renderCard('guest');
    await user.click(await screen.findByRole('button', { name: 'Copy VIN' }));
    expect(await screen.findByText('VIN copied')).toBeTruthy();
    await waitFor(async () =>
      expect(await navigator.clipboard.readText()).toBe('2T3BFREV5KW012345'),
    );
  });
});
