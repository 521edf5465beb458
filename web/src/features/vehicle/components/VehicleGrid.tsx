// A page of vehicles as cards (grid) or compact rows (list), with numbered pagination and an
// empty state.
import { useDeferredValue } from 'react';
import { EmptyState, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { CarFront } from 'lucide-react';
import { graphql, useFragment } from 'react-relay';
import type { VehicleGrid_connection$key } from '../../../__generated__/VehicleGrid_connection.graphql.ts';
import type { VehicleGrid_viewer$key } from '../../../__generated__/VehicleGrid_viewer.graphql.ts';
import { Pagination } from '../../../components/Pagination.tsx';
import { VehicleCard } from './VehicleCard.tsx';
import { VehicleListRow } from './VehicleListRow.tsx';

/** The cards of the first row on a wide screen: the first screen's largest paint is among them. */
const FIRST_SCREEN_CARDS = 3;

interface VehicleGridProps {
  connection: VehicleGrid_connection$key;
  viewer: VehicleGrid_viewer$key;
  pageSize: number;
  layout?: 'grid' | 'list';
}

export function VehicleGrid({ connection, viewer, pageSize, layout = 'grid' }: VehicleGridProps) {
  const data = useFragment(
    graphql`
      fragment VehicleGrid_connection on VehicleConnection {
        totalCount
        edges {
          node {
            id
            ...VehicleCard_vehicle
            ...VehicleListRow_vehicle
          }
        }
      }
    `,
    connection,
  );
  const viewerData = useFragment(
    graphql`
      fragment VehicleGrid_viewer on Viewer {
        ...VehicleCard_viewer
        ...VehicleListRow_viewer
      }
    `,
    viewer,
  );

  // The first row paints first (the page's largest paint is in it); the cards below render right
  // after, in the background, so the first screen does not wait for them.
  const shown = useDeferredValue(
    data.edges.length,
    Math.min(data.edges.length, FIRST_SCREEN_CARDS),
  );
  const edges = data.edges.slice(0, shown);

  if (data.edges.length === 0) {
    return (
      <EmptyState.Root bg="white" borderRadius="lg" borderWidth="1px">
        <EmptyState.Content>
          <EmptyState.Indicator>
            <CarFront />
          </EmptyState.Indicator>
          <EmptyState.Title>No vehicles to show</EmptyState.Title>
          <EmptyState.Description>
            New inventory arrives every week: check back soon.
          </EmptyState.Description>
        </EmptyState.Content>
      </EmptyState.Root>
    );
  }

  return (
    // aria-busy while the cards below the first row are still rendering.
    <Stack gap="2" data-testid="vehicle-grid" aria-busy={shown < data.edges.length}>
      <Text color="gray.600" fontSize="sm">
        {data.totalCount} {data.totalCount === 1 ? 'vehicle' : 'vehicles'}
      </Text>
      {layout === 'list' ? (
        <Stack gap="3">
          {edges.map((edge) => (
            <VehicleListRow key={edge.node.id} vehicle={edge.node} viewer={viewerData} />
          ))}
        </Stack>
      ) : (
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap={{ base: 4, md: 6 }}>
          {edges.map((edge, index) => (
            <VehicleCard
              key={edge.node.id}
              vehicle={edge.node}
              viewer={viewerData}
              priority={index < FIRST_SCREEN_CARDS}
            />
          ))}
        </SimpleGrid>
      )}
      <Pagination totalCount={data.totalCount} pageSize={pageSize} />
    </Stack>
  );
}
