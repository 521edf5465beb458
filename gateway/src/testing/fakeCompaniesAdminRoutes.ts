// The company paths of the fake api's back office (fakeAccountsAdminApi.ts), answered as the real
// api does (domain/src/rest/companies.ts, clientVehicles.ts): the dealer record, the
// assign-company tabs, a company's users, the company search, saving a dealer, assigning,
// rejecting and deleting users, the company form, status and validations, e-mailing the company
// form, and the client vehicles table. Changes that reach users write 'account.changed' events.
import { COMPANY_REVIEW_MESSAGES } from '@canam/domain/forms/companyReview';
import { COMPANY_SEARCH_LIMIT, COMPANY_SEARCH_MIN_LENGTH } from '@canam/domain/forms/dealer';
import {
  ACCOUNT_MESSAGES,
  companyStatusBody,
  sendCompanyEmailBody,
} from '@canam/domain/rest/accounts';
import { clientVehiclesQuery } from '@canam/domain/rest/clientVehicles';
import {
  COMPANY_MESSAGES_REST,
  companyEditBody,
  companyQuery,
  companySearchQuery,
  companyUsersQuery,
  dealerRegistrationQuery,
  validationsBody,
} from '@canam/domain/rest/companies';
import { listQuery } from '@canam/domain/rest/users';
import { answerDealerWrites } from './fakeDealerAdminRoutes.ts';
import {
  pageOf,
  userPage,
  withoutRight,
  type AdminState,
  type FakeAdminRequest,
} from './fakeAccountsAdminState.ts';
import { json, refusal, type FakeReply } from './fakeApiRoutes.ts';
import { invalidInput } from './fakeVehicleRecordsApi.ts';

const query = (url: URL) => Object.fromEntries(url.searchParams);
const companyNotFound = () => refusal(404, 'COMPANY_NOT_FOUND', COMPANY_MESSAGES_REST.notFound);
const isDealer = (role: string) => role === 'ROLE_CLIENT' || role === 'ROLE_BUYER';

function setStatus(state: AdminState, body: unknown): FakeReply {
  const parsed = companyStatusBody.safeParse(body);
  if (!parsed.success) return invalidInput(parsed.error.issues);
  const item = state.company(parsed.data.id);
  if (!item) return companyNotFound();
  item.status = parsed.data.status;
  const users = state.usersOf(item.id);
  if (item.status === 1) {
    for (const user of users) user.companyId ??= item.id;
  }
  state.changed(
    'companyStatus',
    users.map((user) => user.id),
    item.id,
  );
  const company = { id: item.id, status: item.status };
  return json(200, { message: ACCOUNT_MESSAGES.companyStatusUpdated, company });
}

function edit(state: AdminState, body: unknown): FakeReply {
  const parsed = companyEditBody.safeParse(body);
  if (!parsed.success) return invalidInput(parsed.error.issues);
  const item = state.company(parsed.data.id);
  if (!item) return companyNotFound();
  const { fullName, cityId, taxidOne, stateId, state: _state, id: _id, ...same } = parsed.data;
  if (stateId === 999) return refusal(400, 'STATE_NOT_FOUND', 'state not found');
  Object.assign(item, same, { commercialName: fullName, city: cityId, taxid: taxidOne });
  if (stateId) item.stateId = stateId;
  return json(200, { message: COMPANY_REVIEW_MESSAGES.updated, company: state.record(item) });
}

