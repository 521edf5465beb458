// /buyer/users (clients only; the route's guard sends others home): the users of the client's own
// company, searched and paged from the URL, with the one person form to add (role id 2, invited
// by e-mail) and edit them, and each one's status switch. The company is the client's own: the
// gateway takes it from the client's profile. Each row reads its own fragment.
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router-dom';
import { TABLE_PAGE_SIZE } from '@canam/domain/constants';
import type { CompanyUsersRouteQuery } from '../../__generated__/CompanyUsersRouteQuery.graphql.ts';
import { listVariables, parseListSearch } from '../../components/listSearch.ts';
import { routeLoader, type PreloadedPage } from '../../relay/routeLoader.ts';
import { PeoplePage } from '../people/components/PeoplePage.tsx';
import type { EditedPerson } from '../people/usePersonModal.ts';
import { CompanyUserResults } from './components/CompanyUserResults.tsx';
import { useSaveCompanyUser } from './useSaveCompanyUser.ts';

const query = graphql`
  query CompanyUsersRouteQuery($search: String, $first: Int!, $after: String) {
    viewer {
      user {
        id
      }
    }
    companyUsers(search: $search, first: $first, after: $after) {
      ...CompanyUserResults_connection
    }
  }
`;

/** Warning when the page cannot load (in the wording of the specification's list warnings). */
export const COMPANY_USERS_LOAD_FAILED = 'The users could not be obtained';

export const companyUsersLoader = routeLoader(
  (preload, { request }, loadId): PreloadedPage<CompanyUsersRouteQuery> => {
    const search = parseListSearch(new URL(request.url).searchParams);
    return {
      queryRef: preload<CompanyUsersRouteQuery>(query, listVariables(search, TABLE_PAGE_SIZE), {
        fetchPolicy: 'store-and-network',
      }),
      loadId,
    };
  },
);

interface ResultsProps {
  queryRef: PreloadedQuery<CompanyUsersRouteQuery>;
  search: string;
  onEdit: (user: EditedPerson) => void;
}

function Results({ queryRef, search, onEdit }: ResultsProps) {
  const data = usePreloadedQuery<CompanyUsersRouteQuery>(query, queryRef);
  return (
    <CompanyUserResults
      connection={data.companyUsers}
      viewerId={data.viewer.user?.id ?? null}
      search={search}
      onEdit={onEdit}
    />
  );
}

export function CompanyUsersRoute() {
  const { queryRef, loadId } = useLoaderData() as PreloadedPage<CompanyUsersRouteQuery>;
  return (
    <PeoplePage
      title="Users"
      noun="user"
      kind="subUser"
      failure={COMPANY_USERS_LOAD_FAILED}
      loadId={loadId}
      useSave={useSaveCompanyUser}
      results={(search, onEdit) => <Results queryRef={queryRef} search={search} onEdit={onEdit} />}
    />
  );
}
