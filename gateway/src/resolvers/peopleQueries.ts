// Query fields of the people pages: the admin users lists (REST user/list?type=), the
// assign-company tabs (company/listUserWithoutCompany for Pre registration,
// company/listCompanyAndPreCompany?type= for the others), the agents page (user/agents) and the
// client's own users (user/companyUsers); ONE REST call per page, 10 rows by default. A guest is
// refused without a call (UNAUTHENTICATED); anyone else the api refuses gets FORBIDDEN.
import { TABLE_PAGE_SIZE } from '@canam/domain/constants';
import type { Maybe, QueryResolvers } from '../__generated__/resolvers-types.ts';
import type { GatewayContext } from '../context.ts';
import type { UserAccountPageKey } from '../loaders/userAccountPage.ts';
import { restStageOf, userListTypeOf, userPageParams } from '../models/people.ts';
import { connectionFromPage, pageRequestFor } from '../relay/connection.ts';
import { requireLogin } from './peopleErrors.ts';

type PeopleQueries = Pick<
  QueryResolvers,
  'users' | 'dealerRegistrations' | 'agentAccounts' | 'companyUsers'
>;

interface ListArgs {
  search?: Maybe<string>;
  first?: Maybe<number>;
  after?: Maybe<string>;
}

type PageParams = ReturnType<typeof userPageParams>;

/** One page of user rows, from the list that `key` names with the request's page and search. */
async function userPage(
  { loaders, credentials }: GatewayContext,
  { search, first, after }: ListArgs,
  key: (params: PageParams) => UserAccountPageKey,
) {
  requireLogin(credentials);
  const request = pageRequestFor(first, after, TABLE_PAGE_SIZE);
  const page = await loaders.userAccountPage.load(key(userPageParams(search, request)));
  return connectionFromPage(page, request);
}

export const peopleQueries: PeopleQueries = {
  users: (_root, { kind, ...args }, context) =>
    userPage(context, args, (params) => ({
      path: '/api/user/list',
      params: { ...params, type: userListTypeOf(kind) },
    })),

  dealerRegistrations: (_root, { tab, ...args }, context) =>
    userPage(context, args, (params) =>
      tab === 'PRE_REGISTRATION'
        ? { path: '/api/company/listUserWithoutCompany', params }
        : {
            path: '/api/company/listCompanyAndPreCompany',
            params: { ...params, type: restStageOf(tab) },
          },
    ),

  agentAccounts: (_root, args, context) =>
    userPage(context, args, (params) => ({ path: '/api/user/agents', params })),

  companyUsers: (_root, args, context) =>
    userPage(context, args, (params) => ({ path: '/api/user/companyUsers', params })),
};
