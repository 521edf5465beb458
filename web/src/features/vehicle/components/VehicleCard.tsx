// One vehicle of a list in every state of the specification's "Vehicle card": countdown, photos
// (opening the side panel), title, price, facts, staff and sale details, VIN barcode, condition
// report and the offer buttons that vehicleActions() decides.
import { lazy, Suspense } from 'react';
import { Card, Separator, Stack } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { VehicleCard_vehicle$key } from '../../../__generated__/VehicleCard_vehicle.graphql.ts';
import type { VehicleCard_viewer$key } from '../../../__generated__/VehicleCard_viewer.graphql.ts';
import { useAnnounceWhen } from '../../../components/liveAnnouncer.tsx';
import { useVehicleActions } from '../useVehicleActions.ts';
import { ConditionReportButton } from './ConditionReportButton.tsx';
import { ReleaseBanner } from './ReleaseBanner.tsx';
import { VehicleFacts } from './VehicleFacts.tsx';
import { useDetailPanel } from './useDetailPanel.tsx';
import { VehicleOfferActions } from './VehicleOfferActions.tsx';
import { VehiclePhotos } from './VehiclePhotos.tsx';
import { VehiclePrice } from './VehiclePrice.tsx';
import { VehicleSaleDetails } from './VehicleSaleDetails.tsx';
import { VehicleTitle } from './VehicleTitle.tsx';
import { VinBarcode } from './VinBarcode.tsx';

// Staff-only: its code loads when a staff viewer's card shows it, never with the public lists.
const VehicleStaffDetails = lazy(() =>
  import('./VehicleStaffDetails.tsx').then((module) => ({ default: module.VehicleStaffDetails })),
);

interface VehicleCardProps {
  vehicle: VehicleCard_vehicle$key;
  viewer: VehicleCard_viewer$key;
  /** A card of the first screen: its photo loads at once, with high priority. */
  priority?: boolean;
}

export function VehicleCard({ vehicle, viewer, priority = false }: VehicleCardProps) {
  const data = useFragment(
    graphql`
      fragment VehicleCard_vehicle on Vehicle {
        id
        title
        vin
        photos {
          url
        }
        ...ReleaseBanner_vehicle
        ...ConditionReportButton_vehicle
        ...useVehicleActions_vehicle
        ...VehicleTitle_vehicle
        ...VehiclePrice_vehicle
        ...VehicleFacts_vehicle
        ...VehicleStaffDetails_vehicle
        ...VehicleSaleDetails_vehicle
        ...VehicleOfferActions_vehicle
      }
    `,
    vehicle,
  );
  const viewerData = useFragment(
    graphql`
      fragment VehicleCard_viewer on Viewer {
        ...useVehicleActions_viewer
      }
    `,
    viewer,
  );
  const actions = useVehicleActions(data, viewerData);
  const { openPanel, panel } = useDetailPanel(data.vin, data.title);
  useAnnounceWhen(actions.sold, `${data.title} is now sold.`);

  return (
    <Card.Root data-testid="vehicle-card" overflow="hidden" variant="elevated" h="100%">
      <ReleaseBanner vehicle={data} sold={actions.sold} />
      <VehiclePhotos
        urls={data.photos.map((photo) => photo.url)}
        alt={data.title}
        sold={actions.sold}
        onOpen={openPanel}
        priority={priority}
      />
      <Card.Body gap="3" p="4">
        <VehicleTitle vehicle={data} actions={actions} />
        <VehiclePrice vehicle={data} />
        <VehicleFacts vehicle={data} />
        {actions.staffDetails && (
          <Suspense fallback={null}>
            <VehicleStaffDetails vehicle={data} />
          </Suspense>
        )}
        {actions.saleDetails && <VehicleSaleDetails vehicle={data} mode={actions.saleDetails} />}
        <Separator />
        <VinBarcode vin={data.vin} />
      </Card.Body>
      <Card.Footer p="4" pt="0">
        <Stack gap="2" w="100%">
          <ConditionReportButton vehicle={data} />
          <VehicleOfferActions vehicle={data} actions={actions} />
        </Stack>
      </Card.Footer>
      {panel}
    </Card.Root>
  );
}
