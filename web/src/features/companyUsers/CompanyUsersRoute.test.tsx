import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TABLE_PAGE_SIZE } from '@canam/domain/constants';
import { cursorForPage } from '@canam/domain/cursors';
import { TEAM_MESSAGES } from '@canam/domain/forms/teamMember';
import { clearToastsAfterEach } from '../../testing/clearToasts.ts';
import { openDialog } from '../../testing/openDialog.ts';
import { setViewportWidth } from '../../testing/viewport.ts';
import { PEOPLE_TEXTS } from '../people/peopleTexts.ts';
import { listedUser, userPage, type ListedUser } from '../people/testing/people.ts';
import {
  answerOperation,
  pendingOperation,
  renderListPage,
} from '../people/testing/renderListPage.tsx';
import { companyUsersLoader, CompanyUsersRoute } from './CompanyUsersRoute.tsx';

clearToastsAfterEach();
let restoreViewport: () => void;
beforeEach(() => {
  restoreViewport = setViewportWidth(1280);
});
afterEach(() => restoreViewport());

/** The client itself, then an active sub-user, an inactive one and one still invited. */
const CLIENT = listedUser(1);
const SAM = listedUser(2);
const LEE = listedUser(3, { status: 'INACTIVE' });
const ANA = listedUser(4, { invitationPending: true });

function renderUsers(route = '/buyer/users', users: ListedUser[] = [CLIENT, SAM, LEE, ANA]) {
  return renderListPage({
    route,
    path: '/buyer/users',
    loader: companyUsersLoader,
    Component: CompanyUsersRoute,
    queryName: 'CompanyUsersRouteQuery',
    answer: () => ({
      data: {
        viewer: { user: { __typename: 'User', id: CLIENT.id } },
        companyUsers: userPage(users),
      },
    }),
  });
}

type View = ReturnType<typeof renderUsers>;

const rowOf = (name: string) => screen.getByRole('rowheader', { name }).closest('tr')!;

async function answerStatus(view: View, user: ListedUser, status: string) {
  answerOperation(view.environment, 'SetUserStatusMutation', {
    setUserStatus: { user: { id: user.id, status, invitationPending: false }, userErrors: [] },
  });
}

