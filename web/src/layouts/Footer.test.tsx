import { act, screen, waitFor } from '@testing-library/react';
import { MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { renderWithRelay } from '../testing/renderWithRelay.tsx';
import { Footer } from './Footer.tsx';

const REGISTER = { name: 'Register your dealership' };

/** The footer, with the viewer query answered once it is sent (so the test knows it was). */
async function renderFooter(role: string | null) {
  const { environment } = renderWithRelay(<Footer />);
  await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
  // nothing is offered while the viewer is unknown
  expect(screen.queryByRole('link', REGISTER)).toBeNull();
  act(() =>
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, {
        Viewer: () => ({ isLoggedIn: role !== null, roles: role ? [role] : [], user: null }),
      }),
    ),
  );
}

describe('Footer', () => {
  it('invites a guest to register a dealership', async () => {
    await renderFooter(null);
    const link = await screen.findByRole('link', REGISTER);
    expect(link.getAttribute('href')).toBe('/buyer/create');
  });

  it.each(['ROLE_BUYER', 'ROLE_CLIENT', 'ROLE_ADMIN'])(
    'does not invite a logged-in %s to register',
    async (role) => {
      await renderFooter(role);
      expect(screen.getByRole('link', { name: 'View Inventory' })).toBeTruthy();
      expect(screen.queryByRole('link', REGISTER)).toBeNull();
    },
  );
});
