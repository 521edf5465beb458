import { act, screen, waitFor, within } from '@testing-library/react';
import { MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { storeSession } from '../auth/sessionStorage.ts';
import { renderWithRelay } from '../testing/renderWithRelay.tsx';
import { ViewerNavBar } from './ViewerNavBar.tsx';

afterEach(() => localStorage.clear());

/** The navbar with its viewer query sent and not answered yet. */
async function renderLoading() {
  const rendered = renderWithRelay(<ViewerNavBar />);
  await waitFor(() => expect(rendered.environment.mock.getAllOperations()).toHaveLength(1));
  return rendered;
}

// jsdom applies no media queries: the desktop buttons count as hidden, so hidden: true.
const buttonsNamed = (name: string) => screen.queryAllByRole('button', { name, hidden: true });

describe('ViewerNavBar while the viewer loads', () => {
  it('shows a guest (no stored session) the whole guest navbar at once', async () => {
    await renderLoading();
    expect(screen.getByRole('link', { name: /^CANAM (Marketplace )?home$/ })).toBeTruthy();
    expect(buttonsNamed('Log In').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Buy now!' }).getAttribute('href')).toBe(
      '/inventory/vehicles',
    );
  });

  it('keeps the phone menu a guest opened open when the viewer arrives', async () => {
    const { environment, user } = await renderLoading();
    const loadingBar = screen.getByRole('banner');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(menu).getByRole('button', { name: 'Log In' })).toBeTruthy();
    act(() =>
      environment.mock.resolveMostRecentOperation((operation) =>
        MockPayloadGenerator.generate(operation, { Viewer: () => ({ isLoggedIn: false }) }),
      ),
    );
    // the loaded navbar takes the place of the one shown while loading
    await waitFor(() => expect(screen.getByRole('banner')).not.toBe(loadingBar));
    expect(await screen.findByRole('dialog', { name: 'Menu' })).toBeTruthy();
  });

  it('shows a stored session the logo and placeholders, then its own buttons', async () => {
    storeSession({
      accessToken: 'a',
      refreshToken: 'r',
      expiresAt: new Date(Date.now() + 600_000).toISOString(),
      marketPlaceId: 1,
    });
    const { environment } = await renderLoading();
    expect(screen.getByRole('link', { name: /^CANAM (Marketplace )?home$/ })).toBeTruthy();
    expect(screen.getByRole('banner').getAttribute('aria-busy')).toBe('true');
    // never a guest's Log In to someone who is logged in
    expect(buttonsNamed('Log In')).toEqual([]);
    act(() =>
      environment.mock.resolveMostRecentOperation((operation) =>
        MockPayloadGenerator.generate(operation, {
          Viewer: () => ({
            isLoggedIn: true,
            roles: ['ROLE_BUYER'],
            companyStatus: 'ACCEPTED',
            homeRoute: '/buyer/buyer-car-list',
            user: { firstName: 'Bea' },
          }),
        }),
      ),
    );
    await waitFor(() => expect(buttonsNamed('Logout').length).toBeGreaterThan(0));
    expect(screen.getByRole('banner').getAttribute('aria-busy')).toBeNull();
  });
});
