import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
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

const COMPANY = dealerCompany(1, {
  validations: { companyName: true, taxid: false, dealerLicense: false },
});
const LUIS = dealerUser(1, { registeredCompany: companyRef(1) });
const MIA = dealerUser(2, { registeredCompany: companyRef(2) });

async function openValidations(options: Parameters<typeof renderReviewPage>[1] = {}) {
  const view = renderReviewPage('/admin/users/registry', {
    users: [LUIS, MIA],
    company: COMPANY,
    ...options,
  });
  await view.user.click(
    await screen.findByRole('button', { name: 'Company validations: Luis Ortiz' }),
  );
  const dialog = within(
    await screen.findByRole('dialog', { name: 'Company validations of Luis Ortiz' }),
  );
  const box = (name: string) => dialog.findByRole('checkbox', { name });
  const button = (name: string) => dialog.getByRole('button', { name });
  return { ...view, dialog, box, button };
}

describe('the company validations modal', () => {
  it("shows the company's flags, asked for by the user's id", async () => {
    const { box, queries, dialog } = await openValidations();
    expect(await box('Company name')).toHaveProperty('checked', true);
    expect(await box('Tax ID')).toHaveProperty('checked', false);
    expect(await box('Dealer license')).toHaveProperty('checked', false);
    expect(dialog.getByText('Pending')).toBeTruthy();
    expect(queries('CompanyValidationsModalQuery').map((query) => query.variables)).toEqual([
      { userId: LUIS.id },
    ]);
  });

  it("Save stores the three flags only and says 'Validations updated succesfully'", async () => {
    const { user, box, button, environment } = await openValidations();
    await user.click(await box('Company name'));
    await user.click(await box('Dealer license'));
    await user.click(button('Save'));
    const mutation = await waitFor(() =>
      pendingOperation(environment, 'SetCompanyValidationsMutation'),
    );
    expect(mutation.request.variables.input).toEqual({
      companyId: COMPANY.id,
      companyName: false,
      taxid: false,
      dealerLicense: true,
    });
    resolveMutation(environment, 'SetCompanyValidationsMutation', 'setCompanyValidations', {
      company: {
        id: COMPANY.id,
        validations: { companyName: false, taxid: false, dealerLicense: true },
      },
    });
    expect(await screen.findByText(COMPANY_REVIEW_MESSAGES.validationsUpdated)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const names = environment.mock.getAllOperations().map((op) => op.request.node.params.name);
    expect(names).not.toContain('SetCompanyStatusMutation');
  });

  it.each([
    ['Accept', 'ACCEPTED'],
    ['Reject', 'REJECTED'],
  ])(
    "%s sets the company's status, says 'Company status updated' and the user leaves the list",
    async (name, status) => {
      const { user, button, environment, server, queries } = await openValidations();
      await waitFor(() => expect(button(name)).toHaveProperty('disabled', false));
      await user.click(button(name));
      const mutation = pendingOperation(environment, 'SetCompanyStatusMutation');
      expect(mutation.request.variables.input).toEqual({ companyId: COMPANY.id, status });
      const listQueries = queries('AdminUsersRouteQuery').length;
      server.users = [MIA];
      resolveMutation(environment, 'SetCompanyStatusMutation', 'setCompanyStatus', {
        company: { id: COMPANY.id, status },
      });
      expect(await screen.findByText(COMPANY_REVIEW_MESSAGES.statusUpdated)).toBeTruthy();
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'Luis' })).toBeNull());
      expect(queries('AdminUsersRouteQuery').length).toBe(listQueries + 1);
      expect(screen.getByRole('rowheader', { name: 'Mia' })).toBeTruthy();
    },
  );

  it('shows a bare Warning toast when a call fails, and the reason when it is refused', async () => {
    const { user, button, environment } = await openValidations();
    await waitFor(() => expect(button('Accept')).toHaveProperty('disabled', false));
    await user.click(button('Accept'));
    environment.mock.reject(
      pendingOperation(environment, 'SetCompanyStatusMutation'),
      new Error('offline'),
    );
    const warning = await screen.findByText(REVIEW_TEXTS.warning);
    expect(warning.parentElement?.textContent).toBe(REVIEW_TEXTS.warning);
    expect(screen.getByRole('dialog')).toBeTruthy();

    await user.click(button('Save'));
    await waitFor(() => pendingOperation(environment, 'SetCompanyValidationsMutation'));
    resolveMutation(environment, 'SetCompanyValidationsMutation', 'setCompanyValidations', {
      company: null,
      userErrors: [{ field: null, message: 'Company not found', code: 'NOT_FOUND' }],
    });
    expect(await screen.findByText('Company not found')).toBeTruthy();
  });

  it('shows the bare Warning when the company cannot be loaded', async () => {
    await openValidations({ companyFails: true });
    expect(await screen.findByText(REVIEW_TEXTS.companyNotObtained)).toBeTruthy();
    const warning = await screen.findByText(REVIEW_TEXTS.warning);
    expect(warning.parentElement?.textContent).toBe(REVIEW_TEXTS.warning);
  });

  it('keeps the button of the status the company already has disabled', async () => {
    const { button, box } = await openValidations({
      company: dealerCompany(1, { status: 'ACCEPTED' }),
    });
    await box('Tax ID');
    expect(button('Accept')).toHaveProperty('disabled', true);
    expect(button('Reject')).toHaveProperty('disabled', false);
  });
});
