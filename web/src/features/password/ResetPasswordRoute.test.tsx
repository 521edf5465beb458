import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MESSAGES,
  PASSWORD_RULES,
} from '@canam/domain/forms/password';
import { type MockEnvironment, renderRoutesWithRelay } from '../../testing/renderWithRelay.tsx';
import { LINK_EXPIRED_TEXT } from './components/LinkExpired.tsx';
import { resetPasswordLoader, ResetPasswordRoute } from './ResetPasswordRoute.tsx';
import { PASSWORD_CHANGED, PASSWORD_NOT_CHANGED } from './texts.ts';
import { clearToastsAfterEach } from '../../testing/clearToasts.ts';
import { answerMutation } from '../../testing/answerMutation.ts';

async function renderReset(valid: boolean) {
  const rendered = renderRoutesWithRelay(
    (preload) => [
      {
        path: '/auth/password/:token',
        loader: resetPasswordLoader.with(preload),
        Component: ResetPasswordRoute,
      },
      { path: '/auth/login', element: <p>Login page</p> },
    ],
    { route: '/auth/password/reset-1' },
  );
  const { environment } = rendered;
  await waitFor(() =>
    expect(environment.mock.getMostRecentOperation().request.variables).toEqual({
      token: 'reset-1',
    }),
  );
  environment.mock.resolveMostRecentOperation({ data: { passwordResetLink: { valid } } });
  return rendered;
}

const input = (label: string) => screen.getByLabelText(label, { selector: 'input' });

async function choose(
  user: Awaited<ReturnType<typeof renderReset>>['user'],
  password: string,
  confirm = password,
) {
  await user.click(input('Password'));
  await user.paste(password);
  await user.click(input('Confirm password'));
  await user.paste(confirm);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

const answer = (environment: MockEnvironment, payload: Record<string, unknown>) =>
  answerMutation(environment, 'resetPassword', payload);

clearToastsAfterEach();

describe('ResetPasswordRoute', { timeout: 20_000 }, () => {
  it('shows the expired text for a link that no longer works', async () => {
    await renderReset(false);
    expect(await screen.findByText(LINK_EXPIRED_TEXT)).toBeTruthy();
  });

  it('applies the password rules and the confirmation', async () => {
    const { user, environment } = await renderReset(true);
    await screen.findByRole('heading', { name: 'Choose a new password' });
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(PASSWORD_MESSAGES.required)).toBeTruthy();
    await choose(user, 'Demo1234', 'Demo1234');
    expect(await screen.findByText(PASSWORD_RULES[4]!.message)).toBeTruthy();
    await user.clear(input('Password'));
    await user.clear(input('Confirm password'));
    await choose(user, 'Demo1234!', 'Demo1234?');
    expect(await screen.findByText(PASSWORD_MESSAGES.mismatch)).toBeTruthy();
    await user.clear(input('Password'));
    await user.click(input('Password'));
    await user.paste(`Aa1!${'x'.repeat(PASSWORD_MAX_LENGTH)}`);
    await user.tab();
    expect(await screen.findByText(PASSWORD_MESSAGES.tooLong)).toBeTruthy();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it("changes the password, says 'Password changed successfully' and goes to log in", async () => {
    const { user, environment } = await renderReset(true);
    await screen.findByRole('heading', { name: 'Choose a new password' });
    await choose(user, 'Newpass1!');
    await waitFor(() =>
      expect(environment.mock.getMostRecentOperation().request.variables).toEqual({
        input: { token: 'reset-1', password: 'Newpass1!' },
      }),
    );
    answer(environment, { ok: true });
    expect(await screen.findByText(PASSWORD_CHANGED)).toBeTruthy();
    expect(await screen.findByText('Login page')).toBeTruthy();
  });

  it('shows the expired text when the link expired meanwhile', async () => {
    const { user, environment } = await renderReset(true);
    await screen.findByRole('heading', { name: 'Choose a new password' });
    await choose(user, 'Newpass1!');
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    answer(environment, {
      userErrors: [{ field: null, message: LINK_EXPIRED_TEXT, code: 'LINK_EXPIRED' }],
    });
    expect(await screen.findByText(PASSWORD_NOT_CHANGED)).toBeTruthy();
    expect(screen.getByText(LINK_EXPIRED_TEXT)).toBeTruthy();
  });

  it("warns 'The password could not be changed' when the request fails", async () => {
    const { user, environment } = await renderReset(true);
    await screen.findByRole('heading', { name: 'Choose a new password' });
    await choose(user, 'Newpass1!');
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    environment.mock.rejectMostRecentOperation(new Error('offline'));
    expect(await screen.findByText(PASSWORD_NOT_CHANGED)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Choose a new password' })).toBeTruthy();
  });
});
