// The Vehicles view of a list: the filter panel (a sidebar on wide screens, a drawer on small
// ones), the display toggle and the results, which load in their own boundary so the panel
// stays put while a new page or filter loads.
import { Suspense, useState, type ReactNode } from 'react';
import { Box, Flex, HStack, Stack, useBreakpointValue } from '@chakra-ui/react';
import type { CatalogueContext } from '@canam/domain/forms/catalogueFilter';
import type { FilterPanel_query$key } from '../../../__generated__/FilterPanel_query.graphql.ts';
import { ErrorBoundary } from '../../../components/ErrorBoundary.tsx';
import { useCatalogueFilter } from '../useCatalogueFilter.ts';
import { ActiveFilters } from './ActiveFilters.tsx';
import { FilterDrawer } from './FilterDrawer.tsx';
import { FilterPanel } from './FilterPanel.tsx';
import { ResultsError, ResultsLoading } from './ResultsFallback.tsx';
import { ViewToggle } from './ViewToggle.tsx';

interface VehiclesViewProps {
  query: FilterPanel_query$key;
  context: Required<CatalogueContext>;
  /** Changes with every load of the results, so a failed or new page starts afresh. */
  resultsKey: string;
  results: ReactNode;
}

export function VehiclesView({ query, context, resultsKey, results }: VehiclesViewProps) {
  const wide = useBreakpointValue({ base: false, lg: true }, { ssr: false }) ?? false;
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { filter, setView, activeCount } = useCatalogueFilter(context);
  const panel = <FilterPanel query={query} context={context} onDone={() => setDrawerOpen(false)} />;

  return (
    <Flex gap="6" align="start">
      {wide && (
        <Box
          as="aside"
          aria-label="Filters"
          w="72"
          flexShrink={0}
          bg="white"
          borderWidth="1px"
          borderRadius="lg"
          p="5"
          boxShadow="xs"
        >
          {panel}
        </Box>
      )}
      <Stack flex="1" minW="0" gap="4">
        <HStack justify="space-between" align="start" gap="4">
          {wide && <ActiveFilters filter={filter} context={context} />}
          {!wide && (
            <FilterDrawer open={drawerOpen} onOpenChange={setDrawerOpen} activeCount={activeCount}>
              {panel}
            </FilterDrawer>
          )}
          <ViewToggle value={filter.view} onChange={setView} />
        </HStack>
        <ErrorBoundary key={resultsKey} fallback={<ResultsError />}>
          <Suspense fallback={<ResultsLoading />}>{results}</Suspense>
        </ErrorBoundary>
      </Stack>
    </Flex>
  );
}
