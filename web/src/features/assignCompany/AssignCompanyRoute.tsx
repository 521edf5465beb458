// /admin/assign-company (dealer reviewers; the reviewer's home): dealer users by stage in the tabs
// Pre registration, In review, Active and Rejected, searched as typed and paged, all in the URL;
// each tab's row actions and the dealer form modal (Add dealer, or a row's View). The route
// preloads the page of the URL; each row reads its own fragment. A change that moves users
// between tabs asks for the page again.
import { Button, Stack, Tabs } from '@chakra-ui/react';
import { UserPlus } from 'lucide-react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData, useRevalidator, useSearchParams } from 'react-router-dom';
import type { AssignCompanyRouteQuery } from '../../__generated__/AssignCompanyRouteQuery.graphql.ts';
import { PageContainer } from '../../components/PageContainer.tsx';
import { RouteTabPanels } from '../../components/RouteTabPanels.tsx';
import { PreloadBoundary } from '../../components/PreloadBoundary.tsx';
import { routeLoader, type PreloadedPage } from '../../relay/routeLoader.ts';
import { DealerReviewNav } from '../dealerReview/components/DealerReviewNav.tsx';
import {
  listVariables,
  parseListSearch,
  USER_SEARCH_MAX_LENGTH,
} from '../dealerReview/listSearch.ts';
import { REVIEW_TEXTS, toastListFailed } from '../dealerReview/reviewTexts.ts';
import { useListSearch } from '../dealerReview/useListSearch.ts';
import { useModalTarget } from '../dealerReview/useModalTarget.ts';
import { TableLoading } from '../vehicleTable/components/TableLoading.tsx';
import { SearchBox } from '../../components/SearchBox.tsx';
import { DealerFormModal } from './components/DealerFormModal.tsx';
import { DealerResults, type DealerUser } from './components/DealerResults.tsx';
import {
  DEALER_TABS,
  dealerTabOf,
  withTab,
  type DealerTab,
  type DealerTabValue,
} from './dealerTabs.ts';

const query = graphql`
  query AssignCompanyRouteQuery($tab: DealerStage!, $search: String, $first: Int!, $after: String) {
    dealerRegistrations(tab: $tab, search: $search, first: $first, after: $after) {
      ...DealerResults_connection
    }
  }
`;

export const assignCompanyLoader = routeLoader(
  (preload, { request }, loadId): PreloadedPage<AssignCompanyRouteQuery> => {
    const params = new URL(request.url).searchParams;
    const variables = { tab: dealerTabOf(params).stage, ...listVariables(parseListSearch(params)) };
    return {
      // Dealers sign up and are reviewed all the time: show what the store has while asking again.
      queryRef: preload<AssignCompanyRouteQuery>(query, variables, {
        fetchPolicy: 'store-and-network',
      }),
      loadId,
    };
  },
);

/** What the dealer form modal shows: a new dealer (null user) or a viewed row. */
interface DealerFormTarget {
  user: DealerUser | null;
}

interface ResultsProps {
  queryRef: PreloadedQuery<AssignCompanyRouteQuery>;
  tab: DealerTab;
  search: string;
  onView: (user: DealerUser) => void;
  onListChanged: () => void;
}

function Results({ queryRef, ...props }: ResultsProps) {
  const data = usePreloadedQuery<AssignCompanyRouteQuery>(query, queryRef);
  return <DealerResults connection={data.dealerRegistrations} {...props} />;
}

export function AssignCompanyRoute() {
  const { queryRef, loadId } = useLoaderData() as PreloadedPage<AssignCompanyRouteQuery>;
  const [params, setParams] = useSearchParams();
  const tab = dealerTabOf(params);
  const { state, setSearchText } = useListSearch();
  const modal = useModalTarget<DealerFormTarget>();
  const revalidator = useRevalidator();
  const reload = () => void revalidator.revalidate();

  return (
    <PageContainer title="Assign company">
      <DealerReviewNav />
      <Tabs.Root
        value={tab.value}
        onValueChange={({ value }) => setParams(withTab(params, value as DealerTabValue))}
        colorPalette="brand"
        size={{ base: 'sm', md: 'md' }}
      >
        <Tabs.List mb="4" flexWrap="wrap" rowGap="1">
          {DEALER_TABS.map(({ value, label }) => (
            <Tabs.Trigger key={value} value={value}>
              {label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <RouteTabPanels tabs={DEALER_TABS.map(({ value }) => value)} current={tab.value}>
          <Stack direction={{ base: 'column', sm: 'row' }} align={{ sm: 'center' }} gap="3" mb="4">
            <SearchBox
              value={state.search}
              onSearch={setSearchText}
              label="Search dealers"
              placeholder="Search by name, e-mail, phone or company"
              maxLength={USER_SEARCH_MAX_LENGTH}
            />
            <Button
              size="sm"
              colorPalette="green"
              ml={{ sm: 'auto' }}
              aria-haspopup="dialog"
              onClick={() => modal.show({ user: null })}
            >
              <UserPlus aria-hidden />
              Add dealer
            </Button>
          </Stack>
          <PreloadBoundary
            failure={REVIEW_TEXTS.usersNotObtained}
            warn={toastListFailed}
            loadId={loadId}
            loading={<TableLoading label="Loading dealers" />}
          >
            <Results
              queryRef={queryRef}
              tab={tab}
              search={state.search}
              onView={(user) => modal.show({ user })}
              onListChanged={reload}
            />
          </PreloadBoundary>
        </RouteTabPanels>
      </Tabs.Root>
      {modal.target && (
        <DealerFormModal
          user={modal.target.user}
          fullName={modal.target.user?.fullName}
          open={modal.open}
          onClose={modal.close}
          onSaved={() => {
            modal.close();
            reload();
          }}
        />
      )}
    </PageContainer>
  );
}
