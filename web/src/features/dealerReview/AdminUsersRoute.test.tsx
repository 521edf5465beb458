import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TABLE_PAGE_SIZE } from '@canam/domain/constants';
import { cursorForPage } from '@canam/domain/cursors';
import { formatDate } from '@canam/domain/dates';
import { clearToastsAfterEach } from '../../testing/clearToasts.ts';
import { setViewportWidth } from '../../testing/viewport.ts';
import { REVIEW_TEXTS } from './reviewTexts.ts';
import { companyRef, dealerUser } from './testing/reviewFixtures.ts';
import { renderReviewPage } from './testing/renderReviewPage.tsx';

clearToastsAfterEach();
let restoreViewport: () => void;
beforeEach(() => {
  restoreViewport = setViewportWidth(1280);
});
afterEach(() => restoreViewport());

const search = () => screen.getByRole('status', { name: 'search' }).textContent;
const LIST_VARIABLES = { search: null, first: TABLE_PAGE_SIZE, after: null };

describe('AdminUsersRoute', () => {
  it('lists the Pending users of the page with their columns', async () => {
    const pending = dealerUser(1, { registeredCompany: companyRef(1) });
    const accepted = dealerUser(2, { company: companyRef(2, 'ACCEPTED'), registeredCompany: null });
    const { queries } = renderReviewPage('/admin/users/registry', { users: [pending, accepted] });

    expect(await screen.findByRole('heading', { name: 'Pending users', level: 1 })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Pending users' });
    expect(queries('AdminUsersRouteQuery').map((query) => query.variables)).toEqual([
      { kind: 'PENDING', ...LIST_VARIABLES },
    ]);
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual([
      'Name',
      'Last name',
      'Email',
      'Office phone',
      'Mobile',
      'Company',
      'Created at',
      'Actions',
    ]);
    const row = within(within(table).getByRole('rowheader', { name: 'Luis' }).closest('tr')!);
    expect(row.getByText(pending.lastName)).toBeTruthy();
    expect(row.getByRole('link', { name: pending.email })).toBeTruthy();
    expect(row.getByText(pending.officePhoneNumber)).toBeTruthy();
    expect(row.getByText('Motors 1')).toBeTruthy();
    expect(row.getByText('registered')).toBeTruthy();
    expect(row.getByRole('cell', { name: formatDate(pending.createdAt) })).toBeTruthy();
    expect(row.getByRole('button', { name: 'Details: Luis Ortiz' })).toBeTruthy();
    expect(row.getByRole('button', { name: 'Company form: Luis Ortiz' })).toBeTruthy();
    expect(row.getByRole('button', { name: 'Company validations: Luis Ortiz' })).toBeTruthy();
    // an extension follows the office phone
    const second = within(within(table).getByRole('rowheader', { name: 'Mia' }).closest('tr')!);
    expect(
      second.getByRole('cell', { name: `${accepted.officePhoneNumber} ext. 12` }),
    ).toBeTruthy();
    expect(second.getByText('Motors 2')).toBeTruthy();
    expect(screen.getByText('2 users')).toBeTruthy();
  });

  it('links the dealer review pages to each other and marks the current one', async () => {
    renderReviewPage('/admin/users/validate', { users: [dealerUser(1)] });
    const nav = await screen.findByRole('navigation', { name: 'Dealer review' });
    const link = (name: string) => within(nav).getByRole('link', { name });
    expect(link('Dealer registrations').getAttribute('href')).toBe('/admin/assign-company');
    expect(link('Pending').getAttribute('href')).toBe('/admin/users/registry');
    expect(link('Active').getAttribute('aria-current')).toBe('page');
    expect(link('Rejected').getAttribute('href')).toBe('/admin/users/rejected');
    expect(link('Pending').getAttribute('aria-current')).toBeNull();
  });

  it.each([
    ['/admin/users/validate', 'ACTIVE', 'Active users'],
    ['/admin/users/rejected', 'REJECTED', 'Rejected users'],
  ])('%s asks for the %s users', async (path, kind, title) => {
    const { queries } = renderReviewPage(path, { users: [dealerUser(1)] });
    expect(await screen.findByRole('table', { name: title })).toBeTruthy();
    expect(queries('AdminUsersRouteQuery')[0]?.variables).toEqual({ kind, ...LIST_VARIABLES });
  });

  it('offers no company form on the Rejected page, and no company modals without a company', async () => {
    const withCompany = dealerUser(1, { registeredCompany: companyRef(1, 'REJECTED') });
    const without = dealerUser(2, { registeredCompany: null });
    renderReviewPage('/admin/users/rejected', { users: [withCompany, without] });
    await screen.findByRole('table', { name: 'Rejected users' });
    expect(screen.queryByRole('button', { name: /^Company form/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Company validations: Luis Ortiz' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Company validations: Mia Chen' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Details: Mia Chen' })).toBeTruthy();
  });

  it('applies the search as it is typed: in the URL, from the first page, and in the query', async () => {
    const { user, queries } = renderReviewPage('/admin/users/registry?page=2', {
      users: [dealerUser(1)],
      totalCount: 11,
    });
    await screen.findByRole('table', { name: 'Pending users' });
    expect(queries('AdminUsersRouteQuery')[0]?.variables.after).toBe(
      cursorForPage(2, TABLE_PAGE_SIZE),
    );
    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'Ortiz');
    await waitFor(() => expect(search()).toBe('?search=Ortiz'));
    await waitFor(() =>
      expect(queries('AdminUsersRouteQuery').at(-1)?.variables).toEqual({
        kind: 'PENDING',
        search: 'Ortiz',
        first: TABLE_PAGE_SIZE,
        after: null,
      }),
    );
    // one search for the burst of keys
    expect(queries('AdminUsersRouteQuery').filter((q) => q.variables.search)).toHaveLength(1);
  });

  it('pages ten users at a time with links that keep the search', async () => {
    const users = Array.from({ length: TABLE_PAGE_SIZE }, (_, n) => dealerUser(n + 1));
    const { user, queries } = renderReviewPage('/admin/users/validate?search=Motors', {
      users,
      totalCount: 25,
    });
    await screen.findByRole('table', { name: 'Active users' });
    expect(screen.getByText('25 users')).toBeTruthy();
    const pages = screen.getByRole('navigation', { name: 'Pagination' });
    await user.click(within(pages).getByRole('link', { name: 'Page 3' }));
    await waitFor(() => expect(search()).toBe('?search=Motors&page=3'));
    await waitFor(() =>
      expect(queries('AdminUsersRouteQuery').at(-1)?.variables).toEqual({
        kind: 'ACTIVE',
        search: 'Motors',
        first: TABLE_PAGE_SIZE,
        after: cursorForPage(3, TABLE_PAGE_SIZE),
      }),
    );
  });

  it("says 'No users to show' when the list is empty, naming the search", async () => {
    renderReviewPage('/admin/users/registry?search=Nobody', { users: [] });
    expect(await screen.findByText(REVIEW_TEXTS.noUsers)).toBeTruthy();
    expect(screen.getByText(/Nothing matches “Nobody”/)).toBeTruthy();
  });

  it("toasts 'error' and offers Try again when the list cannot be obtained", async () => {
    const { user, server, queries } = renderReviewPage('/admin/users/registry', {
      users: [dealerUser(1)],
      listFails: true,
    });
    expect(await screen.findByText(REVIEW_TEXTS.listFailed)).toBeTruthy();
    expect(screen.getByText(REVIEW_TEXTS.usersNotObtained)).toBeTruthy();
    server.listFails = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Pending users' })).toBeTruthy();
    expect(queries('AdminUsersRouteQuery').length).toBeGreaterThan(1);
  });

  it('stacks the users as cards on a narrow screen', async () => {
    restoreViewport();
    restoreViewport = setViewportWidth(400);
    const pending = dealerUser(1);
    renderReviewPage('/admin/users/registry', { users: [pending, dealerUser(2)] });
    const list = await screen.findByRole('list', { name: 'Pending users' });
    expect(screen.queryByRole('table')).toBeNull();
    const card = within(within(list).getByRole('article', { name: 'Luis Ortiz' }));
    expect(card.getByText('Email')).toBeTruthy();
    expect(card.getByText(pending.email)).toBeTruthy();
    expect(card.getByRole('button', { name: 'Details: Luis Ortiz' })).toBeTruthy();
  });
});
