// /admin/agent (agent managers: admins and super admins; the route's guard sends others home):
// every agent, searched and paged from the URL, with the one person form to add and edit them
// (role id 4, an invitation e-mail to set a password) and each one's status switch. The route
// preloads the page of the URL; each row reads its own fragment.
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router-dom';
import { TABLE_PAGE_SIZE } from '@canam/domain/constants';
import type { AgentsRouteQuery } from '../../__generated__/AgentsRouteQuery.graphql.ts';
import { listVariables, parseListSearch } from '../../components/listSearch.ts';
import { routeLoader, type PreloadedPage } from '../../relay/routeLoader.ts';
import { PeoplePage } from '../people/components/PeoplePage.tsx';
import type { EditedPerson } from '../people/usePersonModal.ts';
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
  return (
    <PeoplePage
      title="Agents"
      noun="agent"
      kind="agent"
      failure={AGENTS_LOAD_FAILED}
      loadId={loadId}
      useSave={useSaveAgent}
      results={(search, onEdit) => <Results queryRef={queryRef} search={search} onEdit={onEdit} />}
    />
  );
}
