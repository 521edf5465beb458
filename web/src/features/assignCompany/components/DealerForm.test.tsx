import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COMPANY_LIMITS, COMPANY_MESSAGES } from '@canam/domain/forms/company';
import { DEALER_MESSAGES } from '@canam/domain/forms/dealer';
import { SIGN_UP_MESSAGES } from '@canam/domain/forms/signUp';
import { clearToastsAfterEach } from '../../../testing/clearToasts.ts';
import { setViewportWidth } from '../../../testing/viewport.ts';
import {
  companyRef,
  dealerCompany,
  dealerUser,
} from '../../dealerReview/testing/reviewFixtures.ts';
import {
  pendingOperation,
  renderReviewPage,
  resolveMutation,
} from '../../dealerReview/testing/renderReviewPage.tsx';
import { COMPANY_SEARCH_DEBOUNCE_MS } from './CompanySearchField.tsx';

clearToastsAfterEach();
let restoreViewport: () => void;
beforeEach(() => {
  restoreViewport = setViewportWidth(1280);
});
afterEach(() => restoreViewport());

const LUIS = dealerUser(1, { stage: 'PRE_REGISTRATION', registeredCompany: null });
const FOUND = [
  companyRef(7, 'ACCEPTED'),
  { ...companyRef(8, 'PENDING'), commercialName: 'Motorway', companyName: 'Motorway Inc' },
];

async function openNewDealer() {
  const view = renderReviewPage('/admin/assign-company', { users: [LUIS], companies: FOUND });
  await screen.findByRole('table', { name: 'Pre registration dealers' });
  await view.user.click(screen.getByRole('button', { name: 'Add dealer' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'New dealer' }));
  return { ...view, dialog, ...helpers(dialog) };
}

function helpers(dialog: ReturnType<typeof within>) {
  const field = (label: string) =>
    dialog.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;
  const save = () => dialog.getByRole('button', { name: 'Save' });
  return { field, save };
}

type Opened = Awaited<ReturnType<typeof openNewDealer>>;

async function fillPerson({ user, field }: Opened) {
  await user.type(field('First name'), 'Nora');
  await user.type(field('Last name'), 'Quinn');
  await user.type(field('Email'), 'Nora@Example.com');
  await user.type(field('Office phone'), '5185550123');
}

