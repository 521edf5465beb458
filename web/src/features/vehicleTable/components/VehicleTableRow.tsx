// One vehicle as a row of the table: VIN (the row's header, linking to the dashboard), stock
// number, agent with its edit box, then the chosen optional columns.
import { Table } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { VehicleTableRow_vehicle$key } from '../../../__generated__/VehicleTableRow_vehicle.graphql.ts';
import type { OptionalColumn } from '../columns.ts';
import { AgentCell } from './AgentCell.tsx';
import { OptionalCell, recordCounts, type RecordsTarget } from './OptionalCell.tsx';
import { StockNumberText } from './StockNumberText.tsx';
import { VinLink } from './VinLink.tsx';

interface VehicleTableRowProps {
  vehicle: VehicleTableRow_vehicle$key;
  columns: readonly OptionalColumn[];
  onOpenRecords: (target: RecordsTarget) => void;
}

export function VehicleTableRow({ vehicle, columns, onOpenRecords }: VehicleTableRowProps) {
  const data = useFragment(
    graphql`
      fragment VehicleTableRow_vehicle on Vehicle {
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
    <Table.Row>
      <Table.Cell asChild fontWeight="normal" textAlign="start">
        <th scope="row">
          <VinLink vin={data.vin} />
        </th>
      </Table.Cell>
      {/* The table scrolls rather than wrap (nowrap), but these texts may wrap to fit a screen. */}
      <Table.Cell whiteSpace="normal">
        <StockNumberText stockNumber={data.stockNumber} />
      </Table.Cell>
      <Table.Cell whiteSpace="normal">
        <AgentCell vehicle={data} />
      </Table.Cell>
      {columns.map((column) => (
        <Table.Cell key={column.key} textAlign="center" px="1.5">
          <OptionalCell
            column={column}
            vehicleId={data.id}
            vin={data.vin}
            counts={counts}
            onOpenRecords={onOpenRecords}
          />
        </Table.Cell>
      ))}
    </Table.Row>
  );
}
