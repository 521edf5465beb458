import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { PASSWORD_MESSAGES, PASSWORD_RULES } from '@canam/domain/forms/password';
import { SIGN_UP_MESSAGES } from '@canam/domain/forms/signUp';
import { renderWithRelay, type MockEnvironment } from '../../testing/renderWithRelay.tsx';
import { SignUpRoute } from './SignUpRoute.tsx';
import { clearToastsAfterEach } from '../../testing/clearToasts.ts';
import { answerMutation } from '../../testing/answerMutation.ts';

type User = ReturnType<typeof renderWithRelay>['user'];

function renderSignUp() {
  return renderWithRelay(
    <Routes>
      <Route path="/buyer/create" element={<SignUpRoute />} />
      <Route path="/" element={<p>Home page</p>} />
    </Routes>,
    { route: '/buyer/create' },
  );
}

const field = (label: string) => screen.getByLabelText(label, { selector: 'input' });
const submitButton = () => screen.getByRole('button', { name: 'Submit' });
const checkbox = (name: string) => screen.getByRole('checkbox', { name });

async function fillValid(user: User, overrides: Partial<Record<string, string>> = {}) {
  const values = {
    Email: '  Dealer@Example.COM ',
    'First name': 'Dana',
    'Last name': 'Dealer',
    'Office phone': '5555550100',
    'Mobile phone': '',
    ...overrides,
  };
  for (const [label, value] of Object.entries(values)) {
    if (!value) continue;
    await user.click(field(label));
    await user.paste(value);
  }
  await user.click(field('Password'));
  await user.paste('Demo1234!');
  await user.click(field('Confirm password'));
  await user.paste('Demo1234!');
  await user.click(checkbox('I accept the'));
}

const resolveSignUp = (environment: MockEnvironment, payload: Record<string, unknown>) =>
  answerMutation(environment, 'signUp', payload);

clearToastsAfterEach();

