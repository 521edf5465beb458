// The dashboard of a VIN that matches no vehicle: said plainly, with the way back to the table.
import { Button } from '@chakra-ui/react';
import { SearchX } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyList } from '../../../components/EmptyList.tsx';
import { VEHICLE_TABLE_PATH } from '../dashboardSearch.ts';

export function DashboardNotFound({ vin }: { vin: string }) {
  return (
    <EmptyList
      icon={<SearchX />}
      title={`No vehicle has the VIN ${vin}`}
      description="Check the VIN, or find the vehicle in the table."
    >
      <Button asChild colorPalette="brand">
        <RouterLink to={VEHICLE_TABLE_PATH}>Back to the vehicle table</RouterLink>
      </Button>
    </EmptyList>
  );
}
