import { act, screen, waitFor } from '@testing-library/react';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COMPANY_SUCCESS_REDIRECT_MS } from '@canam/domain/constants';
import { COMPANY_LIMITS, COMPANY_MESSAGES } from '@canam/domain/forms/company';
import { useLoginModal } from '../../auth/loginModalState.tsx';
import { renderRoutesWithRelay, type MockEnvironment } from '../../testing/renderWithRelay.tsx';
import { toaster } from '../../components/toaster.tsx';
import { LINK_EXPIRED_TEXT } from '../password/components/LinkExpired.tsx';
import { ADDRESS_SEARCH_DEBOUNCE_MS } from './components/AddressPicker.tsx';
import {
  companyRegistrationLoader,
  CompanyRegistrationRoute,
} from './CompanyRegistrationRoute.tsx';

function HomeWithModalState() {
  const { isOpen } = useLoginModal();
  return <p>Home page, login modal {isOpen ? 'open' : 'closed'}</p>;
}

function renderRegistration(registration: { fullName: string; email: string } | null) {
  const environment = createMockEnvironment();
  const asked: unknown[] = [];
  environment.mock.queueOperationResolver((operation) => {
    if (operation.request.node.operation.name !== 'CompanyRegistrationRouteQuery') return null;
    asked.push(operation.request.variables);
    return MockPayloadGenerator.generate(operation, { Query: () => ({ registration }) });
  });
  const rendered = renderRoutesWithRelay(
    (preload) => [
      {
        path: '/buyer/company-create/:token',
        loader: companyRegistrationLoader.with(preload),
        Component: CompanyRegistrationRoute,
      },
      { path: '/', element: <HomeWithModalState /> },
    ],
    { route: '/buyer/company-create/reg-token-1', environment },
  );
  return { ...rendered, asked };
}

const DANA = { fullName: 'Dana Dealer', email: 'dana@example.com' };
// the long form takes a moment to render in jsdom
const welcome = () =>
  screen.findByRole('heading', { name: 'Welcome Dana Dealer' }, { timeout: 5_000 });
const field = (label: string) => screen.getByLabelText(label, { selector: 'input' });
const saveButton = () => screen.getByRole('button', { name: 'Save' });

function resolveRegister(environment: MockEnvironment, payload: Record<string, unknown>) {
  environment.mock.resolveMostRecentOperation({
    data: { registerCompany: { company: null, userErrors: [], ...payload } },
  });
}

afterEach(() => {
  vi.useRealTimers();
  toaster.remove();
});

