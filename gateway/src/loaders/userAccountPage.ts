// Pages of back-office user rows (UserAccountDto), newest first, keyed by their path and query:
// the admin users lists (GET /api/user/list?type=), the agents page (user/agents), the client's
// own users (user/companyUsers), the assign-company tabs (company/listUserWithoutCompany,
// company/listCompanyAndPreCompany?type=) and a company's users (company/listUserByCompany).
// Who may read each is the api's to say: its 403 becomes FORBIDDEN (perKey.ts).
import type DataLoader from 'dataloader';
import type { Paged } from '@canam/domain/rest/paged';
import type { UserAccountDto } from '@canam/domain/rest/users';
import type { DealerStage, UserListType } from '@canam/domain/statuses';
import type { RestClient } from '../rest/client.ts';
import { perKeyLoader, queryKey } from './perKey.ts';

interface PageParams {
  search?: string;
  page: number;
  resourcesPerPage: number;
}

export type UserAccountPageKey =
  | { path: '/api/user/list'; params: PageParams & { type: UserListType } }
  | { path: '/api/user/agents'; params: PageParams }
  | { path: '/api/user/companyUsers'; params: PageParams }
  | { path: '/api/company/listUserWithoutCompany'; params: PageParams }
  | { path: '/api/company/listCompanyAndPreCompany'; params: PageParams & { type: DealerStage } }
  | { path: '/api/company/listUserByCompany'; params: PageParams & { companyId: number } };

export type UserAccountPageLoader = DataLoader<UserAccountPageKey, Paged<UserAccountDto>, string>;

export function createUserAccountPageLoader(rest: RestClient): UserAccountPageLoader {
  return perKeyLoader(
    ({ path, params }) => rest.get<Paged<UserAccountDto>>(path, { ...params }),
    ({ path, params }) => queryKey(path, params),
  );
}
