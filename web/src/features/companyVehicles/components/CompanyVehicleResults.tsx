// A page of the client vehicles table: how many rows, the rows (a table, stacked cards on phones,
// each reading its own fragment) and the pages; or 'No vehicles to show' with why.
import { Button, Stack, Text } from '@chakra-ui/react';
import { CarFront } from 'lucide-react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { TABLE_PAGE_SIZE } from '@canam/domain/constants';
import type { CompanyVehicleResults_connection$key } from '../../../__generated__/CompanyVehicleResults_connection.graphql.ts';
import { EmptyList } from '../../../components/EmptyList.tsx';
import { Pagination } from '../../../components/Pagination.tsx';
import { ResponsiveTable } from '../../../components/ResponsiveTable.tsx';
import { COMPANY_VEHICLE_COLUMNS, CompanyVehicleRow } from './CompanyVehicleRow.tsx';

export const NO_VEHICLES = 'No vehicles to show';

interface CompanyVehicleResultsProps {
  connection: CompanyVehicleResults_connection$key;
  /** Whether a search or filter narrows the rows. */
  filtered: boolean;
}

export function CompanyVehicleResults({ connection, filtered }: CompanyVehicleResultsProps) {
  const { totalCount, edges } = useFragment(
    graphql`
      fragment CompanyVehicleResults_connection on CompanyVehicleConnection {
        totalCount
        edges {
          cursor
          node {
            ...CompanyVehicleRow_companyVehicle
          }
        }
      }
    `,
    connection,
  );
  const [params] = useSearchParams();
  if (edges.length === 0) {
    const firstPage = new URLSearchParams(params);
    firstPage.delete('page');
    return totalCount > 0 ? (
      <EmptyList icon={<CarFront />} title={NO_VEHICLES} description="This page is past the end.">
        <Button asChild size="sm" variant="outline">
          <RouterLink to={{ search: firstPage.toString() }}>Back to the first page</RouterLink>
        </Button>
      </EmptyList>
    ) : (
      <EmptyList
        icon={<CarFront />}
        title={NO_VEHICLES}
        description={
          filtered
            ? 'Nothing matches this search and these filters.'
            : 'Vehicles your users make offers on or buy show here.'
        }
      />
    );
  }
  return (
    <Stack gap="3">
      <Text color="gray.600" fontSize="sm">
        {totalCount} {totalCount === 1 ? 'vehicle' : 'vehicles'}
      </Text>
      <ResponsiveTable label="Vehicles" columns={COMPANY_VEHICLE_COLUMNS}>
        {edges.map((edge) => (
          <CompanyVehicleRow key={edge.cursor} row={edge.node} />
        ))}
      </ResponsiveTable>
      <Pagination totalCount={totalCount} pageSize={TABLE_PAGE_SIZE} />
    </Stack>
  );
}
