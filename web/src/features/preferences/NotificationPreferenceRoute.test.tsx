import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type MockEnvironment, renderRoutesWithRelay } from '../../testing/renderWithRelay.tsx';
import { LINK_EXPIRED_TEXT } from '../password/components/LinkExpired.tsx';
import {
  NOTIFICATIONS_NOT_UPDATED,
  NOTIFICATIONS_UPDATED,
  preferenceHeading,
} from './components/PreferenceQuestion.tsx';
import {
  NotificationPreferenceRoute,
  notificationPreferenceLoader,
} from './NotificationPreferenceRoute.tsx';
import { clearToastsAfterEach } from '../../testing/clearToasts.ts';

const LISTS: Record<string, string> = {
  ROLE_BUYER: '/buyer/buyer-car-list',
  ROLE_AGENT: '/agent/vehicles/list',
  ROLE_CLIENT: '/buyer/car-list',
  ROLE_ADMIN: '/admin/vehicles/list',
};

async function renderPreference(route: string) {
  const rendered = renderRoutesWithRelay(
    (preload) => [
      ...['/disable/notifications', '/disable/notifications/:token'].map((path) => ({
        path,
        loader: notificationPreferenceLoader.with(preload),
        Component: NotificationPreferenceRoute,
      })),
      { path: '/', element: <p>Home page</p> },
      ...Object.entries(LISTS).map(([role, path]) => ({
        path,
        element: <p>List of {role}</p>,
      })),
    ],
    { route },
  );
  // the route's loader sends the preference query as the page opens
  await waitFor(() => expect(rendered.environment.mock.getAllOperations()).not.toHaveLength(0));
  return rendered;
}

function load(
  environment: MockEnvironment,
  preference: { acceptEmail: boolean } | null,
  roles: string[] = [],
) {
  environment.mock.resolveMostRecentOperation({
    data: { notificationPreference: preference, viewer: { roles } },
  });
}

clearToastsAfterEach();

describe('NotificationPreferenceRoute', { timeout: 20_000 }, () => {
  it('asks, by the token of an e-mail link, whether to switch; Yes toggles the flag', async () => {
    const { user, environment } = await renderPreference('/disable/notifications/pref-1');
    expect(environment.mock.getMostRecentOperation().request.variables).toEqual({
      token: 'pref-1',
    });
    load(environment, { acceptEmail: true });
    expect(await screen.findByRole('heading', { name: preferenceHeading(true) })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(environment.mock.getMostRecentOperation().request.variables).toEqual({
      input: { token: 'pref-1', acceptEmail: false },
    });
    environment.mock.resolveMostRecentOperation({
      data: { setEmailNotifications: { preference: { acceptEmail: false }, userErrors: [] } },
    });
    expect(await screen.findByText(NOTIFICATIONS_UPDATED)).toBeTruthy();
    expect(await screen.findByRole('heading', { name: preferenceHeading(false) })).toBeTruthy();
  });

  it('sends a visitor with a token home on No', async () => {
    const { user, environment } = await renderPreference('/disable/notifications/pref-1');
    load(environment, { acceptEmail: false });
    await user.click(await screen.findByRole('button', { name: 'No' }));
    expect(await screen.findByText('Home page')).toBeTruthy();
  });

  it('shows the expired text for an unknown token', async () => {
    const { environment } = await renderPreference('/disable/notifications/nope');
    load(environment, null);
    expect(await screen.findByText(LINK_EXPIRED_TEXT)).toBeTruthy();
  });

  it.each(Object.keys(LISTS))('sends a logged-in %s to its list on No', async (role) => {
    const { user, environment } = await renderPreference('/disable/notifications');
    expect(environment.mock.getMostRecentOperation().request.variables).toEqual({ token: null });
    load(environment, { acceptEmail: true }, [role]);
    await user.click(await screen.findByRole('button', { name: 'No' }));
    expect(await screen.findByText(`List of ${role}`)).toBeTruthy();
  });

  it('is silent when the logged-in preference cannot be loaded', async () => {
    const { environment } = await renderPreference('/disable/notifications');
    load(environment, null, ['ROLE_BUYER']);
    expect(await screen.findByRole('heading', { name: preferenceHeading(null) })).toBeTruthy();
    expect(screen.queryByText(LINK_EXPIRED_TEXT)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Yes' })).toBeNull();
  });

  it("warns 'Notifications not updated' when the switch fails", async () => {
    const { user, environment } = await renderPreference('/disable/notifications');
    load(environment, { acceptEmail: true }, ['ROLE_CLIENT']);
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    environment.mock.rejectMostRecentOperation(new Error('offline'));
    expect(await screen.findByText(NOTIFICATIONS_NOT_UPDATED)).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: preferenceHeading(true) })).toBeTruthy(),
    );
  });
});
