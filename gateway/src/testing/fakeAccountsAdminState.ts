// The state of the fake api's back-office people paths (fakeAccountsAdminApi.ts) and what every
// route of them shares: users and companies answered as the contract's UserAccount and
// DealerRecord (the stage worked out as the api does), pages newest first with the api's search,
// the refusal of callers without the right, and the 'account.changed' event of a change.
import { ACCOUNT_CHANGED_EVENT, type AccountChangeReason } from '@canam/domain/events';
import { rightsOf, type RoleRights } from '@canam/domain/permissions';
import type { UserProfileDto } from '@canam/domain/rest/auth';
import type { DealerRecordDto } from '@canam/domain/rest/companies';
import type { Paged } from '@canam/domain/rest/paged';
import type { CompanyRefDto, ListQuery, UserAccountDto } from '@canam/domain/rest/users';
import { ROLE_IDS } from '@canam/domain/roles';
import type { DealerStage } from '@canam/domain/statuses';
import {
  seedClientRows,
  seedCompanies,
  seedPeople,
  type FakeCompany,
  type FakePerson,
} from './fakeAccountsAdminData.ts';
import { refusal, type FakeReply } from './fakeApiRoutes.ts';
import type { FakeEventInput } from './fakeEventStream.ts';

export interface FakeAdminRequest {
  method: string;
  url: URL;
  /** The bearer token sent, if any (an unknown one is refused with 401). */
  token: string | undefined;
  viewer: UserProfileDto | undefined;
  body: Record<string, unknown> | undefined;
}

export function createAdminState(publish: (event: FakeEventInput) => void) {
  const state = {
    people: seedPeople(),
    companies: seedCompanies(),
    rows: seedClientRows(),
    nextId: 500,
    reset() {
      state.people = seedPeople();
      state.companies = seedCompanies();
      state.rows = seedClientRows();
      state.nextId = 500;
    },
    user: (id: number) => state.people.find((user) => user.id === id),
    company: (id: number | null) => state.companies.find((item) => item.id === id),
    stageOf(user: FakePerson): DealerStage | null {
      if (user.role !== 'ROLE_CLIENT' && user.role !== 'ROLE_BUYER') return null;
      const own = state.company(user.companyId);
      const status = (own ?? state.company(user.preRegisterCompanyId))?.status;
      if (user.rejected || status === 3) return 'rejected';
      if (own?.status === 1) return 'active';
      if (status === 2) return 'inReview';
      return 'preRegistration';
    },
    account(user: FakePerson): UserAccountDto {
      return {
        id: user.id,
        firstName: user.firstName,
        lastName: user.lastName,
        email: user.email,
        nickname: user.nickname,
        status: user.status,
        rolesId: [ROLE_IDS[user.role]],
        roles: [{ id: ROLE_IDS[user.role], name: user.role }],
        stage: state.stageOf(user),
        invitationPending: user.invitationPending,
        createdAt: user.createdAt,
        userDetails: {
          extension: user.extension,
          mobileNumber: user.mobileNumber,
          officePhoneNumber: user.officePhoneNumber,
          auctionAccessNumber: user.auctionAccessNumber,
          companiesId: user.companyId,
          companyId: user.companyId,
          company: refOf(state.company(user.companyId)),
          preRegisterCompany:
            user.companyId === null ? refOf(state.company(user.preRegisterCompanyId)) : null,
        },
      };
    },
    /** Its users: those it is the company of, and those who registered it. */
    usersOf: (companyId: number) =>
      state.people.filter(
        (user) =>
          user.companyId === companyId ||
          (user.companyId === null && user.preRegisterCompanyId === companyId),
      ),
    /** The dealer record; `asked` is the user asked about (else its client). */
    record(item: FakeCompany, asked?: FakePerson): DealerRecordDto {
      const users = state.usersOf(item.id);
      const client = asked ?? users.find((user) => user.role === 'ROLE_CLIENT');
      return { ...item, user: client ? state.account(client) : null, userCount: users.length };
    },
    changed(reason: AccountChangeReason, userIds: number[], companyId: number | null) {
      publish({
        type: ACCOUNT_CHANGED_EVENT,
        vehicleId: null,
        userId: null,
        payload: { userIds, companyId, reason },
      });
    },
  };
  return state;
}

export type AdminState = ReturnType<typeof createAdminState>;

function refOf(item: FakeCompany | undefined): CompanyRefDto | null {
  if (!item) return null;
  const { id, companyName, commercialName, status } = item;
  return { id, companyName, commercialName, status };
}

/** The api's refusal of a caller without `right`; null for one who has it. */
export function withoutRight(
  { viewer }: FakeAdminRequest,
  right: keyof RoleRights,
): FakeReply | null {
  if (!viewer) return refusal(401, 'UNAUTHENTICATED', 'Unauthorized');
  const rights = rightsOf(viewer.roles.map((role) => role.name));
  return rights[right] ? null : refusal(403, 'FORBIDDEN', 'Forbidden');
}

const matches = (text: string | null, search: string) =>
  (text ?? '').toLowerCase().includes(search.toLowerCase());

/** A page of `users` newest first, searched as the api does (names, e-mail, phone, company). */
export function userPage(
  state: AdminState,
  users: readonly FakePerson[],
  { search, page, resourcesPerPage }: ListQuery,
): Paged<UserAccountDto> {
  const found = users
    .map((user) => state.account(user))
    .filter(
      (account) =>
        !search ||
        [
          `${account.firstName} ${account.lastName}`,
          account.nickname,
          account.email,
          account.userDetails.officePhoneNumber,
          account.userDetails.company?.companyName ?? null,
          account.userDetails.company?.commercialName ?? null,
        ].some((text) => matches(text, search)),
    )
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
  return pageOf(found, page, resourcesPerPage);
}

export function pageOf<T>(all: readonly T[], page: number, perPage: number): Paged<T> {
  const data = all.slice((page - 1) * perPage, page * perPage);
  return { data, currentPage: page, total: all.length, perPage };
}
