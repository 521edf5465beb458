// The selling price, what a buyer pays with fees, and the fee text: shown only when the api sent
// a price (the viewer may see prices and the vehicle has one).
import { Stack, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import { BUYER_FEE_TEXT } from '@canam/domain/constants';
import { formatMoney } from '@canam/domain/money';
import type { VehiclePrice_vehicle$key } from '../../../__generated__/VehiclePrice_vehicle.graphql.ts';
import { Money } from '../../../components/Money.tsx';

interface VehiclePriceProps {
  vehicle: VehiclePrice_vehicle$key;
  size?: 'card' | 'detail';
}

export function VehiclePrice({ vehicle, size = 'card' }: VehiclePriceProps) {
  const data = useFragment(
    graphql`
      fragment VehiclePrice_vehicle on Vehicle {
        price {
          amount
        }
        totalPrice {
          amount
        }
      }
    `,
    vehicle,
  );
  if (!data.price) return null;
  return (
    <Stack gap="0.5" data-testid="vehicle-price">
      <Money
        amount={data.price.amount}
        fontSize={size === 'detail' ? '3xl' : 'xl'}
        fontWeight="bold"
        color="brand.700"
        lineHeight="short"
      />
      {data.totalPrice && (
        <Text fontSize="sm" color="gray.700" fontWeight="medium">
          {`Total with fees ${formatMoney(data.totalPrice.amount)}`}
        </Text>
      )}
      <Text fontSize="xs" color="gray.600">
        {BUYER_FEE_TEXT}
      </Text>
    </Stack>
  );
}
