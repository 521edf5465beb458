// What staff see besides the dealer view: release date, 'Publish until' (release date register
// + 3 days), cost in USD, selling price, status and the owning agent.
import { Badge, Box } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import { formatDate } from '@canam/domain/dates';
import { formatMoney } from '@canam/domain/money';
import { VEHICLE_STATUS_LABELS } from '@canam/domain/statuses';
import type { VehicleStaffDetails_vehicle$key } from '../../../__generated__/VehicleStaffDetails_vehicle.graphql.ts';
import { Nowrap, DetailRows } from './DetailRows.tsx';

const STATUS_COLORS: Record<string, string> = {
  ReadyToSell: 'green',
  InStock: 'blue',
  Sold: 'red',
  Draft: 'gray',
  Inactive: 'gray',
};

const NOT_SET = '—';

export function VehicleStaffDetails({ vehicle }: { vehicle: VehicleStaffDetails_vehicle$key }) {
  const data = useFragment(
    graphql`
      fragment VehicleStaffDetails_vehicle on Vehicle {
        status
        releaseDate
        publishUntil
        costUsd {
          amount
        }
        price {
          amount
        }
        agent {
          firstName
          lastName
          nickname
        }
      }
    `,
    vehicle,
  );
  const money = (value: { amount: string } | null | undefined) =>
    value ? <Nowrap>{formatMoney(value.amount)}</Nowrap> : NOT_SET;
  const agent = data.agent
    ? `${data.agent.firstName} ${data.agent.lastName}${data.agent.nickname ? ` (${data.agent.nickname})` : ''}`
    : 'No agent assigned';
  return (
    <Box bg="gray.50" borderRadius="md" borderWidth="1px" p="3" data-testid="staff-details">
      <DetailRows
        label="Staff details"
        variant="stacked"
        rows={[
          {
            label: 'Status',
            value: (
              <Badge colorPalette={STATUS_COLORS[data.status] ?? 'gray'} variant="subtle">
                {VEHICLE_STATUS_LABELS[data.status as keyof typeof VEHICLE_STATUS_LABELS] ??
                  data.status}
              </Badge>
            ),
          },
          { label: 'Agent', value: agent },
          {
            label: 'Release date',
            value: data.releaseDate ? formatDate(data.releaseDate) : NOT_SET,
          },
          {
            label: 'Publish until',
            value: data.publishUntil ? formatDate(data.publishUntil) : NOT_SET,
          },
          // The cost in USD only (one rule, specification section 9): a raw cost is in CAD.
          { label: 'Cost', value: money(data.costUsd) },
          { label: 'Selling price', value: data.price ? money(data.price) : 'Needs pricing' },
        ]}
      />
    </Box>
  );
}