describe('CompanyUsersRoute', () => {
  it('shows the company’s users: no switch on the client’s own row, the invitation badge', async () => {
    const { queries } = renderUsers('/buyer/users?search=a&page=2');
    await screen.findByRole('table', { name: 'Users' });
    expect(queries[0]).toEqual({
      search: 'a',
      first: TABLE_PAGE_SIZE,
      after: cursorForPage(2, TABLE_PAGE_SIZE),
    });
    expect(within(rowOf('Jane')).queryByRole('button', { name: /activate/i })).toBeNull();
    expect(within(rowOf('Jane')).getByRole('button', { name: 'Edit Jane Doe' })).toBeTruthy();
    expect(
      within(rowOf('Sam')).getByRole('button', { name: 'Deactivate Sam Carter' }),
    ).toBeTruthy();
    expect(within(rowOf('Lee')).getByRole('button', { name: 'Activate Lee Nguyen' })).toBeTruthy();
    expect(within(rowOf('Ana')).getByText(PEOPLE_TEXTS.invitationBadge)).toBeTruthy();
    expect(within(rowOf('Sam')).queryByText(PEOPLE_TEXTS.invitationBadge)).toBeNull();
    expect(screen.getByText('4 users')).toBeTruthy();
  });

  it('asks before deactivating, and NO changes nothing', async () => {
    const view = renderUsers();
    await screen.findByRole('table', { name: 'Users' });
    await view.user.click(screen.getByRole('button', { name: 'Deactivate Sam Carter' }));
    const confirm = await openDialog();
    expect(within(confirm).getByText(TEAM_MESSAGES.deactivateConfirm)).toBeTruthy();
    expect(within(confirm).getByText('Sam Carter')).toBeTruthy();
    await view.user.click(within(confirm).getByRole('button', { name: 'NO' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(() => pendingOperation(view.environment, 'SetUserStatusMutation')).toThrow();
  });

  it('deactivates after YES: the switch turns off with the toast', async () => {
    const view = renderUsers();
    await screen.findByRole('table', { name: 'Users' });
    await view.user.click(screen.getByRole('button', { name: 'Deactivate Sam Carter' }));
    await view.user.click(within(await openDialog()).getByRole('button', { name: 'YES' }));
    const mutation = pendingOperation(view.environment, 'SetUserStatusMutation');
    expect(mutation.request.variables.input).toEqual({ userId: SAM.id, status: 'INACTIVE' });
    await answerStatus(view, SAM, 'INACTIVE');
    expect(await screen.findByText(TEAM_MESSAGES.statusUpdated)).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Activate Sam Carter' })).toBeTruthy();
    expect(within(rowOf('Sam')).getByText('Inactive')).toBeTruthy();
  });

  it('activates an inactive user at once', async () => {
    const view = renderUsers();
    await screen.findByRole('table', { name: 'Users' });
    await view.user.click(screen.getByRole('button', { name: 'Activate Lee Nguyen' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    const mutation = pendingOperation(view.environment, 'SetUserStatusMutation');
    expect(mutation.request.variables.input).toEqual({ userId: LEE.id, status: 'ACTIVE' });
    await answerStatus(view, LEE, 'ACTIVE');
    expect(await screen.findByText(TEAM_MESSAGES.statusUpdated)).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Deactivate Lee Nguyen' })).toBeTruthy();
  });

  it('says the user could not be updated when the server refuses or cannot be reached', async () => {
    const view = renderUsers();
    await screen.findByRole('table', { name: 'Users' });
    await view.user.click(screen.getByRole('button', { name: 'Activate Lee Nguyen' }));
    answerOperation(view.environment, 'SetUserStatusMutation', {
      setUserStatus: {
        user: null,
        userErrors: [{ field: null, message: 'User not found', code: 'USER_NOT_FOUND' }],
      },
    });
    expect(await screen.findByText(TEAM_MESSAGES.couldNotUpdate)).toBeTruthy();
    await view.user.click(screen.getByRole('button', { name: 'Activate Lee Nguyen' }));
    view.environment.mock.reject(
      pendingOperation(view.environment, 'SetUserStatusMutation'),
      new Error('offline'),
    );
    await waitFor(() =>
      expect(screen.getAllByText(TEAM_MESSAGES.couldNotUpdate).length).toBeGreaterThan(1),
    );
    expect(screen.getByRole('button', { name: 'Activate Lee Nguyen' })).toBeTruthy();
  });

  it('adds a sub-user with the sub-user form (no nickname) and shows it', async () => {
    const view = renderUsers();
    await screen.findByRole('table', { name: 'Users' });
    await view.user.click(screen.getByRole('button', { name: 'Add user' }));
    const dialog = await openDialog('dialog');
    expect(within(dialog).queryByLabelText('Nickname')).toBeNull();
    const values = {
      'First name': 'Tim',
      'Last name': 'Cole',
      Email: 'tim@dealer.test',
      'Office phone': '5555550111',
      'Mobile phone': '5555550122',
    };
    for (const [label, value] of Object.entries(values)) {
      await view.user.type(within(dialog).getByLabelText(label, { selector: 'input' }), value);
    }
    await view.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const mutation = pendingOperation(view.environment, 'CreateCompanyUserMutation');
    expect(mutation.request.variables.input).toEqual({
      firstName: 'Tim',
      lastName: 'Cole',
      email: 'tim@dealer.test',
      officePhoneNumber: '(555) 555-0111',
      extension: '',
      mobileNumber: '(555) 555-0122',
    });
    const queriesBefore = view.queries.length;
    answerOperation(view.environment, 'CreateCompanyUserMutation', {
      createCompanyUser: { user: listedUser(5), invitationSent: true, userErrors: [] },
    });
    expect(await screen.findByText(TEAM_MESSAGES.created)).toBeTruthy();
    await waitFor(() => expect(view.queries.length).toBeGreaterThan(queriesBefore));
  });

  it('edits a user of the company', async () => {
    const view = renderUsers();
    await screen.findByRole('table', { name: 'Users' });
    await view.user.click(screen.getByRole('button', { name: 'Edit Sam Carter' }));
    const dialog = await openDialog('dialog');
    expect(within(dialog).getByText('Edit user')).toBeTruthy();
    const last = within(dialog).getByLabelText('Last name', { selector: 'input' });
    await view.user.clear(last);
    await view.user.type(last, 'Carterson');
    await view.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const mutation = pendingOperation(view.environment, 'UpdateCompanyUserMutation');
    expect(mutation.request.variables.input).toMatchObject({
      userId: SAM.id,
      lastName: 'Carterson',
      email: SAM.email,
    });
    expect(mutation.request.variables.input).not.toHaveProperty('nickname');
    answerOperation(view.environment, 'UpdateCompanyUserMutation', {
      updateCompanyUser: {
        user: { ...SAM, lastName: 'Carterson', fullName: 'Sam Carterson' },
        userErrors: [],
      },
    });
    expect(await screen.findByText(TEAM_MESSAGES.updated)).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Edit Sam Carterson' })).toBeTruthy();
  });
});
