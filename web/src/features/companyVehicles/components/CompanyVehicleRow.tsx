// One vehicle and one user of the client's company: the vehicle (thumbnail, year make model as the
// link to its page, VIN, stock number), the user, where it stands, the last offer (who made it and
// how much), when the negotiation expires or the purchase date, and the sale price.
import { Box, HStack, Image, Link, Stack, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import type { CompanyVehicleRow_companyVehicle$key } from '../../../__generated__/CompanyVehicleRow_companyVehicle.graphql.ts';
import { DateText, Money } from '../../../components/Money.tsx';
import { ResponsiveRow } from '../../../components/ResponsiveTable.tsx';
import { vehicleDetailPath } from '../../vehicle/vehiclePaths.ts';
import { VehicleStateBadge } from './VehicleStateBadge.tsx';

export const COMPANY_VEHICLE_COLUMNS = [
  'Vehicle',
  'User',
  'State',
  'Last offer',
  'Expires / purchased',
  'Sale price',
] as const;

const NONE = '—';

export function CompanyVehicleRow({ row }: { row: CompanyVehicleRow_companyVehicle$key }) {
  const data = useFragment(
    graphql`
      fragment CompanyVehicleRow_companyVehicle on CompanyVehicle {
        vehicle {
          id
          vin
          stockNumber
          vinNumber {
            year
            make
            model
          }
          photos {
            thumbnailUrl
          }
        }
        user {
          id
          fullName
        }
        state
        lastOffer {
          side
          price {
            amount
          }
          createdAt
        }
        expiresAt
        salePrice {
          amount
        }
        purchaseDate
      }
    `,
    row,
  );
  const { vehicle, lastOffer } = data;
  const { year, make, model } = vehicle.vinNumber;
  const title = [year, make, model].filter(Boolean).join(' ') || vehicle.vin;
  const thumbnail = vehicle.photos[0]?.thumbnailUrl;
  const when = data.purchaseDate ?? (data.state === 'PURCHASED' ? null : data.expiresAt);
  const [vehicleColumn, user, state, offer, expires, price] = COMPANY_VEHICLE_COLUMNS;
  return (
    <ResponsiveRow
      label={`${title}, ${data.user.fullName}`}
      cells={[
        {
          label: vehicleColumn,
          content: (
            <HStack gap="3" align="start">
              {thumbnail && (
                <Image src={thumbnail} alt="" w="16" h="12" objectFit="cover" borderRadius="md" />
              )}
              <Stack gap="0" minW="0">
                <Link asChild color="brand.700" fontWeight="semibold">
                  <RouterLink to={vehicleDetailPath({ vin: vehicle.vin, make, model })}>
                    {title}
                  </RouterLink>
                </Link>
                <Text fontSize="xs" color="gray.600" fontVariantNumeric="tabular-nums">
                  VIN {vehicle.vin}
                </Text>
                <Text fontSize="xs" color="gray.600">
                  {vehicle.stockNumber ? `Stock ${vehicle.stockNumber}` : 'No stock number'}
                </Text>
              </Stack>
            </HStack>
          ),
        },
        { label: user, content: data.user.fullName },
        { label: state, content: <VehicleStateBadge state={data.state} /> },
        {
          label: offer,
          content: lastOffer ? (
            <Box>
              <Text fontSize="xs" color="gray.600">
                {lastOffer.side === 'PROVIDER' ? 'Provider' : 'Dealer'}
              </Text>
              <Money amount={lastOffer.price.amount} fontWeight="semibold" />
            </Box>
          ) : (
            NONE
          ),
        },
        {
          label: expires,
          content: when ? (
            <Box>
              <Text fontSize="xs" color="gray.600">
                {data.purchaseDate ? 'Purchased' : data.state === 'EXPIRED' ? 'Expired' : 'Expires'}
              </Text>
              <DateText value={when} fontSize="sm" />
            </Box>
          ) : (
            NONE
          ),
        },
        {
          label: price,
          content: data.salePrice ? <Money amount={data.salePrice.amount} /> : NONE,
        },
      ]}
    />
  );
}
