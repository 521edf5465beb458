// A page of the staff offers screen: the vehicles with active or expired negotiations that match
// the filters (preloaded by the route), as cards whose View Offers opens the offers panel, kept
// live, with server paging.
import { SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Handshake } from 'lucide-react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { CATALOGUE_PAGE_SIZE } from '@canam/domain/constants';
import { cursorForPage } from '@canam/domain/cursors';
import type {
  StaffOfferResultsQuery,
  StaffOfferResultsQuery$variables,
} from '../../../__generated__/StaffOfferResultsQuery.graphql.ts';
import { EmptyList } from '../../../components/EmptyList.tsx';
import { Pagination } from '../../../components/Pagination.tsx';
import { useLiveVehicles } from '../../offers/live/useLiveVehicles.ts';
import { VehicleCard } from '../../vehicle/components/VehicleCard.tsx';
import type { OffersSearch } from '../offersSearch.ts';

export const staffOfferResultsQuery = graphql`
  query StaffOfferResultsQuery(
    $status: OfferListStatus!
    $client: String
    $agent: ID
    $first: Int!
    $after: String
  ) {
    liveCursor
    viewer {
      ...VehicleCard_viewer
    }
    offerVehicles(status: $status, client: $client, agent: $agent, first: $first, after: $after) {
      totalCount
      edges {
        node {
          id
          ...VehicleCard_vehicle
        }
      }
    }
  }
`;

export const NO_OFFER_VEHICLES = {
  active: 'No vehicle has an open offer',
  expired: 'No vehicle has an expired offer',
} as const;

/** The query's variables for a search; an agent's list is its own vehicles whatever the URL says. */
export function staffOfferResultsVariables(
  search: OffersSearch,
  admin: boolean,
): StaffOfferResultsQuery$variables {
  return {
    status: search.tab === 'expired' ? 'EXPIRED' : 'ACTIVE',
    client: search.client || null,
    agent: admin && search.agent ? search.agent : null,
    first: CATALOGUE_PAGE_SIZE,
    after: cursorForPage(search.page, CATALOGUE_PAGE_SIZE),
  };
}

interface StaffOfferResultsProps {
  queryRef: PreloadedQuery<StaffOfferResultsQuery>;
  search: OffersSearch;
}

export function StaffOfferResults({ queryRef, search }: StaffOfferResultsProps) {
  const data = usePreloadedQuery<StaffOfferResultsQuery>(staffOfferResultsQuery, queryRef);
  const { edges, totalCount } = data.offerVehicles;
  useLiveVehicles(
    edges.map((edge) => edge.node.id),
    data.liveCursor ?? null,
  );

  if (edges.length === 0) {
    const filtered = Boolean(search.client || search.agent);
    return (
      <EmptyList
        icon={<Handshake />}
        title={NO_OFFER_VEHICLES[search.tab]}
        description={
          filtered
            ? 'Nothing matches these filters: change them or switch tabs to see every vehicle.'
            : 'Offers from dealers show here as they arrive.'
        }
      />
    );
  }
  return (
    <Stack gap="2">
      <Text color="gray.600" fontSize="sm">
        {totalCount} {totalCount === 1 ? 'vehicle' : 'vehicles'}
      </Text>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap={{ base: 4, md: 6 }}>
        {edges.map(({ node }) => (
          <VehicleCard key={node.id} vehicle={node} viewer={data.viewer} />
        ))}
      </SimpleGrid>
      <Pagination totalCount={totalCount} pageSize={CATALOGUE_PAGE_SIZE} />
    </Stack>
  );
}
