// The user paths of the fake api's back office (fakeAccountsAdminApi.ts), answered as the real api
// does (domain/src/rest/users.ts): the admin users lists, the agents page, the client's own
// users, creating an agent or a sub-user with a bearer (POST user/create), editing one (PUT user)
// and its status (PUT user/status, which ends a deactivated user's sessions and writes an
// 'account.changed' event); the e-mail check knows these users' addresses.
import { TEAM_MESSAGES } from '@canam/domain/forms/teamMember';
import { ACCOUNT_MESSAGES } from '@canam/domain/rest/accounts';
import {
  USER_MESSAGES,
  agentListQuery,
  listQuery,
  teamMemberCreateBody,
  userListQuery,
  userStatusBody,
  userUpdateBody,
} from '@canam/domain/rest/users';
import { STAGE_OF_USER_LIST } from '@canam/domain/statuses';
import { person, type FakePerson } from './fakeAccountsAdminData.ts';
import {
  userPage,
  withoutRight,
  type AdminState,
  type FakeAdminRequest,
} from './fakeAccountsAdminState.ts';
import { json, refusal, type FakeReply } from './fakeApiRoutes.ts';
import { invalidInput } from './fakeVehicleRecordsApi.ts';

const isDealer = (user: FakePerson) => user.role === 'ROLE_CLIENT' || user.role === 'ROLE_BUYER';
const emailTaken = () => refusal(400, 'EMAIL_TAKEN', ACCOUNT_MESSAGES.invalidEmail);
const query = (url: URL) => Object.fromEntries(url.searchParams);

/** Whether the caller may manage `user`: agents for agent managers, its own company's for clients. */
function manages(state: AdminState, request: FakeAdminRequest, user: FakePerson): boolean {
  const viewer = request.viewer!;
  const own = state.user(viewer.id);
  if (withoutRight(request, 'managesAgents') === null && user.role === 'ROLE_AGENT') return true;
  return (
    withoutRight(request, 'managesCompanyUsers') === null &&
    own?.companyId !== null &&
    user.companyId === own?.companyId
  );
}

function create(state: AdminState, request: FakeAdminRequest): FakeReply {
  const parsed = teamMemberCreateBody.safeParse(request.body);
  if (!parsed.success) return invalidInput(parsed.error.issues);
  const agent = parsed.data.rolesId[0] === 4;
  const refused = withoutRight(request, agent ? 'managesAgents' : 'managesCompanyUsers');
  if (refused) return refused;
  const { email, firstName, lastName, nickname, userDetails } = parsed.data;
  if (state.people.some((user) => user.email === email)) return emailTaken();
  const user = person(
    state.nextId++,
    agent ? 'ROLE_AGENT' : 'ROLE_BUYER',
    [firstName, lastName, email],
    {
      nickname: agent ? (nickname ?? null) : null,
      companyId: agent ? null : (state.user(request.viewer!.id)?.companyId ?? null),
      invitationPending: true,
      createdAt: new Date().toISOString(),
      officePhoneNumber: userDetails.officePhoneNumber,
      extension: userDetails.extension || null,
      mobileNumber: userDetails.mobileNumber || null,
    },
  );
  state.people.push(user);
  return json(200, {
    message: TEAM_MESSAGES.created,
    user: state.account(user),
    invitationSent: !email.startsWith('nomail'),
  });
}

function update(state: AdminState, request: FakeAdminRequest): FakeReply {
  const parsed = userUpdateBody.safeParse(request.body);
  if (!parsed.success) return invalidInput(parsed.error.issues);
  const user = state.user(parsed.data.id);
  if (!user) return refusal(404, 'USER_NOT_FOUND', USER_MESSAGES.notFound);
  if (!manages(state, request, user)) return refusal(403, 'NOT_YOUR_USER', USER_MESSAGES.notYours);
  const { email, firstName, lastName, nickname, userDetails } = parsed.data;
  if (state.people.some((other) => other.email === email && other.id !== user.id)) {
    return emailTaken();
  }
  Object.assign(user, { email, firstName, lastName, ...userDetails });
  if (user.role === 'ROLE_AGENT') user.nickname = nickname ?? null;
  return json(200, { message: TEAM_MESSAGES.updated, user: state.account(user) });
}

function setStatus(state: AdminState, request: FakeAdminRequest): FakeReply {
  const parsed = userStatusBody.safeParse(request.body);
  if (!parsed.success) return invalidInput(parsed.error.issues);
  const user = state.user(parsed.data.id);
  if (!user) return refusal(404, 'USER_NOT_FOUND', USER_MESSAGES.notFound);
  if (user.id === request.viewer!.id) return refusal(400, 'NOT_SELF', USER_MESSAGES.notSelf);
  if (!manages(state, request, user)) return refusal(403, 'NOT_YOUR_USER', USER_MESSAGES.notYours);
  user.status = parsed.data.status;
  state.changed('userStatus', [user.id], user.companyId);
  return json(200, { message: TEAM_MESSAGES.statusUpdated, user: state.account(user) });
}

/** The answer for one of these paths, or null when the path is not one of them. */
export function answerUsersAdmin(state: AdminState, request: FakeAdminRequest): FakeReply | null {
  const { method, url, viewer, body } = request;
  switch (`${method} ${url.pathname}`) {
    case 'GET /api/user/list': {
      const refused = withoutRight(request, 'reviewsDealers');
      if (refused) return refused;
      const parsed = userListQuery.safeParse(query(url));
      if (!parsed.success) return invalidInput(parsed.error.issues);
      const stage = STAGE_OF_USER_LIST[parsed.data.type];
      const listed = state.people.filter((user) => isDealer(user) && state.stageOf(user) === stage);
      return json(200, userPage(state, listed, parsed.data));
    }
    case 'GET /api/user/agents': {
      const refused = withoutRight(request, 'managesAgents');
      if (refused) return refused;
      const parsed = agentListQuery.safeParse(query(url));
      if (!parsed.success) return invalidInput(parsed.error.issues);
      const agents = state.people.filter((user) => user.role === 'ROLE_AGENT');
      return json(200, userPage(state, agents, parsed.data));
    }
    case 'GET /api/user/companyUsers': {
      const refused = withoutRight(request, 'managesCompanyUsers');
      if (refused) return refused;
      const parsed = listQuery.safeParse(query(url));
      if (!parsed.success) return invalidInput(parsed.error.issues);
      const own = state.user(viewer!.id)?.companyId ?? -1;
      const users = state.people.filter((user) => user.companyId === own);
      return json(200, userPage(state, users, parsed.data));
    }
    // A guest's body is the sign-up (fakeAccountsApi.ts).
    case 'POST /api/user/create':
      return request.token ? create(state, request) : null;
    case 'PUT /api/user':
      return withoutRight(request, 'managesAgents') && withoutRight(request, 'managesCompanyUsers')
        ? withoutRight(request, 'managesCompanyUsers')
        : update(state, request);
    case 'PUT /api/user/status':
      return withoutRight(request, 'managesAgents') && withoutRight(request, 'managesCompanyUsers')
        ? withoutRight(request, 'managesCompanyUsers')
        : setStatus(state, request);
    // Only these users' addresses; any other goes on to the account paths' check.
    case 'POST /api/user/validate-repeat-email': {
      const owner = state.people.find((user) => user.email === body?.email);
      return owner && owner.id !== Number(body?.userId) ? emailTaken() : null;
    }
    default:
      return null;
  }
}
