// /admin/agent (agent managers: admins and super admins; the route's guard sends others home):
// every agent, searched and paged from the URL, with the one person form to add and edit them
// (role id 4, an invitation e-mail to set a password) and each one's status switch. The route
// preloads the page of the URL; each row reads its own fragment.
import { useCallback } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData, useRevalidator, useSearchParams } from 'react-router-dom';
import { TABLE_PAGE_SIZE } from '@canam/domain/constants';
import type { AgentsRouteQuery } from '../../__generated__/AgentsRouteQuery.graphql.ts';
import { listVariables, parseListSearch } from '../../components/listSearch.ts';
import { PageContainer } from '../../components/PageContainer.tsx';
import { PreloadBoundary } from '../../components/PreloadBoundary.tsx';
import { TableSkeleton } from '../../components/TableSkeleton.tsx';
import { useListParam } from '../../components/useListParam.ts';
import { routeLoader, type PreloadedPage } from '../../relay/routeLoader.ts';
import { PeopleToolbar } from '../people/components/PeopleToolbar.tsx';
import { PersonFormModal } from '../people/components/PersonFormModal.tsx';
import { usePersonModal, type EditedPerson } from '../people/usePersonModal.ts';
import { AgentResults } from './components/AgentResults.tsx';
import { useSaveAgent } from './useSaveAgent.ts';

const query = graphql`
  query AgentsRouteQuery($search: String, $first: Int!, $after: String) {
    agentAccounts(search: $search, first: $first, after: $after) {
      ...AgentResults_connection
    }
  }
`;

/** Warning when the page cannot load (in the wording of the specification's list warnings). */
export const AGENTS_LOAD_FAILED = 'The agents could not be obtained';

export const agentsLoader = routeLoader(
  (preload, { request }, loadId): PreloadedPage<AgentsRouteQuery> => {
    const search = parseListSearch(new URL(request.url).searchParams);
    return {
      queryRef: preload<AgentsRouteQuery>(query, listVariables(search, TABLE_PAGE_SIZE), {
        fetchPolicy: 'store-and-network',
      }),
      loadId,
    };
  },
);

interface ResultsProps {
  queryRef: PreloadedQuery<AgentsRouteQuery>;
  search: string;
  onEdit: (agent: EditedPerson) => void;
}

function Results({ queryRef, search, onEdit }: ResultsProps) {
  const data = usePreloadedQuery<AgentsRouteQuery>(query, queryRef);
  return <AgentResults connection={data.agentAccounts} search={search} onEdit={onEdit} />;
}

export function AgentsRoute() {
  const { queryRef, loadId } = useLoaderData() as PreloadedPage<AgentsRouteQuery>;
  const [params] = useSearchParams();
  const { search } = parseListSearch(params);
  const setParam = useListParam();
  const onSearch = useCallback((text: string) => setParam('search', text), [setParam]);
  const modal = usePersonModal();
  // A new agent: the route's loader asks for the page again, so it shows in the table.
  const revalidator = useRevalidator();
  const onCreated = useCallback(() => void revalidator.revalidate(), [revalidator]);
  const [save, saving] = useSaveAgent(onCreated);
  return (
    <PageContainer title="Agents">
      <PeopleToolbar
        search={search}
        onSearch={onSearch}
        searchLabel="Search agents"
        addLabel="Add agent"
        onAdd={modal.openAdd}
      />
      <PreloadBoundary
        failure={AGENTS_LOAD_FAILED}
        loadId={loadId}
        loading={<TableSkeleton label="Loading agents" />}
      >
        <Results queryRef={queryRef} search={search} onEdit={modal.openEdit} />
      </PreloadBoundary>
      <PersonFormModal
        open={modal.open}
        onClose={modal.close}
        title={modal.person ? 'Edit agent' : 'Add agent'}
        kind="agent"
        person={modal.person}
        saving={saving}
        onSave={(values, target) => save(values, modal.person?.id ?? null, target)}
      />
    </PageContainer>
  );
}