describe('the dealer form', () => {
  it('shows its rules once a field is touched and keeps Save disabled while invalid', async () => {
    const opened = await openNewDealer();
    const { user, dialog, field, save } = opened;
    expect(save()).toHaveProperty('disabled', true);
    expect(dialog.queryByText(COMPANY_MESSAGES.required)).toBeNull();
    expect(dialog.queryByText(SIGN_UP_MESSAGES.email)).toBeNull();

    await user.click(field('Commercial name'));
    await user.tab();
    expect(await dialog.findByText(COMPANY_MESSAGES.required)).toBeTruthy();
    await user.type(field('Email'), 'not-an-email');
    await user.tab();
    expect(await dialog.findByText(SIGN_UP_MESSAGES.email)).toBeTruthy();
    await user.type(field('Secondary email'), 'nope');
    await user.tab();
    expect(await dialog.findByText(COMPANY_MESSAGES.email)).toBeTruthy();
    await user.type(field('Office phone'), '518555');
    await user.tab();
    expect(await dialog.findByText(DEALER_MESSAGES.phone)).toBeTruthy();
    expect(field('Street').getAttribute('maxlength')).toBe(String(COMPANY_LIMITS.streetInput));
    expect(field('ZIP').readOnly).toBe(true);
    expect(field('City').readOnly).toBe(true);
    expect(save()).toHaveProperty('disabled', true);
  });

  it('registers a dealer with a new company and shows the payload message', async () => {
    const opened = await openNewDealer();
    const { user, field, save, environment, dialog } = opened;
    await fillPerson(opened);
    expect(field('Office phone').value).toBe('(518) 555-0123');
    await user.type(field('Commercial name'), 'Quinn Autos');
    await user.type(field('Company ID'), 'Q-1');
    await user.click(dialog.getByRole('radio', { name: 'Business number' }));
    await user.type(field('Corporation number'), '987654321');
    await user.type(field('Fax'), '5185550999');
    await user.click(dialog.getByRole('checkbox', { name: 'To be delivered' }));
    await waitFor(() => expect(save()).toHaveProperty('disabled', false));
    await user.click(save());
    const mutation = pendingOperation(environment, 'SaveDealerMutation');
    expect(mutation.request.variables.input).toMatchObject({
      userId: null,
      firstName: 'Nora',
      lastName: 'Quinn',
      email: 'nora@example.com',
      officePhoneNumber: '(518) 555-0123',
      companyChoice: 'NEW',
      existingCompanyId: null,
      commercialName: 'Quinn Autos',
      companyCode: 'Q-1',
      corporationType: 'BUSINESS_NUMBER',
      corporationNumber: '987654321',
      faxNumber: '(518) 555-0999',
      toBeDelivered: true,
      stateId: null,
    });
    resolveMutation(environment, 'SaveDealerMutation', 'saveDealer', {
      message: DEALER_MESSAGES.saved,
      user: { ...LUIS, id: btoa('User:99') },
      company: null,
    });
    expect(await screen.findByText(DEALER_MESSAGES.saved)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('searches companies only from 3 typed characters and assigns the chosen one', async () => {
    const opened = await openNewDealer();
    const { user, dialog, save, environment, queries } = opened;
    await fillPerson(opened);
    // a company field the schema refuses, left behind: it is not sent with an existing company
    await user.type(opened.field('Secondary email'), 'nope');
    await user.click(dialog.getByRole('radio', { name: 'Existing' }));
    expect(dialog.queryByLabelText('Commercial name', { selector: 'input' })).toBeNull();
    expect(save()).toHaveProperty('disabled', true);

    const box = dialog.getByRole('combobox', { name: 'Company' });
    // The pause after typing runs on fake timers, so 'well past it' takes no wall-clock time.
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    try {
      await user.type(box, 'Mo');
      act(() => vi.advanceTimersByTime(COMPANY_SEARCH_DEBOUNCE_MS * 10));
      expect(queries('CompanySearchFieldQuery')).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
    expect(await screen.findByText('Type at least 3 characters')).toBeTruthy();

    await user.type(box, 't');
    await waitFor(() =>
      expect(queries('CompanySearchFieldQuery').map((query) => query.variables)).toEqual([
        { search: 'Mot' },
      ]),
    );
    const option = await screen.findByRole('option', { name: /Motorway/ });
    expect(within(option).getByText('Motorway Inc')).toBeTruthy();
    expect(within(option).getByText('Pending')).toBeTruthy();
    expect(screen.getByRole('option', { name: /Motors 7/ })).toBeTruthy();
    await user.click(option);
    await waitFor(() => expect(save()).toHaveProperty('disabled', false));
    await user.click(save());
    const mutation = pendingOperation(environment, 'SaveDealerMutation');
    expect(mutation.request.variables.input).toEqual({
      userId: null,
      firstName: 'Nora',
      lastName: 'Quinn',
      email: 'nora@example.com',
      officePhoneNumber: '(518) 555-0123',
      extension: '',
      mobileNumber: '',
      companyChoice: 'EXISTING',
      existingCompanyId: FOUND[1]!.id,
    });
    resolveMutation(environment, 'SaveDealerMutation', 'saveDealer', {
      message: DEALER_MESSAGES.assigned,
      user: null,
      company: null,
    });
    expect(await screen.findByText(DEALER_MESSAGES.assigned)).toBeTruthy();
  });

  it("stops at a taken e-mail: 'This email has already been taken' on the field and in a toast", async () => {
    const opened = await openNewDealer();
    const { user, field, save, environment, dialog } = opened;
    await fillPerson(opened);
    await user.type(field('Commercial name'), 'Quinn Autos');
    await waitFor(() => expect(save()).toHaveProperty('disabled', false));
    await user.click(save());
    resolveMutation(environment, 'SaveDealerMutation', 'saveDealer', {
      message: null,
      user: null,
      company: null,
      userErrors: [{ field: 'email', message: SIGN_UP_MESSAGES.emailTaken, code: 'EMAIL_TAKEN' }],
    });
    await waitFor(() => expect(screen.getAllByText(SIGN_UP_MESSAGES.emailTaken)).toHaveLength(2));
    expect(dialog.getByText(SIGN_UP_MESSAGES.emailTaken)).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'New dealer' })).toBeTruthy();
  });

  it("shows the server's message capitalised when the save fails", async () => {
    const opened = await openNewDealer();
    const { user, field, save, environment } = opened;
    await fillPerson(opened);
    await user.type(field('Commercial name'), 'Quinn Autos');
    await waitFor(() => expect(save()).toHaveProperty('disabled', false));
    await user.click(save());
    resolveMutation(environment, 'SaveDealerMutation', 'saveDealer', {
      message: null,
      user: null,
      company: null,
      userErrors: [{ field: null, message: 'the company could not be created', code: 'CONFLICT' }],
    });
    expect(await screen.findByText('The company could not be created')).toBeTruthy();

    await user.click(save());
    const failure = Object.assign(new Error('GraphQL error'), {
      source: { errors: [{ message: 'forbidden for this user' }] },
    });
    environment.mock.reject(pendingOperation(environment, 'SaveDealerMutation'), failure);
    expect(await screen.findByText('Forbidden for this user')).toBeTruthy();
  });

  it("opens a viewed row filled from the user and its company, and saves it with the user's id", async () => {
    const view = renderReviewPage('/admin/assign-company', {
      users: [LUIS],
      company: dealerCompany(4),
    });
    await view.user.click(await screen.findByRole('button', { name: 'View: Luis Ortiz' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Dealer: Luis Ortiz' }));
    const { field, save } = helpers(dialog);
    await waitFor(() => expect(field('Commercial name').value).toBe('Motors 4'));
    expect(view.queries('DealerFormModalQuery').map((query) => query.variables)).toEqual([
      { userId: LUIS.id },
    ]);
    expect(field('First name').value).toBe('Luis');
    expect(field('Email').value).toBe(LUIS.email);
    expect(field('State').value).toBe('NY');
    expect(field('Secondary mobile number').value).toBe('(518) 555-0198');
    expect(dialog.getByRole('radio', { name: 'NEQ' })).toHaveProperty('checked', true);
    expect(dialog.getByRole('checkbox', { name: 'To be delivered' })).toHaveProperty(
      'checked',
      true,
    );
    await waitFor(() => expect(save()).toHaveProperty('disabled', false));
    await view.user.click(save());
    expect(
      pendingOperation(view.environment, 'SaveDealerMutation').request.variables.input,
    ).toMatchObject({
      userId: LUIS.id,
      companyChoice: 'NEW',
      commercialName: 'Motors 4',
      stateId: '33',
      zip: '12901',
    });
  });
});
