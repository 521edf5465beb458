// The assign-company writes of the fake api (fakeCompaniesAdminRoutes.ts), answered as the real
// api does (domain/src/rest/companies.ts): POST company/saveDealer (a new client with its own
// company in review, an update, or an existing company), PUT company/assignCompany, PUT
// company/rejectCompany and DELETE company/deleteUserNotValidate, for dealer reviewers only.
import { DEALER_MESSAGES } from '@canam/domain/forms/dealer';
import { ACCOUNT_MESSAGES } from '@canam/domain/rest/accounts';
import {
  COMPANY_MESSAGES_REST,
  assignCompanyBody,
  deleteUserQuery,
  rejectCompanyBody,
  saveDealerBody,
} from '@canam/domain/rest/companies';
import { person, type FakePerson } from './fakeAccountsAdminData.ts';
import { withoutRight, type AdminState, type FakeAdminRequest } from './fakeAccountsAdminState.ts';
import { json, refusal, type FakeReply } from './fakeApiRoutes.ts';
import { invalidInput } from './fakeVehicleRecordsApi.ts';

const userNotFound = () => refusal(404, 'USER_NOT_FOUND', COMPANY_MESSAGES_REST.userNotFound);
const companyNotFound = () => refusal(404, 'COMPANY_NOT_FOUND', COMPANY_MESSAGES_REST.notFound);
const isDealer = (user: FakePerson) => user.role === 'ROLE_CLIENT' || user.role === 'ROLE_BUYER';

function saveDealer(state: AdminState, body: unknown): FakeReply {
  const parsed = saveDealerBody.safeParse(body);
  if (!parsed.success) return invalidInput(parsed.error.issues);
  const { id, companyChoice, existingCompanyId, ...form } = parsed.data;
  let user = id === undefined ? undefined : state.user(id);
  if (id !== undefined && !user) return userNotFound();
  if (user && !isDealer(user)) {
    return refusal(400, 'NOT_A_DEALER_USER', COMPANY_MESSAGES_REST.notDealer);
  }
  if (state.people.some((other) => other.email === form.email && other.id !== user?.id)) {
    return refusal(400, 'EMAIL_TAKEN', ACCOUNT_MESSAGES.invalidEmail);
  }
  if (form.stateId === 999) return refusal(400, 'STATE_NOT_FOUND', 'state not found');
  const existing = companyChoice === 'existing' ? state.company(existingCompanyId ?? -1) : null;
  if (companyChoice === 'existing' && !existing) return companyNotFound();
  user ??= person(state.nextId++, 'ROLE_CLIENT', [form.firstName, form.lastName, form.email], {
    invitationPending: true,
    createdAt: new Date().toISOString(),
  });
  if (!state.people.includes(user)) state.people.push(user);
  Object.assign(user, { firstName: form.firstName, lastName: form.lastName, email: form.email });
  let item = existing ?? state.company(user.companyId ?? user.preRegisterCompanyId);
  if (!existing) {
    if (!item) {
      item = { ...state.companies[0]!, id: state.nextId++, status: 2 };
      state.companies.push(item);
    }
    Object.assign(item, {
      companyName: form.companyName || null,
      commercialName: form.commercialName ?? null,
      companyId: form.companyCode || null,
    });
  }
  user.companyId = item!.id;
  const message = existing ? DEALER_MESSAGES.assigned : DEALER_MESSAGES.saved;
  return json(200, { message, user: state.account(user), company: state.record(item!) });
}

function assign(state: AdminState, body: unknown): FakeReply {
  const parsed = assignCompanyBody.safeParse(body);
  if (!parsed.success) return invalidInput(parsed.error.issues);
  const user = state.user(parsed.data.userId);
  if (!user) return userNotFound();
  const item = state.company(parsed.data.companyId);
  if (!item) return companyNotFound();
  if (!isDealer(user)) return refusal(400, 'NOT_A_DEALER_USER', COMPANY_MESSAGES_REST.notDealer);
  user.companyId = item.id;
  state.changed('companyAssigned', [user.id], item.id);
  return json(200, { message: DEALER_MESSAGES.assigned, user: state.account(user) });
}

function reject(state: AdminState, body: unknown): FakeReply {
  const parsed = rejectCompanyBody.safeParse(body);
  if (!parsed.success) return invalidInput(parsed.error.issues);
  const user = state.user(parsed.data.userId);
  if (!user || !isDealer(user)) return userNotFound();
  if (state.stageOf(user) === 'rejected') {
    return refusal(409, 'USER_ALREADY_REJECTED', COMPANY_MESSAGES_REST.alreadyRejected);
  }
  const item = state.company(user.companyId ?? user.preRegisterCompanyId);
  if (item && item.status === 2) item.status = 3;
  else user.rejected = true;
  const reached = item && item.status === 3 ? state.usersOf(item.id) : [user];
  state.changed(
    'userRejected',
    reached.map((each) => each.id),
    item?.id ?? null,
  );
  return json(200, { message: DEALER_MESSAGES.rejected, user: state.account(user) });
}

function remove(state: AdminState, url: URL): FakeReply {
  const parsed = deleteUserQuery.safeParse(Object.fromEntries(url.searchParams));
  if (!parsed.success) return invalidInput(parsed.error.issues);
  const user = state.user(parsed.data.userId);
  if (!user || !isDealer(user)) return userNotFound();
  if (state.stageOf(user) !== 'preRegistration' || user.negotiated) {
    return refusal(409, 'USER_NOT_DELETABLE', DEALER_MESSAGES.notDeletable);
  }
  state.people = state.people.filter((other) => other !== user);
  return json(200, { message: DEALER_MESSAGES.deleted, id: user.id });
}

/** The answer for one of these paths, or null when the path is not one of them. */
export function answerDealerWrites(state: AdminState, request: FakeAdminRequest): FakeReply | null {
  const { method, url, body } = request;
  const route = `${method} ${url.pathname}`;
  const routes: Record<string, () => FakeReply> = {
    'POST /api/company/saveDealer': () => saveDealer(state, body),
    'PUT /api/company/assignCompany': () => assign(state, body),
    'PUT /api/company/rejectCompany': () => reject(state, body),
    'DELETE /api/company/deleteUserNotValidate': () => remove(state, url),
  };
  const answer = routes[route];
  if (!answer) return null;
  return withoutRight(request, 'reviewsDealers') ?? answer();
}
