import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatDate } from '@canam/domain/dates';
import { clearToastsAfterEach } from '../../../testing/clearToasts.ts';
import { setViewportWidth } from '../../../testing/viewport.ts';
import { REVIEW_TEXTS } from '../reviewTexts.ts';
import { companyRef, dealerCompany, dealerUser } from '../testing/reviewFixtures.ts';
import { renderReviewPage } from '../testing/renderReviewPage.tsx';

clearToastsAfterEach();
let restoreViewport: () => void;
beforeEach(() => {
  restoreViewport = setViewportWidth(1280);
});
afterEach(() => restoreViewport());

const DANA = dealerUser(1, { registeredCompany: companyRef(1), mobileNumber: '(518) 555-0222' });

async function openDetails(options: Parameters<typeof renderReviewPage>[1] = {}) {
  const view = renderReviewPage('/admin/users/registry', { users: [DANA], ...options });
  const button = await screen.findByRole('button', { name: 'Details: Luis Ortiz' });
  await view.user.click(button);
  const dialog = await screen.findByRole('dialog', { name: 'Details of Luis Ortiz' });
  return { ...view, button, dialog: within(dialog) };
}

/** The value a details list gives a label. */
function valueOf(section: HTMLElement, label: string): string | null {
  const term = within(section).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? null;
}

describe('the details modal', () => {
  it("shows every field of the user and of its company, asked for by the user's id", async () => {
    const company = dealerCompany(1, {
      client: { id: DANA.id, fullName: DANA.fullName, email: DANA.email },
    });
    const { dialog, queries } = await openDetails({ company });
    const user = dialog.getByRole('region', { name: 'User' });
    expect(valueOf(user, 'First name')).toBe('Luis');
    expect(valueOf(user, 'Last name')).toBe('Ortiz');
    expect(valueOf(user, 'Email')).toBe(DANA.email);
    expect(valueOf(user, 'Office phone')).toBe(DANA.officePhoneNumber);
    expect(valueOf(user, 'Mobile')).toBe('(518) 555-0222');
    expect(valueOf(user, 'Auction access number')).toBe(DANA.auctionAccessNumber);
    expect(valueOf(user, 'Roles')).toBe('Client');
    expect(valueOf(user, 'Stage')).toBe('In review');
    expect(valueOf(user, 'Company')).toBe('—');
    expect(valueOf(user, 'Registered company')).toBe('Motors 1 (Pending)');
    expect(valueOf(user, 'Created at')).toBe(formatDate(DANA.createdAt));

    const section = await dialog.findByRole('region', { name: 'Company' });
    expect(queries('UserDetailsModalQuery').map((query) => query.variables)).toEqual([
      { userId: DANA.id },
    ]);
    expect(valueOf(section, 'Commercial name')).toBe('Motors 1');
    expect(valueOf(section, 'Company name')).toBe('Motors 1 LLC');
    expect(valueOf(section, 'Status')).toBe('Pending');
    expect(valueOf(section, 'City')).toBe('Plattsburgh');
    expect(valueOf(section, 'NEQ / Business number')).toBe('NEQ 1234567890');
    expect(valueOf(section, 'Dealer license')).toBe('DL-77');
    expect(valueOf(section, 'Billing contact email')).toBe('billing@motors.example.com');
    expect(valueOf(section, 'To be delivered')).toBe('Yes');
    expect(valueOf(section, 'Validated')).toBe('company name');
    expect(valueOf(section, 'Client')).toBe(`Luis Ortiz (${DANA.email})`);
  });

  it('says when the user has no company, without asking for one', async () => {
    const view = renderReviewPage('/admin/users/registry', {
      users: [dealerUser(2, { registeredCompany: null })],
    });
    await view.user.click(await screen.findByRole('button', { name: 'Details: Mia Chen' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Details of Mia Chen' }));
    expect(dialog.getByText(REVIEW_TEXTS.noCompany)).toBeTruthy();
    expect(view.queries('UserDetailsModalQuery')).toEqual([]);
  });

  it('says so when the company cannot be obtained', async () => {
    const { dialog } = await openDetails({ companyFails: true });
    expect(await dialog.findByText(REVIEW_TEXTS.companyNotObtained)).toBeTruthy();
    expect(dialog.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('closes with Close and gives the focus back to its button', async () => {
    const { user, dialog } = await openDetails();
    // As a person would: the dialog has taken the focus (its trap is on) before it is closed.
    const close = dialog.getByRole('button', { name: 'Close' });
    await waitFor(() =>
      expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true),
    );
    await user.click(close);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The row's button as it is now (the list may have rendered it again meanwhile).
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('button', { name: 'Details: Luis Ortiz' }),
      ),
    );
  });
});
