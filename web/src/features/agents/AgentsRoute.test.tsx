import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TABLE_PAGE_SIZE } from '@canam/domain/constants';
import { cursorForPage } from '@canam/domain/cursors';
import { SIGN_UP_MESSAGES } from '@canam/domain/forms/signUp';
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
import { AGENTS_LOAD_FAILED, agentsLoader, AgentsRoute } from './AgentsRoute.tsx';

clearToastsAfterEach();
let restoreViewport: () => void;
beforeEach(() => {
  restoreViewport = setViewportWidth(1280);
});
afterEach(() => restoreViewport());

const JANE = listedUser(1, { nickname: 'JD', extension: '12', invitationPending: true });
const SAM = listedUser(2, { status: 'INACTIVE' });

function renderAgents(route = '/admin/agent', users: ListedUser[] = [JANE, SAM], total?: number) {
  return renderListPage({
    route,
    path: '/admin/agent',
    loader: agentsLoader,
    Component: AgentsRoute,
    queryName: 'AgentsRouteQuery',
    answer: () => ({ data: { agentAccounts: userPage(users, total) } }),
  });
}

type View = ReturnType<typeof renderAgents>;

const search = () => screen.getByRole('status', { name: 'search' }).textContent;
const field = (dialog: HTMLElement, label: string) =>
  within(dialog).getByLabelText(label, { selector: 'input' });

async function fill(view: View, dialog: HTMLElement, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const input = field(dialog, label);
    await view.user.clear(input);
    if (value) await view.user.type(input, value);
  }
}

const agentPayload = (user: ListedUser | null, extra: Record<string, unknown> = {}) => ({
  user,
  userErrors: [],
  ...extra,
});

