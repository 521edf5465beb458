import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TABLE_PAGE_SIZE } from '@canam/domain/constants';
import { formatDate } from '@canam/domain/dates';
import { clearToastsAfterEach } from '../../testing/clearToasts.ts';
import { openDialog } from '../../testing/openDialog.ts';
import { setViewportWidth } from '../../testing/viewport.ts';
import { AUCTION_ACCESS_COPIED } from '../dealerReview/components/UserCell.tsx';
import { REVIEW_TEXTS } from '../dealerReview/reviewTexts.ts';
import { companyRef, dealerUser } from '../dealerReview/testing/reviewFixtures.ts';
import {
  pendingOperation,
  renderReviewPage,
  resolveMutation,
} from '../dealerReview/testing/renderReviewPage.tsx';
import { DEALER_TEXTS } from './dealerTexts.ts';

clearToastsAfterEach();
let restoreViewport: () => void;
beforeEach(() => {
  restoreViewport = setViewportWidth(1280);
});
afterEach(() => restoreViewport());

const search = () => screen.getByRole('status', { name: 'search' }).textContent;
const LUIS = dealerUser(1, {
  stage: 'PRE_REGISTRATION',
  registeredCompany: null,
  mobileNumber: '(518) 555-0222',
});
const MIA = dealerUser(2, { stage: 'PRE_REGISTRATION', registeredCompany: null });
const row = (firstName: string) =>
  within(screen.getByRole('rowheader', { name: firstName }).closest('tr')!);

function renderTab(route = '/admin/assign-company', users = [LUIS, MIA]) {
  return renderReviewPage(route, { users });
}

describe('AssignCompanyRoute', () => {
  it('lists the Pre registration dealers with their columns and actions', async () => {
    const { queries } = renderTab();
    const table = await screen.findByRole('table', { name: 'Pre registration dealers' });
    expect(screen.getByRole('heading', { name: 'Assign company', level: 1 })).toBeTruthy();
    expect(
      screen.getByRole('tab', { name: 'Pre registration' }).getAttribute('aria-selected'),
    ).toBe('true');
    expect(queries('AssignCompanyRouteQuery').map((query) => query.variables)).toEqual([
      { tab: 'PRE_REGISTRATION', search: null, first: TABLE_PAGE_SIZE, after: null },
    ]);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Name',
      'Last name',
      'Mobile',
      'Office phone',
      'Email',
      'Auction access number',
      'Company',
      'Created at',
      'Actions',
    ]);
    const luis = row('Luis');
    expect(luis.getByText('(518) 555-0222')).toBeTruthy();
    expect(luis.getByText(LUIS.auctionAccessNumber!)).toBeTruthy();
    expect(luis.getByRole('cell', { name: formatDate(LUIS.createdAt) })).toBeTruthy();
    for (const action of ['E-mail the company form', 'View', 'Reject', 'Delete']) {
      expect(luis.getByRole('button', { name: `${action}: Luis Ortiz` })).toBeTruthy();
    }
  });

  it('copies the auction access number and says so', async () => {
    const { user } = renderTab();
    await screen.findByRole('table', { name: 'Pre registration dealers' });
    await user.click(
      row('Luis').getByRole('button', { name: 'Copy auction access number of Luis Ortiz' }),
    );
    expect(await screen.findByText(AUCTION_ACCESS_COPIED)).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe(LUIS.auctionAccessNumber);
  });

  it('keeps the tab in the URL and offers each tab its actions', async () => {
    const inReview = dealerUser(3, { registeredCompany: companyRef(3) });
    const { user, queries } = renderTab('/admin/assign-company?search=Ortiz&page=2', [inReview]);
    await screen.findByRole('table', { name: 'Pre registration dealers' });
    await user.click(screen.getByRole('tab', { name: 'In review' }));
    await waitFor(() => expect(search()).toBe('?search=Ortiz&tab=in-review'));
    await waitFor(() =>
      expect(queries('AssignCompanyRouteQuery').at(-1)?.variables).toEqual({
        tab: 'IN_REVIEW',
        search: 'Ortiz',
        first: TABLE_PAGE_SIZE,
        after: null,
      }),
    );
    const omar = within(await screen.findByRole('table', { name: 'In review dealers' }));
    expect(omar.getByText('Motors 3')).toBeTruthy();
    expect(
      omar
        .getAllByRole('button', { name: /: Omar Haddad$/ })
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['View: Omar Haddad', 'Reject: Omar Haddad']);

    await user.click(screen.getByRole('tab', { name: 'Active' }));
    await waitFor(() => expect(search()).toBe('?search=Ortiz&tab=active'));
    const active = within(await screen.findByRole('table', { name: 'Active dealers' }));
    expect(
      active
        .getAllByRole('button', { name: /: Omar Haddad$/ })
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['View: Omar Haddad']);
    await user.click(screen.getByRole('tab', { name: 'Rejected' }));
    await waitFor(() =>
      expect(queries('AssignCompanyRouteQuery').at(-1)?.variables.tab).toBe('REJECTED'),
    );
  });

  it('applies the search as it is typed, kept in the URL with the tab', async () => {
    const { user, queries } = renderTab('/admin/assign-company?tab=rejected');
    await screen.findByRole('table', { name: 'Rejected dealers' });
    await user.type(screen.getByRole('searchbox', { name: 'Search dealers' }), 'Motors');
    await waitFor(() => expect(search()).toBe('?tab=rejected&search=Motors'));
    await waitFor(() =>
      expect(queries('AssignCompanyRouteQuery').at(-1)?.variables).toEqual({
        tab: 'REJECTED',
        search: 'Motors',
        first: TABLE_PAGE_SIZE,
        after: null,
      }),
    );
  });

  it("says 'No users to show' on an empty tab", async () => {
    renderTab('/admin/assign-company?tab=active', []);
    expect(await screen.findByText(REVIEW_TEXTS.noUsers)).toBeTruthy();
  });

  it("toasts 'error' when the tab cannot be obtained", async () => {
    renderReviewPage('/admin/assign-company', { users: [LUIS], listFails: true });
    expect(await screen.findByText(REVIEW_TEXTS.listFailed)).toBeTruthy();
    expect(screen.getByText(REVIEW_TEXTS.usersNotObtained)).toBeTruthy();
  });
});

