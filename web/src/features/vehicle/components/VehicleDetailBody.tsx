// Everything about one vehicle: the detail page, the public view and the lists' side panel.
// The public view never shows prices or offer buttons (it is what a shared link shows).
import { Badge, Box, Grid, Heading, HStack, Stack } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { VehicleDetailBody_vehicle$key } from '../../../__generated__/VehicleDetailBody_vehicle.graphql.ts';
import type { VehicleDetailBody_viewer$key } from '../../../__generated__/VehicleDetailBody_viewer.graphql.ts';
import { useVehicleActions } from '../useVehicleActions.ts';
import { ConditionReportButton } from './ConditionReportButton.tsx';
import { DetailGallery } from './DetailGallery.tsx';
import { LocationTip } from './LocationTip.tsx';
import { PriceHint } from './PriceHint.tsx';
import { releaseText } from './ReleaseBanner.tsx';
import { ShareButton } from './ShareButton.tsx';
import { VehicleOfferActions } from './VehicleOfferActions.tsx';
import { VehiclePrice } from './VehiclePrice.tsx';
import { VehicleSaleDetails } from './VehicleSaleDetails.tsx';
import { VehicleSpecList } from './VehicleSpecList.tsx';
import { VehicleStaffDetails } from './VehicleStaffDetails.tsx';
import { VehicleTitle } from './VehicleTitle.tsx';
import { VinBarcode } from './VinBarcode.tsx';

export const US_LANDED_TAG = 'US-landed Canadian vehicle';

interface VehicleDetailBodyProps {
  vehicle: VehicleDetailBody_vehicle$key;
  viewer: VehicleDetailBody_viewer$key;
  mode: 'page' | 'panel' | 'public';
}

export function VehicleDetailBody({ vehicle, viewer, mode }: VehicleDetailBodyProps) {
  const data = useFragment(
    graphql`
      fragment VehicleDetailBody_vehicle on Vehicle {
        vin
        publicId
        releaseDate
        ...DetailGallery_vehicle
        ...LocationTip_vehicle
        ...ConditionReportButton_vehicle
        ...useVehicleActions_vehicle
        ...VehicleTitle_vehicle
        ...VehiclePrice_vehicle
        ...VehicleStaffDetails_vehicle
        ...VehicleSaleDetails_vehicle
        ...VehicleOfferActions_vehicle
        ...VehicleSpecList_vehicle
      }
    `,
    vehicle,
  );
  const viewerData = useFragment(
    graphql`
      fragment VehicleDetailBody_viewer on Viewer {
        ...useVehicleActions_viewer
      }
    `,
    viewer,
  );
  const viewerActions = useVehicleActions(data, viewerData);
  const isPublic = mode === 'public';
  const actions = isPublic ? { ...viewerActions, editPath: null, workOrder: false } : viewerActions;
  const release = releaseText(data.releaseDate);

  return (
    <Stack gap={{ base: 5, md: 8 }}>
      <Grid
        templateColumns={
          mode === 'panel' ? '1fr' : { base: '1fr', lg: 'minmax(0, 7fr) minmax(0, 5fr)' }
        }
        gap={{ base: 5, md: 8 }}
        alignItems="start"
      >
        <DetailGallery vehicle={data} sold={actions.sold} />
        <Stack gap="4">
          <VehicleTitle
            vehicle={data}
            actions={actions}
            variant={mode === 'panel' ? 'panel' : 'page'}
          />
          <HStack gap="2" wrap="wrap">
            <Badge colorPalette="brand" variant="subtle" size="lg">
              {US_LANDED_TAG}
            </Badge>
            {!actions.sold && (
              <Badge colorPalette={release === 'Available Now' ? 'green' : 'orange'} size="lg">
                {release}
              </Badge>
            )}
            {actions.sold && (
              <Badge colorPalette="red" variant="solid" size="lg">
                Sold
              </Badge>
            )}
          </HStack>
          {!isPublic && <VehiclePrice vehicle={data} size="detail" />}
          <PriceHint audience={actions.audience} />
          <LocationTip vehicle={data} />
          {!isPublic && <VehicleOfferActions vehicle={data} actions={actions} place="detail" />}
          <ConditionReportButton vehicle={data} embed />
          {isPublic && <ShareButton publicId={data.publicId} />}
          {!isPublic && actions.staffDetails && <VehicleStaffDetails vehicle={data} />}
          {!isPublic && actions.saleDetails && (
            <VehicleSaleDetails vehicle={data} mode={actions.saleDetails} />
          )}
          <Box bg="white" borderWidth="1px" borderRadius="md" p="3">
            <VinBarcode vin={data.vin} />
          </Box>
        </Stack>
      </Grid>
      <Box bg="white" borderWidth="1px" borderRadius="lg" p={{ base: 4, md: 6 }}>
        <Heading as={mode === 'panel' ? 'h3' : 'h2'} size="md" mb="4">
          Specifications
        </Heading>
        <VehicleSpecList vehicle={data} />
      </Box>
    </Stack>
  );
}
