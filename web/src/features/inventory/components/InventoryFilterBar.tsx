// The public inventory's compact filter: make, model and year, on the same schema and URL
// parameters as the dealer lists (the home page's search lands here with ?make=&model=).
import { useEffect } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, HStack, SimpleGrid } from '@chakra-ui/react';
import { Search } from 'lucide-react';
import { useForm } from 'react-hook-form';
import {
  YEAR_RANGE,
  catalogueFilterSchema,
  type CatalogueContext,
  type CatalogueFilter,
} from '@canam/domain/forms/catalogueFilter';
import type { MakeModelFields_query$key } from '../../../__generated__/MakeModelFields_query.graphql.ts';
import { MakeModelFields } from '../../catalogue/components/filters/MakeModelFields.tsx';
import { RangeField } from '../../catalogue/components/filters/RangeField.tsx';
import { formatYear } from '../../catalogue/filterFormats.ts';
import { useCatalogueFilter } from '../../catalogue/useCatalogueFilter.ts';

export const PUBLIC_CONTEXT: CatalogueContext = { staff: false, admin: false, prices: false };

export function InventoryFilterBar({ query }: { query: MakeModelFields_query$key }) {
  const { filter, apply, clear } = useCatalogueFilter(PUBLIC_CONTEXT);
  const { control, handleSubmit, reset } = useForm<CatalogueFilter>({
    resolver: zodResolver(catalogueFilterSchema),
    defaultValues: filter,
  });
  useEffect(() => reset(filter), [filter, reset]);

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
          <RangeField
            label="Year"
            name="year"
            control={control}
            bounds={YEAR_RANGE}
            step={1}
            format={formatYear}
          />
        </Box>
        <HStack gap="3">
          <Button flex="1" size="sm" variant="outline" onClick={clear}>
            Show All
          </Button>
          <Button flex="1" size="sm" type="submit" colorPalette="brand">
            <Search aria-hidden /> Search
          </Button>
        </HStack>
      </SimpleGrid>
    </Box>
  );
}
