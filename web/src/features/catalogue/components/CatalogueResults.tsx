// A page of results: the vehicles (grid or list, paged), or what to do when none match.
import { Button, EmptyState, VStack } from '@chakra-ui/react';
import { SearchX } from 'lucide-react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import type { CatalogueView } from '@canam/domain/forms/catalogueFilter';
import type { CatalogueResults_connection$key } from '../../../__generated__/CatalogueResults_connection.graphql.ts';
import type { VehicleGrid_viewer$key } from '../../../__generated__/VehicleGrid_viewer.graphql.ts';
import { useLiveVehicles } from '../../offers/live/useLiveVehicles.ts';
import { VehicleGrid } from '../../vehicle/components/VehicleGrid.tsx';

interface CatalogueResultsProps {
  connection: CatalogueResults_connection$key;
  viewer: VehicleGrid_viewer$key;
  pageSize: number;
  layout: CatalogueView;
  onShowAll: () => void;
  /** The results query's Query.liveCursor: the cards follow every change since that query. */
  liveCursor: string | null;
}

export function CatalogueResults({
  connection,
  viewer,
  pageSize,
  layout,
  onShowAll,
  liveCursor,
}: CatalogueResultsProps) {
  const data = useFragment(
    graphql`
      fragment CatalogueResults_connection on VehicleConnection {
        totalCount
        edges {
          cursor
          node {
            id
          }
        }
        ...VehicleGrid_connection
      }
    `,
    connection,
  );
  // Open lists turn a card Sold, reprice it or drop its Buy Now the moment that happens.
  useLiveVehicles(
    data.edges.map((edge) => edge.node.id),
    liveCursor,
  );
  const [search] = useSearchParams();

  if (data.totalCount === 0) {
    return (
      <Empty title="No vehicles match these filters">
        <EmptyState.Description>
          Widen the ranges or choose fewer makes and models, or see every vehicle.
        </EmptyState.Description>
        <Button size="sm" colorPalette="brand" onClick={onShowAll}>
          Show All
        </Button>
      </Empty>
    );
  }
  if (data.edges.length === 0) {
    // A page number past the last page (an old link): offer the first page of the same filter.
    const first = new URLSearchParams(search);
    first.delete('page');
    return (
      <Empty title="This page has no vehicles">
        <EmptyState.Description>
          The list is shorter than it was: {data.totalCount} vehicles match these filters.
        </EmptyState.Description>
        <Button asChild size="sm" colorPalette="brand">
          <RouterLink to={`?${first.toString()}`}>Go to the first page</RouterLink>
        </Button>
      </Empty>
    );
  }
  return <VehicleGrid connection={data} viewer={viewer} pageSize={pageSize} layout={layout} />;
}

function Empty({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <EmptyState.Root bg="white" borderRadius="lg" borderWidth="1px">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <SearchX />
        </EmptyState.Indicator>
        <VStack textAlign="center" gap="3">
          <EmptyState.Title>{title}</EmptyState.Title>
          {children}
        </VStack>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
