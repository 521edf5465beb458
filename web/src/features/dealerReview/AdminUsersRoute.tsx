// /admin/users/registry (Pending), /admin/users/validate (Active) and /admin/users/rejected
// (Rejected), for dealer reviewers: the dealer users of that list, searched as typed and paged
// from the URL, with the details, company form and company validations modals. The route
// preloads the page of the URL; each row reads its own fragment. Accepting or rejecting a company
// asks for the page again, so its users leave the list.
import { Flex } from '@chakra-ui/react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData, useLocation, useRevalidator } from 'react-router-dom';
import type { AdminUsersRouteQuery } from '../../__generated__/AdminUsersRouteQuery.graphql.ts';
import { PageContainer } from '../../components/PageContainer.tsx';
import { PreloadBoundary } from '../../components/PreloadBoundary.tsx';
import { routeLoader, type PreloadedPage } from '../../relay/routeLoader.ts';
import { TableLoading } from '../vehicleTable/components/TableLoading.tsx';
import { SearchBox } from '../../components/SearchBox.tsx';
import { AdminUserModals } from './components/AdminUserModals.tsx';
import { AdminUserResults, type AdminUserTarget } from './components/AdminUserResults.tsx';
import { DealerReviewNav } from './components/DealerReviewNav.tsx';
import { listVariables, parseListSearch, USER_SEARCH_MAX_LENGTH } from './listSearch.ts';
import { REVIEW_TEXTS, toastListFailed } from './reviewTexts.ts';
import { useListSearch } from './useListSearch.ts';
import { useModalTarget } from './useModalTarget.ts';
import { userListOf, type UserList } from './userLists.ts';

const query = graphql`
  query AdminUsersRouteQuery($kind: UserListKind!, $search: String, $first: Int!, $after: String) {
    users(kind: $kind, search: $search, first: $first, after: $after) {
      ...AdminUserResults_connection
    }
  }
`;

export const adminUsersLoader = routeLoader(
  (preload, { request }, loadId): PreloadedPage<AdminUsersRouteQuery> => {
    const url = new URL(request.url);
    const { kind } = userListOf(url.pathname);
    const variables = { kind, ...listVariables(parseListSearch(url.searchParams)) };
    return {
      // Companies are reviewed all the time: show what the store has while asking again.
      queryRef: preload<AdminUsersRouteQuery>(query, variables, {
        fetchPolicy: 'store-and-network',
      }),
      loadId,
    };
  },
);

interface ResultsProps {
  queryRef: PreloadedQuery<AdminUsersRouteQuery>;
  list: UserList;
  search: string;
  onAction: (target: AdminUserTarget) => void;
}

function Results({ queryRef, list, search, onAction }: ResultsProps) {
  const data = usePreloadedQuery<AdminUsersRouteQuery>(query, queryRef);
  return (
    <AdminUserResults connection={data.users} list={list} search={search} onAction={onAction} />
  );
}

export function AdminUsersRoute() {
  const { queryRef, loadId } = useLoaderData() as PreloadedPage<AdminUsersRouteQuery>;
  const list = userListOf(useLocation().pathname);
  const { state, setSearchText } = useListSearch();
  const modal = useModalTarget<AdminUserTarget>();
  const revalidator = useRevalidator();
  return (
    <PageContainer title={list.title}>
      <DealerReviewNav />
      <Flex mb="4">
        <SearchBox
          value={state.search}
          onSearch={setSearchText}
          label="Search users"
          placeholder="Search by name, e-mail, phone or company"
          maxLength={USER_SEARCH_MAX_LENGTH}
        />
      </Flex>
      <PreloadBoundary
        failure={REVIEW_TEXTS.usersNotObtained}
        warn={toastListFailed}
        loadId={loadId}
        loading={<TableLoading label="Loading users" />}
      >
        <Results queryRef={queryRef} list={list} search={state.search} onAction={modal.show} />
      </PreloadBoundary>
      {modal.target && (
        <AdminUserModals
          target={modal.target}
          open={modal.open}
          onClose={modal.close}
          onListChanged={() => void revalidator.revalidate()}
        />
      )}
    </PageContainer>
  );
}
