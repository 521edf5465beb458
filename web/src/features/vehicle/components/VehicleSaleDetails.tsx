// A sold vehicle's sale: staff see the sale data and the buyer, the dealer who bought it sees
// the final price and the purchase date.
import { Box } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import { formatDate } from '@canam/domain/dates';
import { formatMoney } from '@canam/domain/money';
import type { VehicleSaleDetails_vehicle$key } from '../../../__generated__/VehicleSaleDetails_vehicle.graphql.ts';
import { Nowrap, DetailRows, type DetailRow } from './DetailRows.tsx';

interface VehicleSaleDetailsProps {
  vehicle: VehicleSaleDetails_vehicle$key;
  mode: 'staff' | 'purchase';
}

export function VehicleSaleDetails({ vehicle, mode }: VehicleSaleDetailsProps) {
  const data = useFragment(
    graphql`
      fragment VehicleSaleDetails_vehicle on Vehicle {
        finalPrice {
          amount
        }
        sale {
          registerDate
          salePrice {
            amount
          }
          buyer {
            firstName
            lastName
          }
        }
      }
    `,
    vehicle,
  );
  const { sale } = data;
  const finalPrice = data.finalPrice ?? sale?.salePrice ?? null;
  const rows: DetailRow[] = [];
  if (mode === 'purchase') {
    if (finalPrice)
      rows.push({ label: 'Final price', value: <Nowrap>{formatMoney(finalPrice.amount)}</Nowrap> });
    if (sale) rows.push({ label: 'Purchase date', value: formatDate(sale.registerDate) });
  } else {
    if (finalPrice)
      rows.push({ label: 'Sale price', value: <Nowrap>{formatMoney(finalPrice.amount)}</Nowrap> });
    if (sale) rows.push({ label: 'Sale date', value: formatDate(sale.registerDate) });
    if (sale?.buyer) {
      rows.push({ label: 'Buyer', value: `${sale.buyer.firstName} ${sale.buyer.lastName}` });
    }
  }
  if (rows.length === 0) return null;
  return (
    <Box bg="red.50" borderColor="red.100" borderWidth="1px" borderRadius="md" p="3">
      <DetailRows
        label={mode === 'purchase' ? 'Your purchase' : 'Sale'}
        rows={rows}
        variant="stacked"
      />
    </Box>
  );
}
