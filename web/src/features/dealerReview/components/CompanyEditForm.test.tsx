import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { COMPANY_MESSAGES } from '@canam/domain/forms/company';
import { COMPANY_REVIEW_MESSAGES } from '@canam/domain/forms/companyReview';
import { clearToastsAfterEach } from '../../../testing/clearToasts.ts';
import { setViewportWidth } from '../../../testing/viewport.ts';
import { REVIEW_TEXTS } from '../reviewTexts.ts';
import { companyRef, dealerCompany, dealerUser } from '../testing/reviewFixtures.ts';
import {
  pendingOperation,
  renderReviewPage,
  resolveMutation,
} from '../testing/renderReviewPage.tsx';

clearToastsAfterEach();
let restoreViewport: () => void;
beforeEach(() => {
  restoreViewport = setViewportWidth(1280);
});
afterEach(() => restoreViewport());

const COMPANY = dealerCompany(1);
const USER = dealerUser(1, { company: companyRef(1, 'ACCEPTED'), registeredCompany: null });

async function openForm(company: Record<string, unknown> = COMPANY) {
  const view = renderReviewPage('/admin/users/validate', {
    users: [USER],
    company: company as typeof COMPANY,
  });
  await view.user.click(await screen.findByRole('button', { name: 'Company form: Luis Ortiz' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Company of Luis Ortiz' }));
  await dialog.findByRole('form', { name: 'Company' });
  const field = (label: string) =>
    dialog.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;
  const save = () => dialog.getByRole('button', { name: 'Save' });
  return { ...view, dialog, field, save };
}

describe('the company form modal', () => {
  it("is filled with the user's company, asked for by the user's id", async () => {
    const { field, queries } = await openForm();
    expect(queries('CompanyEditModalQuery').map((query) => query.variables)).toEqual([
      { userId: USER.id },
    ]);
    expect(field('Commercial name').value).toBe('Motors 1');
    expect(field('Company name').value).toBe('Motors 1 LLC');
    expect(field('Street').value).toBe('12 Lake Shore Rd');
    expect(field('ZIP').value).toBe('12901');
    expect(field('State').value).toBe('NY');
    expect(field('City').value).toBe('Plattsburgh');
    expect(field('Tax ID').value).toBe('TAX-9');
    expect(field('Billing contact email').value).toBe('billing@motors.example.com');
    // the address pick fills ZIP, state and city
    expect(field('ZIP').readOnly).toBe(true);
    expect(screen.getByRole('combobox', { name: 'Address' })).toBeTruthy();
  });

  it('requires the commercial name once touched and keeps Save disabled while invalid', async () => {
    const { user, field, save, dialog } = await openForm();
    await waitFor(() => expect(save()).toHaveProperty('disabled', false));
    await user.clear(field('Commercial name'));
    await user.tab();
    expect(await dialog.findByText(COMPANY_MESSAGES.required)).toBeTruthy();
    expect(save()).toHaveProperty('disabled', true);
    await user.clear(field('Billing contact email'));
    await user.type(field('Billing contact email'), 'nope');
    await user.tab();
    expect(await dialog.findByText(COMPANY_MESSAGES.email)).toBeTruthy();
  });

  it("saves the form and says 'Company successfully updated'", async () => {
    const { user, field, save, environment } = await openForm();
    await user.clear(field('Commercial name'));
    await user.type(field('Commercial name'), 'Lakeside Motors');
    await user.clear(field('Dealer license'));
    await user.type(field('Dealer license'), 'DL-78');
    await waitFor(() => expect(save()).toHaveProperty('disabled', false));
    await user.click(save());
    const mutation = pendingOperation(environment, 'UpdateCompanyMutation');
    expect(mutation.request.variables.input).toEqual({
      companyId: COMPANY.id,
      commercialName: 'Lakeside Motors',
      companyName: 'Motors 1 LLC',
      street: '12 Lake Shore Rd',
      addressLine2: 'Suite 4',
      zip: '12901',
      stateId: '33',
      city: 'Plattsburgh',
      webSite: 'https://motors.example.com',
      taxid: 'TAX-9',
      dealerLicense: 'DL-78',
      billingContactName: 'Bill Payer',
      billingContactEmail: 'billing@motors.example.com',
    });
    resolveMutation(environment, 'UpdateCompanyMutation', 'updateCompany', {
      company: { ...COMPANY, commercialName: 'Lakeside Motors' },
    });
    expect(await screen.findByText(COMPANY_REVIEW_MESSAGES.updated)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // the row follows the store
    const table = screen.getByRole('table', { name: 'Active users' });
    expect(within(table).getByText('Lakeside Motors')).toBeTruthy();
  });

  it('saves a company that has no address yet, without a state', async () => {
    const bare = dealerCompany(1, {
      street: null,
      addressLine2: null,
      zip: null,
      state: null,
      stateId: null,
      city: null,
      webSite: null,
    });
    const { user, save, field, environment } = await openForm(bare);
    expect(field('State').value).toBe('');
    await waitFor(() => expect(save()).toHaveProperty('disabled', false));
    await user.click(save());
    expect(
      pendingOperation(environment, 'UpdateCompanyMutation').request.variables.input,
    ).toMatchObject({ street: '', zip: '', stateId: null, city: '' });
  });

  it("says 'The information could not be saved' titled Error when the save fails or is refused", async () => {
    const { user, save, environment, dialog } = await openForm();
    await waitFor(() => expect(save()).toHaveProperty('disabled', false));
    await user.click(save());
    environment.mock.reject(
      pendingOperation(environment, 'UpdateCompanyMutation'),
      new Error('offline'),
    );
    expect(await screen.findByText(REVIEW_TEXTS.error)).toBeTruthy();
    expect(screen.getByText(COMPANY_REVIEW_MESSAGES.updateFailed)).toBeTruthy();

    await user.click(save());
    resolveMutation(environment, 'UpdateCompanyMutation', 'updateCompany', {
      company: null,
      userErrors: [{ field: 'zip', message: COMPANY_MESSAGES.limit, code: 'BAD_USER_INPUT' }],
    });
    expect(await dialog.findByText(COMPANY_MESSAGES.limit)).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Company of Luis Ortiz' })).toBeTruthy();
  });
});
