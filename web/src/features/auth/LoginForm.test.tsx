import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { createOperationDescriptor } from 'relay-runtime';
import { MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { LOGIN_ERROR_TEXTS } from '@canam/domain/errors';
import { LOGIN_MESSAGES } from '@canam/domain/forms/login';
import showcaseQuery from '../../__generated__/HomeRouteShowcaseQuery.graphql.ts';
import { renderWithRelay, type MockEnvironment } from '../../testing/renderWithRelay.tsx';
import { LoginForm } from './LoginForm.tsx';

function renderLogin() {
  return renderWithRelay(
    <Routes>
      <Route path="/auth/login" element={<LoginForm />} />
      <Route path="/buyer/buyer-car-list" element={<p>Buyer list page</p>} />
    </Routes>,
    { route: '/auth/login' },
  );
}

async function submit(
  user: ReturnType<typeof renderLogin>['user'],
  email = 'buyer@canam.test',
  password = 'Demo1234!',
) {
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password', { exact: true }), password);
  await user.click(screen.getByRole('button', { name: 'Log In' }));
}

function resolveLogin(environment: MockEnvironment, login: Record<string, unknown>) {
  environment.mock.resolveMostRecentOperation((operation) =>
    MockPayloadGenerator.generate(operation, {
      LoginPayload: () => ({ session: null, viewer: null, userErrors: [], ...login }),
    }),
  );
}

describe('LoginForm', () => {
  it('requires a valid email and a password', async () => {
    const { user } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText(LOGIN_MESSAGES.email)).toBeTruthy();
    expect(screen.getByText(LOGIN_MESSAGES.password)).toBeTruthy();

    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText(LOGIN_MESSAGES.email)).toBeTruthy();
  });

  it('shows and hides the password', async () => {
    const { user } = renderLogin();
    const password = screen.getByLabelText('Password', { exact: true });
    expect(password.getAttribute('type')).toBe('password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password.getAttribute('type')).toBe('text');
  });

  it('links to Forgot Password and Sign up', () => {
    renderLogin();
    expect(screen.getByRole('link', { name: 'Forgot Password' }).getAttribute('href')).toBe(
      '/auth/forgotPassword',
    );
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe(
      '/buyer/create',
    );
  });

  it('disables Log In while the request runs', async () => {
    const { user, environment } = renderLogin();
    await submit(user);
    const button = await screen.findByRole('button', { name: 'Log In' });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(environment.mock.getMostRecentOperation().request.variables).toEqual({
      input: { email: 'buyer@canam.test', password: 'Demo1234!' },
    });
  });

  it.each(Object.entries(LOGIN_ERROR_TEXTS))('shows the text for %s', async (code, text) => {
    const { user, environment } = renderLogin();
    await submit(user);
    // The text follows the code, whatever the api's message says.
    resolveLogin(environment, { userErrors: [{ field: null, message: 'Reworded', code }] });
    expect(await screen.findByText(text)).toBeTruthy();
    expect(localStorage.getItem('access-token')).toBeNull();
  });

  it('shows Warning for an unknown server message', async () => {
    const { user, environment } = renderLogin();
    await submit(user);
    resolveLogin(environment, { userErrors: [{ field: null, message: 'Boom', code: 'X' }] });
    expect(await screen.findByText('Warning')).toBeTruthy();
  });

  it('tells a rate-limited user what the api says', async () => {
    const { user, environment } = renderLogin();
    await submit(user);
    const message = 'Too many attempts, please try again later.';
    resolveLogin(environment, { userErrors: [{ field: null, message, code: 'RATE_LIMITED' }] });
    expect(await screen.findByText(message)).toBeTruthy();
  });

  it('stores the session and goes to the home route of the role', async () => {
    const { user, environment } = renderLogin();
    await submit(user);
    resolveLogin(environment, {
      session: {
        accessToken: 'access-1',
        refreshToken: 'refresh-1',
        expiresAt: new Date(Date.now() + 900_000).toISOString(),
        marketPlaceId: 1,
      },
      viewer: {
        isLoggedIn: true,
        roles: ['ROLE_BUYER'],
        companyStatus: 'ACCEPTED',
        homeRoute: '/buyer/buyer-car-list',
        canSeePrices: true,
        isStaff: false,
        user: { id: 'VXNlcjox', firstName: 'Bea' },
      },
    });
    expect(await screen.findByText('Buyer list page')).toBeTruthy();
    expect(localStorage.getItem('access-token')).toBe('access-1');
    expect(localStorage.getItem('refresh-token')).toBe('refresh-1');
    expect(localStorage.getItem('marketPlace')).toBe('1');
    expect(await screen.findByText('Welcome Bea')).toBeTruthy();
  });

  it('marks what was loaded as a guest stale, so the carousel and inventory load again with prices', async () => {
    const { user, environment } = renderLogin();
    // The home carousel as a guest saw it, kept by the store.
    const guestShowcase = createOperationDescriptor(showcaseQuery, {});
    environment.commitPayload(
      guestShowcase,
      MockPayloadGenerator.generate(guestShowcase).data as never,
    );
    const kept = environment.retain(guestShowcase);
    expect(environment.check(guestShowcase).status).toBe('available');

    await submit(user);
    resolveLogin(environment, {
      userErrors: [
        { field: null, message: 'Authentication failed', code: 'AUTHENTICATION_FAILED' },
      ],
    });
    expect(await screen.findByText(LOGIN_ERROR_TEXTS.AUTHENTICATION_FAILED)).toBeTruthy();
    expect(environment.check(guestShowcase).status).toBe('available');

    await user.click(screen.getByRole('button', { name: 'Log In' }));
    resolveLogin(environment, {
      session: {
        accessToken: 'access-1',
        refreshToken: 'refresh-1',
        expiresAt: new Date(Date.now() + 900_000).toISOString(),
        marketPlaceId: 1,
      },
      viewer: { isLoggedIn: true, roles: ['ROLE_BUYER'], homeRoute: '/buyer/buyer-car-list' },
    });
    expect(await screen.findByText('Buyer list page')).toBeTruthy();
    expect(environment.check(guestShowcase).status).toBe('stale');
    kept.dispose();
  });
});