describe('CompanyRegistrationRoute', { timeout: 30_000 }, () => {
  it('welcomes the person of the registration link', async () => {
    renderRegistration(DANA);
    expect(await welcome()).toBeTruthy();
  });

  it('shows the expired text for an invalid, used or expired link', async () => {
    const { asked } = renderRegistration(null);
    expect(await screen.findByText(LINK_EXPIRED_TEXT)).toBeTruthy();
    expect(asked).toEqual([{ token: 'reg-token-1' }]);
  });

  it('requires the commercial name and keeps Save disabled while the form is invalid', async () => {
    const { user } = renderRegistration(DANA);
    await welcome();
    expect(saveButton().hasAttribute('disabled')).toBe(true);
    await user.type(field('Commercial name'), 'A');
    await user.clear(field('Commercial name'));
    expect(await screen.findByText(COMPANY_MESSAGES.required)).toBeTruthy();
    await user.type(field('Commercial name'), 'Plattsburgh Motors');
    await waitFor(() => expect(saveButton().hasAttribute('disabled')).toBe(false));
  });

  it('shows the limits and the billing e-mail rule', async () => {
    const { user } = renderRegistration(DANA);
    await welcome();
    await user.click(field('Company name'));
    await user.paste('x'.repeat(COMPANY_LIMITS.companyName + 1));
    expect(await screen.findByText(COMPANY_MESSAGES.limit)).toBeTruthy();
    await user.type(field('Billing contact email'), 'not-an-email');
    expect(await screen.findByText(COMPANY_MESSAGES.email)).toBeTruthy();
    expect(saveButton().hasAttribute('disabled')).toBe(true);
  });

  it('limits what the street input takes to 65 characters', async () => {
    renderRegistration(DANA);
    await welcome();
    expect(field('Street').getAttribute('maxlength')).toBe(String(COMPANY_LIMITS.streetInput));
  });

  it('fills ZIP, state and city (read-only) from the US address pick', async () => {
    const { user, environment } = renderRegistration(DANA);
    await welcome();
    expect(field('ZIP').hasAttribute('readonly')).toBe(true);
    expect(field('City').hasAttribute('readonly')).toBe(true);
    expect(field('State').hasAttribute('readonly')).toBe(true);
    const address = screen.getByRole('combobox', { name: 'Address' });
    await user.click(address);
    await user.paste('1290');
    expect((address as HTMLInputElement).value).toBe('1290');
    await waitFor(
      () =>
        expect(environment.mock.getMostRecentOperation().request.node.operation.name).toBe(
          'AddressPickerQuery',
        ),
      { timeout: ADDRESS_SEARCH_DEBOUNCE_MS * 8 },
    );
    expect(environment.mock.getMostRecentOperation().request.variables).toEqual({ query: '1290' });
    environment.mock.resolveMostRecentOperation({
      data: {
        addressSuggestions: [
          {
            label: 'Plattsburgh, NY 12901',
            zip: '12901',
            city: 'Plattsburgh',
            state: 'NY',
            stateId: 33,
          },
        ],
      },
    });
    await user.click(await screen.findByRole('option', { name: 'Plattsburgh, NY 12901' }));
    await waitFor(() => expect((field('ZIP') as HTMLInputElement).value).toBe('12901'));
    expect((field('City') as HTMLInputElement).value).toBe('Plattsburgh');
    expect((field('State') as HTMLInputElement).value).toBe('NY');
  });

  it('registers, says so, and six seconds later goes home with the login modal open', async () => {
    const { user, environment } = renderRegistration(DANA);
    await welcome();
    await user.type(field('Commercial name'), 'Plattsburgh Motors');
    await user.click(screen.getByRole('radio', { name: 'Business number' }));
    await user.type(field('Corporation number'), '123456789');
    await user.type(field('Billing contact email'), 'Billing@Example.com');
    await waitFor(() => expect(saveButton().hasAttribute('disabled')).toBe(false));
    await user.click(saveButton());
    expect(environment.mock.getMostRecentOperation().request.variables.input).toMatchObject({
      registrationToken: 'reg-token-1',
      commercialName: 'Plattsburgh Motors',
      corporationType: 'BUSINESS_NUMBER',
      corporationNumber: '123456789',
      billingContactEmail: 'billing@example.com',
      stateId: null,
    });

    vi.useFakeTimers();
    act(() => resolveRegister(environment, { company: { id: 'Q29tcGFueTox', status: 'PENDING' } }));
    expect(screen.getAllByText(COMPANY_MESSAGES.registered).length).toBeGreaterThan(0);
    act(() => vi.advanceTimersByTime(COMPANY_SUCCESS_REDIRECT_MS - 100));
    expect(screen.queryByText(/Home page/)).toBeNull();
    act(() => vi.advanceTimersByTime(100));
    expect(screen.getByText('Home page, login modal open')).toBeTruthy();
  });

  it("says 'error' when the registration fails and puts field errors on the inputs", async () => {
    const { user, environment } = renderRegistration(DANA);
    await welcome();
    await user.type(field('Commercial name'), 'Plattsburgh Motors');
    await waitFor(() => expect(saveButton().hasAttribute('disabled')).toBe(false));
    await user.click(saveButton());
    resolveRegister(environment, {
      userErrors: [{ field: 'zip', message: COMPANY_MESSAGES.limit, code: 'BAD_USER_INPUT' }],
    });
    expect(await screen.findByText('error')).toBeTruthy();
    expect(screen.getByText(COMPANY_MESSAGES.limit)).toBeTruthy();
  });
});
