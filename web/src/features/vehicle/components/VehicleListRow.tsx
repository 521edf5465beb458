// One vehicle as a compact row of the list display: thumbnail (opening the side panel), title,
// trim, price and total, miles, stock, location, status and the same buttons as the card.
import { useState } from 'react';
import {
  AspectRatio,
  Badge,
  Box,
  Card,
  chakra,
  Grid,
  HStack,
  Image,
  Stack,
} from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import { VEHICLE_STATUS_LABELS } from '@canam/domain/statuses';
import type { VehicleListRow_vehicle$key } from '../../../__generated__/VehicleListRow_vehicle.graphql.ts';
import type { VehicleListRow_viewer$key } from '../../../__generated__/VehicleListRow_viewer.graphql.ts';
import { useVehicleActions } from '../useVehicleActions.ts';
import { ConditionReportButton } from './ConditionReportButton.tsx';
import { releaseText } from './ReleaseBanner.tsx';
import { VehicleFacts } from './VehicleFacts.tsx';
import { useDetailPanel } from './useDetailPanel.tsx';
import { VehicleOfferActions } from './VehicleOfferActions.tsx';
import { NOT_FOUND_PICTURE, SoldOverlay } from './VehiclePhotos.tsx';
import { VehiclePrice } from './VehiclePrice.tsx';
import { VehicleTitle } from './VehicleTitle.tsx';

interface VehicleListRowProps {
  vehicle: VehicleListRow_vehicle$key;
  viewer: VehicleListRow_viewer$key;
}

export function VehicleListRow({ vehicle, viewer }: VehicleListRowProps) {
  const data = useFragment(
    graphql`
      fragment VehicleListRow_vehicle on Vehicle {
        title
        vin
        status
        releaseDate
        photos {
          url
          thumbnailUrl
        }
        ...ConditionReportButton_vehicle
        ...useVehicleActions_vehicle
        ...VehicleTitle_vehicle
        ...VehiclePrice_vehicle
        ...VehicleFacts_vehicle
        ...VehicleOfferActions_vehicle
      }
    `,
    vehicle,
  );
  const viewerData = useFragment(
    graphql`
      fragment VehicleListRow_viewer on Viewer {
        ...useVehicleActions_viewer
      }
    `,
    viewer,
  );
  const actions = useVehicleActions(data, viewerData);
  const { openPanel, panel } = useDetailPanel(data.vin, data.title);
  const [broken, setBroken] = useState(false);
  const photo = data.photos[0];
  const src = photo && !broken ? photo.thumbnailUrl || photo.url : NOT_FOUND_PICTURE;
  const release = releaseText(data.releaseDate);

  return (
    <Card.Root data-testid="vehicle-row" variant="outline" overflow="hidden">
      <Grid
        templateColumns={{ base: '112px 1fr', md: '180px 1fr 220px' }}
        gap={{ base: 3, md: 5 }}
        p={{ base: 3, md: 4 }}
        alignItems="start"
      >
        <chakra.button
          type="button"
          position="relative"
          borderRadius="md"
          overflow="hidden"
          bg="gray.100"
          cursor="zoom-in"
          onClick={openPanel}
          aria-label={`Show the details of the ${data.title}`}
          aria-haspopup="dialog"
        >
          <AspectRatio ratio={4 / 3}>
            <Image
              src={src}
              alt=""
              objectFit="cover"
              loading="lazy"
              onError={() => setBroken(true)}
            />
          </AspectRatio>
          {actions.sold && (
            <Box position="absolute" inset="0" transform="scale(0.7)" transformOrigin="top left">
              <SoldOverlay />
            </Box>
          )}
        </chakra.button>
        <Stack gap="2" minW="0">
          <VehicleTitle vehicle={data} actions={actions} />
          <HStack gap="2" wrap="wrap">
            {!actions.sold && (
              <Badge colorPalette={release === 'Available Now' ? 'green' : 'orange'}>
                {release}
              </Badge>
            )}
            {actions.staffDetails && (
              <Badge variant="outline">
                {VEHICLE_STATUS_LABELS[data.status as keyof typeof VEHICLE_STATUS_LABELS]}
              </Badge>
            )}
            {actions.sold && (
              <Badge colorPalette="red" variant="solid">
                Sold
              </Badge>
            )}
          </HStack>
          <Grid templateColumns={{ base: '1fr', lg: '1fr 1fr' }} gap="3" alignItems="start">
            <VehiclePrice vehicle={data} />
            <VehicleFacts vehicle={data} />
          </Grid>
        </Stack>
        <Stack gap="2" gridColumn={{ base: '1 / -1', md: 'auto' }}>
          <ConditionReportButton vehicle={data} />
          <VehicleOfferActions vehicle={data} actions={actions} stacked />
        </Stack>
      </Grid>
      {panel}
    </Card.Root>
  );
}