describe('SignUpRoute', { timeout: 30_000 }, () => {
  it('shows the rules of the specification on the fields', async () => {
    const { user } = renderSignUp();
    await user.type(field('Email'), 'not-an-email');
    await user.type(field('First name'), 'D');
    await user.click(field('Last name'));
    await user.paste('x'.repeat(101));
    await user.type(field('Office phone'), '555');
    await user.type(field('Ext.'), 'ab');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'short');
    await user.type(screen.getByLabelText('Confirm password', { selector: 'input' }), 'other');
    await user.tab();

    expect(await screen.findByText(SIGN_UP_MESSAGES.email)).toBeTruthy();
    expect(screen.getByText(SIGN_UP_MESSAGES.name)).toBeTruthy();
    expect(screen.getByText(SIGN_UP_MESSAGES.nameTooLong)).toBeTruthy();
    expect(screen.getByText(SIGN_UP_MESSAGES.phone)).toBeTruthy();
    expect(screen.getByText(SIGN_UP_MESSAGES.extension)).toBeTruthy();
    expect(screen.getByText(PASSWORD_RULES[0]!.message)).toBeTruthy();
    expect(screen.getByText(PASSWORD_MESSAGES.mismatch)).toBeTruthy();
    expect(submitButton().hasAttribute('disabled')).toBe(true);
  });

  it('requires the password and shows each unmet rule as the first message', async () => {
    const { user } = renderSignUp();
    const password = screen.getByLabelText('Password', { selector: 'input' });
    await user.click(password);
    await user.tab();
    expect(await screen.findByText(PASSWORD_MESSAGES.required)).toBeTruthy();
    const attempts: [string, string][] = [
      ['demo1234!', PASSWORD_RULES[1]!.message],
      ['DEMO1234!', PASSWORD_RULES[2]!.message],
      ['Demodemo!', PASSWORD_RULES[3]!.message],
      ['Demo12345', PASSWORD_RULES[4]!.message],
    ];
    for (const [typed, message] of attempts) {
      await user.clear(password);
      await user.type(password, typed);
      expect(await screen.findByText(message)).toBeTruthy();
    }
  });

  it('turns each password hint green as its rule is met', async () => {
    const { user } = renderSignUp();
    const hints = screen.getByRole('list', { name: 'Password rules' });
    const met = () =>
      within(hints)
        .getAllByRole('listitem')
        .filter((item) => item.getAttribute('data-met') === 'true').length;
    expect(met()).toBe(0);
    const password = screen.getByLabelText('Password', { selector: 'input' });
    await user.type(password, 'a');
    expect(met()).toBe(1);
    await user.type(password, 'A1');
    expect(met()).toBe(3);
    await user.type(password, '!xyzw');
    expect(met()).toBe(5);
  });

  it('enables SMS only from 12 characters of mobile number and clears it when emptied', async () => {
    const { user } = renderSignUp();
    expect(checkbox('SMS').hasAttribute('disabled')).toBe(true);
    const mobile = field('Mobile phone');
    await user.type(mobile, '5555550'); // '(555) 555-0': 11 characters
    expect(checkbox('SMS').hasAttribute('disabled')).toBe(true);
    await user.type(mobile, '1'); // '(555) 555-01': 12 characters
    await waitFor(() => expect(checkbox('SMS').hasAttribute('disabled')).toBe(false));
    await user.click(checkbox('SMS'));
    expect((checkbox('SMS') as HTMLInputElement).checked).toBe(true);

    await user.type(mobile, '{backspace}'); // shorter again: SMS needs a mobile number
    expect(await screen.findByText(SIGN_UP_MESSAGES.smsNeedsMobile)).toBeTruthy();
    await user.clear(mobile);
    await waitFor(() => expect((checkbox('SMS') as HTMLInputElement).checked).toBe(false));
  });

  it('needs the terms and at least one notification channel before Submit', async () => {
    const { user } = renderSignUp();
    await fillValid(user);
    await waitFor(() => expect(submitButton().hasAttribute('disabled')).toBe(false));

    await user.click(checkbox('E-mail'));
    expect(await screen.findByText(SIGN_UP_MESSAGES.channel)).toBeTruthy();
    expect(submitButton().hasAttribute('disabled')).toBe(true);
    await user.click(checkbox('E-mail'));

    await user.click(checkbox('I accept the'));
    expect(await screen.findByText(SIGN_UP_MESSAGES.terms)).toBeTruthy();
    expect(submitButton().hasAttribute('disabled')).toBe(true);
  });

  it('opens the terms and the messaging policy', async () => {
    const { user } = renderSignUp();
    for (const name of ['Terms and Conditions', 'Messaging policy', 'Log In']) {
      expect(screen.getByRole('button', { name }).getAttribute('aria-haspopup')).toBe('dialog');
    }
    await user.click(screen.getByRole('button', { name: 'Terms and Conditions' }));
    expect(await screen.findByRole('dialog', { name: 'Terms and Conditions' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'Messaging policy' }));
    expect(await screen.findByRole('dialog', { name: 'Messaging policy' })).toBeTruthy();
  });

  it('signs up with the e-mail lowercased and trimmed, then confirms and goes home', async () => {
    const { user, environment } = renderSignUp();
    await fillValid(user);
    await user.type(field('Ext.'), '123');
    await waitFor(() => expect(submitButton().hasAttribute('disabled')).toBe(false));
    await user.click(submitButton());
    expect(environment.mock.getMostRecentOperation().request.variables.input).toEqual({
      email: 'dealer@example.com',
      firstName: 'Dana',
      lastName: 'Dealer',
      officePhoneNumber: '(555) 555-0100',
      extension: '123',
      mobileNumber: '',
      password: 'Demo1234!',
      acceptEmail: true,
      acceptSms: false,
    });
    resolveSignUp(environment, { ok: true });
    expect(await screen.findByText(SIGN_UP_MESSAGES.confirmationSent)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Home page')).toBeTruthy();
  });

  it('says when the e-mail is already taken', async () => {
    const { user, environment } = renderSignUp();
    await fillValid(user);
    await waitFor(() => expect(submitButton().hasAttribute('disabled')).toBe(false));
    await user.click(submitButton());
    resolveSignUp(environment, {
      userErrors: [{ field: 'email', message: SIGN_UP_MESSAGES.emailTaken, code: 'EMAIL_TAKEN' }],
    });
    expect((await screen.findAllByText(SIGN_UP_MESSAGES.emailTaken)).length).toBeGreaterThan(0);
    expect(screen.queryByText(SIGN_UP_MESSAGES.confirmationSent)).toBeNull();
  });

  it("shows the server's message when the sign-up fails, and 'error' when the request does", async () => {
    const { user, environment } = renderSignUp();
    await fillValid(user);
    await waitFor(() => expect(submitButton().hasAttribute('disabled')).toBe(false));
    await user.click(submitButton());
    resolveSignUp(environment, {
      userErrors: [{ field: null, message: 'Too many attempts', code: 'RATE_LIMITED' }],
    });
    expect(await screen.findByText('Too many attempts')).toBeTruthy();

    await user.click(submitButton());
    environment.mock.rejectMostRecentOperation(new Error('offline'));
    expect(await screen.findByText('error')).toBeTruthy();
  });
});
