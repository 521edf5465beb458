// The people lists of the back office, each one condition over userAccountPage: the admin users
// pages (dealer users of one stage), the agents page (every agent, any status) and the client's
// users page (the users of the caller's own company, the client included).
import type { ListQuery, UserAccountDto, UserListQuery } from '@canam/domain/rest/users';
import type { Paged } from '@canam/domain/rest/paged';
import { STAGE_OF_USER_LIST } from '@canam/domain/statuses';
import type { Viewer } from '../auth/viewer.ts';
import type { Db } from '../db/database.ts';
import { hasRole, isDealerUser, stageSql, userAccountPage } from './userAccounts.ts';

/** GET /api/user/list?type=: Pending (in review), Active or Rejected dealer users. */
export function dealerUserPage(db: Db, query: UserListQuery): Promise<Paged<UserAccountDto>> {
  const stage = STAGE_OF_USER_LIST[query.type];
  return userAccountPage(db, (eb) => eb.and([isDealerUser(eb), eb(stageSql, '=', stage)]), query);
}

/** GET /api/user/agents: users with ROLE_AGENT (role id 4), active or not. */
export function agentPage(db: Db, query: ListQuery): Promise<Paged<UserAccountDto>> {
  return userAccountPage(db, (eb) => hasRole(eb, ['ROLE_AGENT']), query);
}

/** GET /api/user/companyUsers: the users of the viewer's own company; none without a company. */
export async function companyUserPage(
  db: Db,
  viewer: Viewer,
  query: ListQuery,
): Promise<Paged<UserAccountDto>> {
  const companyId = viewer.companyId;
  if (companyId === null) {
    return { data: [], currentPage: query.page, total: 0, perPage: query.resourcesPerPage };
  }
  return userAccountPage(db, (eb) => eb('u.company_id', '=', companyId), query);
}
