// One vehicle as a card, for screens of 576 px and below where the table stacks: the same
// content as a row, each value with its column's label (the fixed columns beside their labels,
// the optional ones as small tiles, so the card stays short).
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

function Tile({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Box as="dt" color="gray.600" fontSize="xs" fontWeight="medium" lineHeight="short">
        {label}
      </Box>
      <Flex as="dd" mt="1">
        {children}
      </Flex>
    </Box>
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
      <Grid as="dl" templateColumns="auto 1fr" columnGap="4" rowGap="2">
        <Entry label={VIN}>
          <VinLink vin={data.vin} />
        </Entry>
        <Entry label={STOCK}>
          <StockNumberText stockNumber={data.stockNumber} />
        </Entry>
        <Entry label={AGENT}>
          <AgentCell vehicle={data} />
        </Entry>
      </Grid>
      {columns.length > 0 && (
        <Grid
          as="dl"
          templateColumns="repeat(auto-fill, minmax(5.5rem, 1fr))"
          gap="3"
          mt="3"
          pt="3"
          borderTopWidth="1px"
        >
          {columns.map((column) => (
            <Tile key={column.key} label={column.label}>
              <OptionalCell
                column={column}
                vehicleId={data.id}
                vin={data.vin}
                counts={counts}
                onOpenRecords={onOpenRecords}
              />
            </Tile>
          ))}
        </Grid>
      )}
    </Box>
  );
}
