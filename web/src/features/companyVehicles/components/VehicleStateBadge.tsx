// Where a vehicle stands for a user of the client's company, as a coloured badge.
import { Badge } from '@chakra-ui/react';
import type { CompanyVehicleState } from '../../../__generated__/CompanyVehicleRow_companyVehicle.graphql.ts';
import { STATE_LABELS } from '../companyVehiclesSearch.ts';

const LOOKS = {
  WAITING: { state: 'waiting', palette: 'orange' },
  OFFERED: { state: 'offered', palette: 'blue' },
  EXPIRED: { state: 'expired', palette: 'gray' },
  PURCHASED: { state: 'purchased', palette: 'green' },
} as const;

export function VehicleStateBadge({ state }: { state: CompanyVehicleState }) {
  const look = state in LOOKS ? LOOKS[state as keyof typeof LOOKS] : null;
  return (
    <Badge colorPalette={look?.palette ?? 'gray'} variant="subtle" whiteSpace="normal">
      {look ? STATE_LABELS[look.state] : state}
    </Badge>
  );
}
