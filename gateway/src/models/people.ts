// The people pages as the graph shows them: their enums from and to the api's values (a dealer's
// stage, DEALER_STAGES; the admin users lists, USER_LIST_TYPES; a user's status 0/1) and the REST
// query of a page of user rows.
import type { DealerStage as RestDealerStage, UserListType } from '@canam/domain/statuses';
import { USER_STATUS, type UserStatusCode } from '@canam/domain/statuses';
import type { DealerStage, UserListKind, UserStatus } from '../__generated__/resolvers-types.ts';
import { connectionFromPage, type PageRequest, type PageSlice } from '../relay/connection.ts';

const STAGES: Record<DealerStage, RestDealerStage> = {
  PRE_REGISTRATION: 'preRegistration',
  IN_REVIEW: 'inReview',
  ACTIVE: 'active',
  REJECTED: 'rejected',
};

const STAGE_NAMES = Object.fromEntries(
  Object.entries(STAGES).map(([graph, rest]) => [rest, graph]),
) as Record<RestDealerStage, DealerStage>;

const LIST_TYPES: Record<UserListKind, UserListType> = {
  PENDING: 'pending',
  ACTIVE: 'active',
  REJECTED: 'rejected',
};

/** The api's stage (REST `type` of the assign-company tabs) of a graph stage. */
export function restStageOf(stage: DealerStage): RestDealerStage {
  return STAGES[stage];
}

/** The graph's stage of a user row's stage; null for staff (the api sends none). */
export function dealerStageOf(stage: RestDealerStage | null): DealerStage | null {
  return stage === null ? null : STAGE_NAMES[stage];
}

/** REST `type` of GET /api/user/list. */
export function userListTypeOf(kind: UserListKind): UserListType {
  return LIST_TYPES[kind];
}

export function userStatusOf(code: number): UserStatus {
  return code === USER_STATUS.ACTIVE ? 'ACTIVE' : 'INACTIVE';
}

export function userStatusCode(status: UserStatus): UserStatusCode {
  return status === 'ACTIVE' ? USER_STATUS.ACTIVE : USER_STATUS.INACTIVE;
}

/** The REST query of a page of user rows: the search trimmed (left out when blank). */
export function userPageParams(search: string | null | undefined, request: PageRequest) {
  return {
    search: search?.trim() || undefined,
    page: request.page,
    resourcesPerPage: request.pageSize,
  };
}

/** A connection with nothing in it, for viewers who may not read the list (no call). */
export function emptyPage<T>(request: PageRequest): PageSlice<T> {
  return connectionFromPage<T>(
    { data: [], currentPage: request.page, total: 0, perPage: request.pageSize },
    request,
  );
}
