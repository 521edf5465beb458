// One vehicle as a card, for screens of 576 px and below where the table stacks: the same
// content as a row, each value under its column's label.
import type { ReactNode } from 'react';
import { Box, Flex, Grid } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { VehicleTableCard_vehicle$key } from '../../../__generated__/VehicleTableCard_vehicle.graphql.ts';
import { FIXED_COLUMNS, type OptionalColumn } from '../columns.ts';
import { AgentCell } from './AgentCell.tsx';
import { OptionalCell, recordCounts, type RecordsTarget } from './OptionalCell.tsx';
import { StockNumberText } from './StockNumberText.tsx';
import { VinLink } from './VinLink.tsx';

interface VehicleTableCardProps {
  vehicle: VehicleTableCard_vehicle$key;
  columns: readonly OptionalColumn[];
  onOpenRecords: (target: RecordsTarget) => void;
}

function Entry({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Box as="dt" color="gray.600" fontSize="sm" fontWeight="medium" alignSelf="center">
        {label}
      </Box>
      <Box as="dd" minW="0" alignSelf="center">
        {children}
      </Box>
    </>
  );
}

const [VIN, STOCK, AGENT] = FIXED_COLUMNS.map((column) => column.label) as [string, string, string];

export function VehicleTableCard({ vehicle, columns, onOpenRecords }: VehicleTableCardProps) {
  const data = useFragment(
    graphql`
      fragment VehicleTableCard_vehicle on Vehicle {
        id
        vin
        stockNumber
        ...AgentCell_vehicle
        checks {
          totalCount
        }
        conditionReports {
          totalCount
        }
        notes {
          totalCount
        }
      }
    `,
    vehicle,
  );
  const counts = recordCounts(data);
  return (
    <Box
      as="article"
      aria-label={data.vin}
      bg="white"
      borderWidth="1px"
      borderRadius="lg"
      p="4"
      data-testid="vehicle-table-card"
    >
      <Grid as="dl" templateColumns="minmax(7rem, auto) 1fr" columnGap="3" rowGap="2">
        <Entry label={VIN}>
          <VinLink vin={data.vin} />
        </Entry>
        <Entry label={STOCK}>
          <StockNumberText stockNumber={data.stockNumber} />
        </Entry>
        <Entry label={AGENT}>
          <AgentCell vehicle={data} />
        </Entry>
        {columns.map((column) => (
          <Entry key={column.key} label={column.label}>
            <Flex>
              <OptionalCell
                column={column}
                vehicleId={data.id}
                vin={data.vin}
                counts={counts}
                onOpenRecords={onOpenRecords}
              />
            </Flex>
          </Entry>
        ))}
      </Grid>
    </Box>
  );
}
