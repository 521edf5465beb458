// Year, make and model (linking to the detail page), trim and options, the edit pencil and the
// admins' work-order icon.
import { Box, Flex, Heading, HStack, IconButton, Link, Stack, Text } from '@chakra-ui/react';
import { Pencil, Wrench } from 'lucide-react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import type { VehicleTitle_vehicle$key } from '../../../__generated__/VehicleTitle_vehicle.graphql.ts';
import type { VehicleActions } from '../vehicleActions.ts';
import { vehicleDetailPath } from '../vehiclePaths.ts';

interface VehicleTitleProps {
  vehicle: VehicleTitle_vehicle$key;
  actions: VehicleActions;
  /** A card's title links to the detail page; the page's (h1) and side panel's do not. */
  variant?: 'card' | 'page' | 'panel';
}

export function trimAndOptions(trim?: string | null, options?: string | null): string {
  return [trim, options].filter(Boolean).join(' · ');
}

export function VehicleTitle({ vehicle, actions, variant = 'card' }: VehicleTitleProps) {
  const data = useFragment(
    graphql`
      fragment VehicleTitle_vehicle on Vehicle {
        title
        vin
        vinNumber {
          make
          model
          trim
          options
        }
      }
    `,
    vehicle,
  );
  const subtitle = trimAndOptions(data.vinNumber.trim, data.vinNumber.options);
  const detail = variant !== 'card';
  return (
    <Flex justify="space-between" align="start" gap="2">
      <Stack gap="0.5" minW="0">
        <Heading
          as={variant === 'page' ? 'h1' : 'h3'}
          size={
            variant === 'page' ? { base: '2xl', md: '3xl' } : variant === 'panel' ? '2xl' : 'md'
          }
          lineHeight="short"
        >
          {detail ? (
            data.title
          ) : (
            <Link asChild color="inherit" _hover={{ color: 'brand.700' }}>
              <RouterLink to={vehicleDetailPath({ vin: data.vin, ...data.vinNumber })}>
                {data.title}
              </RouterLink>
            </Link>
          )}
        </Heading>
        {subtitle && (
          <Text fontSize={detail ? 'lg' : 'sm'} color="gray.600" lineClamp={detail ? undefined : 2}>
            {subtitle}
          </Text>
        )}
      </Stack>
      {(actions.workOrder || actions.editPath) && (
        <HStack gap="1" flexShrink={0}>
          {actions.workOrder && (
            <Box color="orange.600" title="Open work order" aria-label="Open work order" role="img">
              <Wrench size={18} />
            </Box>
          )}
          {actions.editPath && (
            <IconButton
              asChild
              aria-label="Edit vehicle"
              size="sm"
              variant="ghost"
              colorPalette="brand"
            >
              <RouterLink to={actions.editPath}>
                <Pencil />
              </RouterLink>
            </IconButton>
          )}
        </HStack>
      )}
    </Flex>
  );
}
