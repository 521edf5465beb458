import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PASSWORD_RULES } from '@canam/domain/forms/password';
import { renderRoutesWithRelay } from '../../testing/renderWithRelay.tsx';
import { LINK_EXPIRED_TEXT } from '../password/components/LinkExpired.tsx';
import { PASSWORD_CHANGED } from '../password/texts.ts';
import { InvitationRoute, invitationLoader } from './InvitationRoute.tsx';
import { clearToastsAfterEach } from '../../testing/clearToasts.ts';

async function renderInvitation(valid: boolean) {
  const rendered = renderRoutesWithRelay(
    (preload) => [
      {
        path: '/buyer/user/confirm/:token',
        loader: invitationLoader.with(preload),
        Component: InvitationRoute,
      },
      { path: '/auth/login', element: <p>Login page</p> },
    ],
    { route: '/buyer/user/confirm/invite-1' },
  );
  await waitFor(() =>
    expect(rendered.environment.mock.getMostRecentOperation().request.variables).toEqual({
      token: 'invite-1',
    }),
  );
  rendered.environment.mock.resolveMostRecentOperation({ data: { invitationLink: { valid } } });
  return rendered;
}

async function create(
  user: Awaited<ReturnType<typeof renderInvitation>>['user'],
  password: string,
) {
  await screen.findByRole('heading', { name: 'Create your password' });
  await user.click(screen.getByLabelText('Password', { selector: 'input' }));
  await user.paste(password);
  await user.click(screen.getByLabelText('Confirm password', { selector: 'input' }));
  await user.paste(password);
  await user.click(screen.getByRole('button', { name: 'Create password' }));
}

clearToastsAfterEach();

describe('InvitationRoute', { timeout: 20_000 }, () => {
  it('shows the expired text for a used or expired invitation', async () => {
    await renderInvitation(false);
    expect(await screen.findByText(LINK_EXPIRED_TEXT)).toBeTruthy();
  });

  it('applies the password rules', async () => {
    const { user, environment } = await renderInvitation(true);
    await create(user, 'short');
    expect(await screen.findByText(PASSWORD_RULES[0]!.message)).toBeTruthy();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('creates the password and goes to log in', async () => {
    const { user, environment } = await renderInvitation(true);
    await create(user, 'Invited1!');
    await waitFor(() =>
      expect(environment.mock.getMostRecentOperation().request.variables).toEqual({
        input: { token: 'invite-1', password: 'Invited1!' },
      }),
    );
    environment.mock.resolveMostRecentOperation({
      data: { completeInvitation: { ok: true, userErrors: [] } },
    });
    expect(await screen.findByText(PASSWORD_CHANGED)).toBeTruthy();
    expect(await screen.findByText('Login page')).toBeTruthy();
  });

  it("shows the server's message when it refuses", async () => {
    const { user, environment } = await renderInvitation(true);
    await create(user, 'Invited1!');
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    environment.mock.resolveMostRecentOperation({
      data: {
        completeInvitation: {
          ok: false,
          userErrors: [{ field: null, message: 'User Inactive', code: 'BAD_USER_INPUT' }],
        },
      },
    });
    expect(await screen.findByText('User Inactive')).toBeTruthy();
  });
});