describe('the row actions', () => {
  it("e-mails the company form: 'Email sent', or 'Could not send email, try again later'", async () => {
    const { user, environment } = renderTab();
    await screen.findByRole('table', { name: 'Pre registration dealers' });
    const button = row('Luis').getByRole('button', { name: 'E-mail the company form: Luis Ortiz' });
    await user.click(button);
    const mutation = pendingOperation(environment, 'SendCompanyFormEmailMutation');
    expect(mutation.request.variables.input).toEqual({ userId: LUIS.id });
    resolveMutation(environment, 'SendCompanyFormEmailMutation', 'sendCompanyFormEmail', {
      ok: true,
    });
    expect(await screen.findByText(DEALER_TEXTS.emailSent)).toBeTruthy();

    await user.click(button);
    environment.mock.reject(
      pendingOperation(environment, 'SendCompanyFormEmailMutation'),
      new Error('offline'),
    );
    expect(await screen.findByText(DEALER_TEXTS.emailFailed)).toBeTruthy();
  });

  it("rejects after the confirmation: 'User rejected successfully' and the user leaves the tab", async () => {
    const { user, environment, server } = renderTab();
    await screen.findByRole('table', { name: 'Pre registration dealers' });
    await user.click(row('Luis').getByRole('button', { name: 'Reject: Luis Ortiz' }));
    const confirm = within(await openDialog());
    expect(confirm.getByText(DEALER_TEXTS.rejectConfirm)).toBeTruthy();
    expect(confirm.getByText(`Luis Ortiz (${LUIS.email})`)).toBeTruthy();
    await user.click(confirm.getByRole('button', { name: 'YES' }));
    const mutation = pendingOperation(environment, 'RejectDealerUserMutation');
    expect(mutation.request.variables.input).toEqual({ userId: LUIS.id });
    server.users = [MIA];
    resolveMutation(environment, 'RejectDealerUserMutation', 'rejectDealerUser', {
      user: { id: LUIS.id, stage: 'REJECTED' },
    });
    expect(await screen.findByText(DEALER_TEXTS.rejected)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'Luis' })).toBeNull());
    expect(screen.getByRole('rowheader', { name: 'Mia' })).toBeTruthy();
  });

  it("says 'Could not reject user, try again later' when the rejection fails, and NO sends nothing", async () => {
    const { user, environment } = renderTab();
    await screen.findByRole('table', { name: 'Pre registration dealers' });
    await user.click(row('Mia').getByRole('button', { name: 'Reject: Mia Chen' }));
    await user.click(within(await openDialog()).getByRole('button', { name: 'NO' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    const names = () =>
      environment.mock.getAllOperations().map((op) => op.request.node.params.name);
    expect(names()).not.toContain('RejectDealerUserMutation');

    await user.click(row('Mia').getByRole('button', { name: 'Reject: Mia Chen' }));
    await user.click(within(await openDialog()).getByRole('button', { name: 'YES' }));
    environment.mock.reject(
      pendingOperation(environment, 'RejectDealerUserMutation'),
      new Error('offline'),
    );
    expect(await screen.findByText(DEALER_TEXTS.rejectFailed)).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: 'Mia' })).toBeTruthy();
  });

  it('deletes after its confirmation, or shows why the server refused', async () => {
    const { user, environment, server } = renderTab();
    await screen.findByRole('table', { name: 'Pre registration dealers' });
    await user.click(row('Mia').getByRole('button', { name: 'Delete: Mia Chen' }));
    let confirm = within(await openDialog());
    expect(confirm.getByText(DEALER_TEXTS.deleteConfirm)).toBeTruthy();
    await user.click(confirm.getByRole('button', { name: 'YES' }));
    expect(
      pendingOperation(environment, 'DeleteDealerUserMutation').request.variables.input,
    ).toEqual({ userId: MIA.id });
    resolveMutation(environment, 'DeleteDealerUserMutation', 'deleteDealerUser', {
      deletedUserId: null,
      userErrors: [{ field: null, message: DEALER_TEXTS.notDeletable, code: 'USER_NOT_DELETABLE' }],
    });
    expect(await screen.findByText(DEALER_TEXTS.notDeletable)).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: 'Mia' })).toBeTruthy();

    await user.click(row('Mia').getByRole('button', { name: 'Delete: Mia Chen' }));
    confirm = within(await openDialog());
    await user.click(confirm.getByRole('button', { name: 'YES' }));
    server.users = [LUIS];
    resolveMutation(environment, 'DeleteDealerUserMutation', 'deleteDealerUser', {
      deletedUserId: MIA.id,
    });
    expect(await screen.findByText(DEALER_TEXTS.deleted)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'Mia' })).toBeNull());
  });
});
