import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TOASTS } from '@canam/domain/errors';
import { endSession } from '../../../auth/sessionRefresh.ts';
import { renderWithRelay } from '../../../testing/renderWithRelay.tsx';
import { useLogoutMutation } from './LogoutMutation.ts';

vi.mock('../../../auth/sessionRefresh.ts', () => ({ endSession: vi.fn() }));

function LogoutButton() {
  const [logout] = useLogoutMutation();
  return <button onClick={logout}>Logout</button>;
}

describe('useLogoutMutation', () => {
  it("shows 'Error to logout' and keeps the session when the server cannot be reached", async () => {
    localStorage.setItem('refresh-token', 'refresh-1');
    const { user, environment } = renderWithRelay(<LogoutButton />);
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(environment.mock.getMostRecentOperation().request.variables).toEqual({
      input: { refreshToken: 'refresh-1' },
    });
    environment.mock.rejectMostRecentOperation(new Error('offline'));
    expect(await screen.findByText(TOASTS.logoutFailed)).toBeTruthy();
    expect(vi.mocked(endSession)).not.toHaveBeenCalled();
  });

  it('ends the session once the server answered', async () => {
    const { user, environment } = renderWithRelay(<LogoutButton />);
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    environment.mock.resolveMostRecentOperation({
      data: { logout: { ok: true, userErrors: [] } },
    });
    expect(vi.mocked(endSession)).toHaveBeenCalled();
  });
});
