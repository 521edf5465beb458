// The back-office people paths of the fake api (fakeApi.ts): the admin users lists, assign-company,
// agents, a client's sub-users, dealer records and the client vehicles table (routes in
// fakeUsersAdminRoutes.ts, fakeCompaniesAdminRoutes.ts and fakeDealerAdminRoutes.ts, data in
// fakeAccountsAdminData.ts). Its changes reach the tokens as the real api's do: a deactivated
// user's token is refused (401) at once, and a profile shows its company's status as it is now;
// every change that reaches users is an 'account.changed' event a test may hand on to a stream.
import type { UserProfileDto } from '@canam/domain/rest/auth';
import { createAdminState, type FakeAdminRequest } from './fakeAccountsAdminState.ts';
import type { FakeReply } from './fakeApiRoutes.ts';
import { answerCompaniesAdmin } from './fakeCompaniesAdminRoutes.ts';
import type { FakeEventInput } from './fakeEventStream.ts';
import { answerUsersAdmin } from './fakeUsersAdminRoutes.ts';

export function createAccountsAdminFake(publish: (event: FakeEventInput) => void) {
  const state = createAdminState(publish);
  return {
    state,
    reset: () => state.reset(),
    /** The profile behind a token as the api answers it now; undefined once deactivated. */
    viewerOf(profile: UserProfileDto | undefined): UserProfileDto | undefined {
      if (!profile || state.user(profile.id)?.status === 0) return undefined;
      const company = profile.userDetails.company;
      const now = company ? state.company(company.id) : undefined;
      if (!company || !now || now.status === company.status) return profile;
      const details = { ...profile.userDetails, company: { ...company, status: now.status } };
      return { ...profile, userDetails: details };
    },
    /** The answer for one of these paths, or null when the path is not one of them. */
    answer: (request: FakeAdminRequest): FakeReply | null =>
      answerUsersAdmin(state, request) ?? answerCompaniesAdmin(state, request),
  };
}

export type AccountsAdminFake = ReturnType<typeof createAccountsAdminFake>;