describe('AgentsRoute', () => {
  it('asks for the search and page of the URL and shows every agent with its fields', async () => {
    const { queries } = renderAgents('/admin/agent?search=Doe&page=2', [JANE, SAM], 12);
    const table = await screen.findByRole('table', { name: 'Agents' });
    expect(queries[0]).toEqual({
      search: 'Doe',
      first: TABLE_PAGE_SIZE,
      after: cursorForPage(2, TABLE_PAGE_SIZE),
    });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual([
      'Nickname',
      'First name',
      'Last name',
      'E-mail',
      'Phone',
      'Status',
      'Actions',
    ]);
    const jane = within(table).getByRole('rowheader', { name: 'Jane' }).closest('tr')!;
    expect(within(jane).getByText('JD')).toBeTruthy();
    expect(within(jane).getByText('Doe')).toBeTruthy();
    expect(within(jane).getByText('jane1@canam.test')).toBeTruthy();
    expect(within(jane).getByText('(555) 555-0100 ext. 12')).toBeTruthy();
    expect(within(jane).getByText(PEOPLE_TEXTS.invitationBadge)).toBeTruthy();
    expect(within(jane).getByRole('button', { name: 'Deactivate Jane Doe' })).toBeTruthy();
    const sam = within(table).getByRole('rowheader', { name: 'Sam' }).closest('tr')!;
    expect(within(sam).getByText('Inactive')).toBeTruthy();
    expect(within(sam).getByRole('button', { name: 'Activate Sam Carter' })).toBeTruthy();
    expect(screen.getByText('12 agents')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Page 1' }).getAttribute('href')).toBe(
      '/admin/agent?search=Doe&page=1',
    );
  });

  it('applies the search as it is typed, from the first page', async () => {
    const { user, queries } = renderAgents('/admin/agent?page=3');
    await screen.findByRole('table', { name: 'Agents' });
    await user.type(screen.getByRole('searchbox', { name: 'Search agents' }), 'Lee');
    await waitFor(() => expect(search()).toBe('?search=Lee'));
    await waitFor(() =>
      expect(queries.at(-1)).toEqual({ search: 'Lee', first: TABLE_PAGE_SIZE, after: null }),
    );
  });

  it('says when there is nobody, and when nothing matches the search', async () => {
    renderAgents('/admin/agent?search=zzz', []);
    expect(await screen.findByText(PEOPLE_TEXTS.noUsers)).toBeTruthy();
    expect(screen.getByText('Nothing matches “zzz”.')).toBeTruthy();
  });

  it('warns when the agents cannot be obtained', async () => {
    renderListPage({
      route: '/admin/agent',
      path: '/admin/agent',
      loader: agentsLoader,
      Component: AgentsRoute,
      queryName: 'AgentsRouteQuery',
      answer: () => new Error('offline'),
    });
    expect((await screen.findAllByText(AGENTS_LOAD_FAILED)).length).toBeGreaterThan(0);
  });

  it('stacks the agents into cards on a phone', async () => {
    restoreViewport();
    restoreViewport = setViewportWidth(500);
    renderAgents();
    const cards = await screen.findByRole('list', { name: 'Agents' });
    const jane = within(cards).getByRole('article', { name: 'Jane Doe' });
    expect(within(jane).getByText('Nickname')).toBeTruthy();
    expect(within(jane).getByText('JD')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('keeps Save disabled and shows the rules until the form is valid', async () => {
    const view = renderAgents();
    await screen.findByRole('table', { name: 'Agents' });
    await view.user.click(screen.getByRole('button', { name: 'Add agent' }));
    const dialog = await openDialog('dialog');
    expect(within(dialog).getByText('Add agent')).toBeTruthy();
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(save).toHaveProperty('disabled', true);
    await fill(view, dialog, {
      'First name': 'J',
      Email: 'nope',
      'Office phone': '555',
      'Ext.': 'x1',
    });
    await view.user.click(field(dialog, 'Last name'));
    await view.user.tab();
    // the first name is too short and the last name, touched, is empty
    expect(within(dialog).getAllByText(SIGN_UP_MESSAGES.name)).toHaveLength(2);
    expect(within(dialog).getByText(SIGN_UP_MESSAGES.email)).toBeTruthy();
    expect(within(dialog).getByText(SIGN_UP_MESSAGES.phone)).toBeTruthy();
    expect(within(dialog).getByText(SIGN_UP_MESSAGES.extension)).toBeTruthy();
    expect(save).toHaveProperty('disabled', true);
    expect(() => pendingOperation(view.environment, 'CreateAgentMutation')).toThrow();
  });

  it('creates an agent, toasts, closes the form and loads the page again', async () => {
    const view = renderAgents();
    await screen.findByRole('table', { name: 'Agents' });
    const add = screen.getByRole('button', { name: 'Add agent' });
    await view.user.click(add);
    const dialog = await openDialog('dialog');
    await fill(view, dialog, {
      'First name': 'Nora',
      'Last name': 'Park',
      Email: ' Nora@Canam.TEST ',
      'Office phone': '5555550199',
      'Ext.': '7',
      Nickname: 'NP',
    });
    await view.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const mutation = pendingOperation(view.environment, 'CreateAgentMutation');
    expect(mutation.request.variables.input).toEqual({
      firstName: 'Nora',
      lastName: 'Park',
      email: 'nora@canam.test',
      officePhoneNumber: '(555) 555-0199',
      extension: '7',
      mobileNumber: '',
      nickname: 'NP',
    });
    const nora = listedUser(9, { firstName: 'Nora', lastName: 'Park', fullName: 'Nora Park' });
    const queriesBefore = view.queries.length;
    answerOperation(view.environment, 'CreateAgentMutation', {
      createAgent: agentPayload(nora, { invitationSent: true }),
    });
    expect(await screen.findByText(TEAM_MESSAGES.created)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(view.queries.length).toBeGreaterThan(queriesBefore));
    expect(screen.queryByText(PEOPLE_TEXTS.invitationNotSent)).toBeNull();
  });

  it('warns when the new agent’s invitation could not be sent', async () => {
    const view = renderAgents();
    await screen.findByRole('table', { name: 'Agents' });
    await view.user.click(screen.getByRole('button', { name: 'Add agent' }));
    const dialog = await openDialog('dialog');
    await fill(view, dialog, {
      'First name': 'Nora',
      'Last name': 'Park',
      Email: 'nora@canam.test',
      'Office phone': '5555550199',
    });
    await view.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    answerOperation(view.environment, 'CreateAgentMutation', {
      createAgent: agentPayload(listedUser(9), { invitationSent: false }),
    });
    expect(await screen.findByText(TEAM_MESSAGES.created)).toBeTruthy();
    expect(await screen.findByText(PEOPLE_TEXTS.invitationNotSent)).toBeTruthy();
  });

  it('stops the save on a taken e-mail with the sign-up form’s toast', async () => {
    const view = renderAgents();
    await screen.findByRole('table', { name: 'Agents' });
    await view.user.click(screen.getByRole('button', { name: 'Add agent' }));
    const dialog = await openDialog('dialog');
    await fill(view, dialog, {
      'First name': 'Nora',
      'Last name': 'Park',
      Email: 'jane1@canam.test',
      'Office phone': '5555550199',
    });
    await view.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const queriesBefore = view.queries.length;
    answerOperation(view.environment, 'CreateAgentMutation', {
      createAgent: {
        user: null,
        invitationSent: null,
        userErrors: [{ field: 'email', message: TEAM_MESSAGES.emailTaken, code: 'EMAIL_TAKEN' }],
      },
    });
    // the toast, and the same words under the field
    await waitFor(() =>
      expect(screen.getAllByText(TEAM_MESSAGES.emailTaken).length).toBeGreaterThanOrEqual(2),
    );
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(screen.queryByText(TEAM_MESSAGES.created)).toBeNull();
    expect(view.queries.length).toBe(queriesBefore);
  });

  it('edits an agent from its row and returns the focus to its button', async () => {
    const view = renderAgents();
    await screen.findByRole('table', { name: 'Agents' });
    const edit = screen.getByRole('button', { name: 'Edit Jane Doe' });
    await view.user.click(edit);
    const dialog = await openDialog('dialog');
    expect(within(dialog).getByText('Edit agent')).toBeTruthy();
    expect(field(dialog, 'Email')).toHaveProperty('value', 'jane1@canam.test');
    expect(field(dialog, 'Nickname')).toHaveProperty('value', 'JD');
    await fill(view, dialog, { Nickname: 'Janie' });
    await view.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const mutation = pendingOperation(view.environment, 'UpdateAgentMutation');
    expect(mutation.request.variables.input).toEqual({
      userId: JANE.id,
      firstName: 'Jane',
      lastName: 'Doe',
      email: 'jane1@canam.test',
      officePhoneNumber: '(555) 555-0100',
      extension: '12',
      mobileNumber: '',
      nickname: 'Janie',
    });
    answerOperation(view.environment, 'UpdateAgentMutation', {
      updateAgent: agentPayload({ ...JANE, nickname: 'Janie' }),
    });
    expect(await screen.findByText(TEAM_MESSAGES.updated)).toBeTruthy();
    const row = screen.getByRole('rowheader', { name: 'Jane' }).closest('tr')!;
    await waitFor(() => expect(within(row).getByText('Janie')).toBeTruthy());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(edit));
  });

  it('deactivates an agent after the confirmation', async () => {
    const view = renderAgents();
    await screen.findByRole('table', { name: 'Agents' });
    await view.user.click(screen.getByRole('button', { name: 'Deactivate Jane Doe' }));
    const confirm = await openDialog();
    expect(within(confirm).getByText(TEAM_MESSAGES.deactivateConfirm)).toBeTruthy();
    await view.user.click(within(confirm).getByRole('button', { name: 'YES' }));
    const mutation = pendingOperation(view.environment, 'SetUserStatusMutation');
    expect(mutation.request.variables.input).toEqual({ userId: JANE.id, status: 'INACTIVE' });
    answerOperation(view.environment, 'SetUserStatusMutation', {
      setUserStatus: {
        user: { id: JANE.id, status: 'INACTIVE', invitationPending: true },
        userErrors: [],
      },
    });
    expect(await screen.findByText(TEAM_MESSAGES.statusUpdated)).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Activate Jane Doe' })).toBeTruthy();
  });
});
