// Miles, stock number and location (with the export location's maps popover).
import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { Gauge, Hash } from 'lucide-react';
import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { VehicleFacts_vehicle$key } from '../../../__generated__/VehicleFacts_vehicle.graphql.ts';
import { LocationTip } from './LocationTip.tsx';

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <HStack gap="1.5" color="gray.700" fontSize="sm" minW="0">
      <Box color="brand.600" flexShrink={0} aria-hidden>
        {icon}
      </Box>
      <Text as="span" srOnly>
        {label}
      </Text>
      <Text as="span" truncate>
        {children}
      </Text>
    </HStack>
  );
}

export function milesText(miles: number | null | undefined): string {
  return miles != null ? `${miles.toLocaleString('en-US')} miles` : 'Miles not available';
}

export function VehicleFacts({ vehicle }: { vehicle: VehicleFacts_vehicle$key }) {
  const data = useFragment(
    graphql`
      fragment VehicleFacts_vehicle on Vehicle {
        miles
        stockNumber
        ...LocationTip_vehicle
      }
    `,
    vehicle,
  );
  return (
    <Stack gap="1.5">
      <Fact icon={<Gauge size={16} />} label="Miles">
        {milesText(data.miles)}
      </Fact>
      <Fact icon={<Hash size={16} />} label="Stock number">
        Stock # {data.stockNumber ?? 'not assigned'}
      </Fact>
      <LocationTip vehicle={data} />
    </Stack>
  );
}
