// A page of results: the vehicles (grid or list, paged), or what to do when none match.
import { Button } from '@chakra-ui/react';
import { SearchX } from 'lucide-react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import type { CatalogueContext } from '@canam/domain/forms/catalogueFilter';
import type { CatalogueResults_connection$key } from '../../../__generated__/CatalogueResults_connection.graphql.ts';
import type { VehicleGrid_viewer$key } from '../../../__generated__/VehicleGrid_viewer.graphql.ts';
import { EmptyList } from '../../../components/EmptyList.tsx';
import { VehicleGrid } from '../../vehicle/components/VehicleGrid.tsx';
import { useLiveResults } from './useLiveResults.ts';
import { useCatalogueFilter } from '../useCatalogueFilter.ts';

interface CatalogueResultsProps {
  connection: CatalogueResults_connection$key;
  viewer: VehicleGrid_viewer$key;
  pageSize: number;
  /** The list's filter context: its display (grid or list) and Show All come from the URL. */
  context: CatalogueContext;
  /** The results query's Query.liveCursor: the cards follow every change since that query. */
  liveCursor: string | null;
  /** Loads the page again: given, the page follows the whole catalogue (useLiveCatalogue). */
  onNewVehicle?: () => void;
}

export function CatalogueResults({
  connection,
  viewer,
  pageSize,
  context,
  liveCursor,
  onNewVehicle,
}: CatalogueResultsProps) {
  const { filter, clear: onShowAll } = useCatalogueFilter(context);
  const layout = filter.view;
  const data = useLiveResults(
    useFragment(
      graphql`
        fragment CatalogueResults_connection on VehicleConnection {
          ...useLiveResults_connection
        }
      `,
      connection,
    ),
    liveCursor,
    onNewVehicle,
  );
  const [search] = useSearchParams();

  if (data.totalCount === 0) {
    return (
      <EmptyList
        icon={<SearchX />}
        title="No vehicles match these filters"
        description="Widen the ranges or choose fewer makes and models, or see every vehicle."
      >
        <Button size="sm" colorPalette="brand" onClick={onShowAll}>
          Show All
        </Button>
      </EmptyList>
    );
  }
  if (data.edges.length === 0) {
    // A page number past the last page (an old link): offer the first page of the same filter.
    const first = new URLSearchParams(search);
    first.delete('page');
    return (
      <EmptyList
        icon={<SearchX />}
        title="This page has no vehicles"
        description={`The list is shorter than it was: ${data.totalCount} vehicles match these filters.`}
      >
        <Button asChild size="sm" colorPalette="brand">
          <RouterLink to={`?${first.toString()}`}>Go to the first page</RouterLink>
        </Button>
      </EmptyList>
    );
  }
  return <VehicleGrid connection={data} viewer={viewer} pageSize={pageSize} layout={layout} />;
}
