import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SIGN_UP_MESSAGES } from '@canam/domain/forms/signUp';
import { renderWithRelay, type MockEnvironment } from '../../testing/renderWithRelay.tsx';
import { ForgotPasswordRoute } from './ForgotPasswordRoute.tsx';
import { EMAIL_NOT_FOUND, EMAIL_NOT_SENT, RESET_EMAIL_SENT } from './texts.ts';
import { clearToastsAfterEach } from '../../testing/clearToasts.ts';
import { answerMutation } from '../../testing/answerMutation.ts';

async function send(email: string) {
  const rendered = renderWithRelay(<ForgotPasswordRoute />, { route: '/auth/forgotPassword' });
  await rendered.user.type(screen.getByLabelText('Email', { selector: 'input' }), email);
  await rendered.user.click(screen.getByRole('button', { name: 'Send recovery link' }));
  return rendered;
}

const answer = (environment: MockEnvironment, payload: Record<string, unknown>) =>
  answerMutation(environment, 'requestPasswordReset', payload);

clearToastsAfterEach();

describe('ForgotPasswordRoute', { timeout: 20_000 }, () => {
  it('requires a valid e-mail', async () => {
    const { user, environment } = renderWithRelay(<ForgotPasswordRoute />);
    await user.click(screen.getByRole('button', { name: 'Send recovery link' }));
    expect(await screen.findByText(SIGN_UP_MESSAGES.email)).toBeTruthy();
    await user.type(screen.getByLabelText('Email', { selector: 'input' }), 'nope');
    await user.click(screen.getByRole('button', { name: 'Send recovery link' }));
    expect(await screen.findByText(SIGN_UP_MESSAGES.email)).toBeTruthy();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('says that Log In opens a dialog (the login modal)', () => {
    renderWithRelay(<ForgotPasswordRoute />);
    const logIn = screen.getByRole('button', { name: 'Log In' });
    expect(logIn.getAttribute('aria-haspopup')).toBe('dialog');
  });

  it("sends the link to the trimmed, lowercased e-mail and says 'Recover password email sent'", async () => {
    const { environment } = await send(' Dana@Example.com ');
    expect(environment.mock.getMostRecentOperation().request.variables).toEqual({
      input: { email: 'dana@example.com' },
    });
    answer(environment, { ok: true });
    expect(await screen.findByText(RESET_EMAIL_SENT)).toBeTruthy();
  });

  it.each([
    ['EMAIL_NOT_FOUND', EMAIL_NOT_FOUND],
    ['EMAIL_NOT_SENT', EMAIL_NOT_SENT],
  ])('warns %s', async (code, text) => {
    const { environment } = await send('dana@example.com');
    answer(environment, { userErrors: [{ field: 'email', message: text, code }] });
    expect(await screen.findByText(text)).toBeTruthy();
  });

  it("warns 'Email not sent' when the request fails", async () => {
    const { environment } = await send('dana@example.com');
    environment.mock.rejectMostRecentOperation(new Error('offline'));
    expect(await screen.findByText(EMAIL_NOT_SENT)).toBeTruthy();
  });
});