function reads(state: AdminState, request: FakeAdminRequest, path: string): FakeReply | null {
  const params = query(request.url);
  switch (path) {
    case '/api/company': {
      const parsed = companyQuery.safeParse(params);
      if (!parsed.success) return invalidInput(parsed.error.issues);
      const { id, userId } = parsed.data;
      if (id !== undefined) {
        const item = state.company(id);
        return json(200, { data: item ? [state.record(item)] : [] });
      }
      const user = state.user(userId!);
      if (!user) return refusal(404, 'USER_NOT_FOUND', COMPANY_MESSAGES_REST.userNotFound);
      const item = state.company(user.companyId ?? user.preRegisterCompanyId);
      return json(200, { data: item ? [state.record(item, user)] : [] });
    }
    case '/api/company/listUserWithoutCompany': {
      const parsed = listQuery.safeParse(params);
      if (!parsed.success) return invalidInput(parsed.error.issues);
      const users = state.people.filter((user) => state.stageOf(user) === 'preRegistration');
      return json(200, userPage(state, users, parsed.data));
    }
    case '/api/company/listCompanyAndPreCompany': {
      const parsed = dealerRegistrationQuery.safeParse(params);
      if (!parsed.success) return invalidInput(parsed.error.issues);
      const users = state.people.filter((user) => state.stageOf(user) === parsed.data.type);
      return json(200, userPage(state, users, parsed.data));
    }
    case '/api/company/listUserByCompany': {
      const parsed = companyUsersQuery.safeParse(params);
      if (!parsed.success) return invalidInput(parsed.error.issues);
      return json(200, userPage(state, state.usersOf(parsed.data.companyId), parsed.data));
    }
    case '/api/company/listCompany': {
      const parsed = companySearchQuery.safeParse(params);
      if (!parsed.success) return invalidInput(parsed.error.issues);
      const search = parsed.data.search?.toLowerCase() ?? '';
      if (search.length < COMPANY_SEARCH_MIN_LENGTH) return json(200, { data: [] });
      const found = state.companies
        .filter((item) =>
          [item.companyName, item.commercialName].some((name) =>
            name?.toLowerCase().includes(search),
          ),
        )
        .slice(0, COMPANY_SEARCH_LIMIT)
        .map(({ id, companyName, commercialName, status }) => ({
          id,
          companyName,
          commercialName,
          status,
        }));
      return json(200, { data: found });
    }
    default:
      return null;
  }
}

/** The answer for one of these paths, or null when the path is not one of them. */
export function answerCompaniesAdmin(
  state: AdminState,
  request: FakeAdminRequest,
): FakeReply | null {
  const { method, url, body } = request;
  const path = url.pathname;
  if (method === 'GET' && path === '/api/client/vehicles') {
    const refused = withoutRight(request, 'managesCompanyUsers');
    if (refused) return refused;
    const parsed = clientVehiclesQuery.safeParse(query(url));
    if (!parsed.success) return invalidInput(parsed.error.issues);
    const { search, state: wanted, userId, page, resourcesPerPage } = parsed.data;
    const rows = state.rows.filter(
      (row) =>
        (!wanted || row.state === wanted) &&
        (!userId || row.user.id === userId) &&
        (!search ||
          `${row.vinNumber} ${row.make} ${row.model}`.toLowerCase().includes(search.toLowerCase())),
    );
    return json(200, pageOf(rows, page, resourcesPerPage));
  }
  const companyPath = path.startsWith('/api/company') || path === '/api/user/send-company-email';
  if (!companyPath) return null;
  const refused = withoutRight(request, 'reviewsDealers');
  if (method === 'GET') {
    const answer = reads(state, request, path);
    return answer && (refused ?? answer);
  }
  const written = answerDealerWrites(state, request);
  if (written) return written;
  switch (`${method} ${path}`) {
    case 'PUT /api/company':
      if (refused) return refused;
      return body && 'status' in body && !('fullName' in body)
        ? setStatus(state, body)
        : edit(state, body);
    case 'PUT /api/company/validations': {
      if (refused) return refused;
      const parsed = validationsBody.safeParse(body);
      if (!parsed.success) return invalidInput(parsed.error.issues);
      const item = state.company(parsed.data.companyId);
      if (!item) return companyNotFound();
      const { companyName, taxid1, dealerLicense } = parsed.data;
      item.validations = { id: item.id, companyName, taxid: taxid1, dealerLicense };
      return json(200, {
        message: COMPANY_REVIEW_MESSAGES.validationsUpdated,
        validations: item.validations,
      });
    }
    case 'POST /api/user/send-company-email': {
      if (refused) return refused;
      const parsed = sendCompanyEmailBody.safeParse(body);
      if (!parsed.success) return invalidInput(parsed.error.issues);
      const { email, userId } = parsed.data;
      const user = state.people.find((item) =>
        userId !== undefined ? item.id === userId : item.email === email,
      );
      if (!user || !isDealer(user.role))
        return refusal(404, 'EMAIL_NOT_FOUND', ACCOUNT_MESSAGES.emailNotFound);
      if (user.companyId !== null || user.preRegisterCompanyId !== null) {
        return refusal(400, 'COMPANY_ALREADY_REGISTERED', 'This user already registered a company');
      }
      if (user.email.startsWith('nomail'))
        return refusal(502, 'EMAIL_NOT_SENT', ACCOUNT_MESSAGES.emailNotSent);
      return json(200, { message: ACCOUNT_MESSAGES.emailSent });
    }
    default:
      return null;
  }
}
