// /buyer/users (clients only; the route's guard sends others home): the users of the client's own
// company, searched and paged from the URL, with the one person form to add (role id 2, invited
// by e-mail) and edit them, and each one's status switch. The company is the client's own: the
// gateway takes it from the client's profile. Each row reads its own fragment.
import { useCallback } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData, useRevalidator, useSearchParams } from 'react-router-dom';
import { TABLE_PAGE_SIZE } from '@canam/domain/constants';
import type { CompanyUsersRouteQuery } from '../../__generated__/CompanyUsersRouteQuery.graphql.ts';
import { listVariables, parseListSearch } from '../../components/listSearch.ts';
import { PageContainer } from '../../components/PageContainer.tsx';
import { PreloadBoundary } from '../../components/PreloadBoundary.tsx';
import { TableSkeleton } from '../../components/TableSkeleton.tsx';
import { useListParam } from '../../components/useListParam.ts';
import { routeLoader, type PreloadedPage } from '../../relay/routeLoader.ts';
import { PeopleToolbar } from '../people/components/PeopleToolbar.tsx';
import { PersonFormModal } from '../people/components/PersonFormModal.tsx';
import { usePersonModal, type EditedPerson } from '../people/usePersonModal.ts';
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
  const [params] = useSearchParams();
  const { search } = parseListSearch(params);
  const setParam = useListParam();
  const onSearch = useCallback((text: string) => setParam('search', text), [setParam]);
  const modal = usePersonModal();
  // A new user: the route's loader asks for the page again, so it shows in the table.
  const revalidator = useRevalidator();
  const onCreated = useCallback(() => void revalidator.revalidate(), [revalidator]);
  const [save, saving] = useSaveCompanyUser(onCreated);
  return (
    <PageContainer title="Users">
      <PeopleToolbar
        search={search}
        onSearch={onSearch}
        searchLabel="Search users"
        addLabel="Add user"
        onAdd={modal.openAdd}
      />
      <PreloadBoundary
        failure={COMPANY_USERS_LOAD_FAILED}
        loadId={loadId}
        loading={<TableSkeleton label="Loading users" />}
      >
        <Results queryRef={queryRef} search={search} onEdit={modal.openEdit} />
      </PreloadBoundary>
      <PersonFormModal
        open={modal.open}
        onClose={modal.close}
        title={modal.person ? 'Edit user' : 'Add user'}
        kind="subUser"
        person={modal.person}
        saving={saving}
        onSave={(values, target) => save(values, modal.person?.id ?? null, target)}
      />
    </PageContainer>
  );
}
