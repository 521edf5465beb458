// The public inventory's compact filter: make, model and year, on the same schema and URL
// parameters as the dealer lists (the home page's search lands here with ?make=&model=).
import { Box, SimpleGrid } from '@chakra-ui/react';
import type { MakeModelFields_query$key } from '../../../__generated__/MakeModelFields_query.graphql.ts';
import { FilterActions } from '../../catalogue/components/filters/FilterActions.tsx';
import { MakeModelFields } from '../../catalogue/components/filters/MakeModelFields.tsx';
import { FILTER_RANGES } from '../../catalogue/components/filters/filterRanges.ts';
import { RangeField } from '../../catalogue/components/filters/RangeField.tsx';
import { useCatalogueFilterForm } from '../../catalogue/useCatalogueFilterForm.ts';
import { PUBLIC_CONTEXT } from '../publicContext.ts';

export function InventoryFilterBar({ query }: { query: MakeModelFields_query$key }) {
  const { form, apply, clear } = useCatalogueFilterForm(PUBLIC_CONTEXT);
  const { control, handleSubmit } = form;

  return (
    <Box
      as="form"
      role="search"
      aria-label="Filter vehicles"
      bg="white"
      borderWidth="1px"
      borderRadius="lg"
      boxShadow="xs"
      p={{ base: 4, md: 5 }}
      mb="6"
      onSubmit={handleSubmit(apply)}
    >
      <SimpleGrid columns={{ base: 1, md: 2, lg: 4 }} gap={{ base: 4, lg: 6 }} alignItems="end">
        <MakeModelFields query={query} control={control} />
        <Box pb="1">
          <RangeField {...FILTER_RANGES.year} control={control} />
        </Box>
        <FilterActions onShowAll={clear} />
      </SimpleGrid>
    </Box>
  );
}
