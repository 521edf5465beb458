// The lists' vehicle side panel: the detail page's body in a drawer, 25% wide above 1280 px, 50%
// down to 577 px and the full width at 576 px or less (specification, section 9).
import { Suspense } from 'react';
import { Button, CloseButton, Drawer, HStack, Portal } from '@chakra-ui/react';
import { Maximize2 } from 'lucide-react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import type { VehicleDetailPanelQuery } from '../../../__generated__/VehicleDetailPanelQuery.graphql.ts';
import { ErrorBoundary } from '../../../components/ErrorBoundary.tsx';
import { vehicleDetailPath } from '../vehiclePaths.ts';
import { VehicleDetailBody } from './VehicleDetailBody.tsx';
import { VehicleDetailSkeleton } from './VehicleDetailSkeleton.tsx';
import { VehicleLoadFailed } from './VehicleNotFound.tsx';

interface VehicleDetailPanelProps {
  vin: string;
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

function PanelContent({ vin, onClose }: { vin: string; onClose: () => void }) {
  const data = useLazyLoadQuery<VehicleDetailPanelQuery>(
    graphql`
      query VehicleDetailPanelQuery($vin: String!) @throwOnFieldError {
        viewer {
          ...VehicleDetailBody_viewer
        }
        vehicleByVin(vin: $vin) {
          vin
          vinNumber {
            make
            model
          }
          ...VehicleDetailBody_vehicle
        }
      }
    `,
    { vin },
    { fetchPolicy: 'store-or-network' },
  );
  const vehicle = data.vehicleByVin;
  if (!vehicle) return <VehicleLoadFailed message="This vehicle is no longer listed." />;
  return (
    <>
      <Button asChild size="sm" variant="outline" colorPalette="brand" mb="4" onClick={onClose}>
        <RouterLink to={vehicleDetailPath({ vin: vehicle.vin, ...vehicle.vinNumber })}>
          <Maximize2 /> View in full screen
        </RouterLink>
      </Button>
      <VehicleDetailBody vehicle={vehicle} viewer={data.viewer} mode="panel" />
    </>
  );
}

export function VehicleDetailPanel({ vin, title, open, onOpenChange }: VehicleDetailPanelProps) {
  return (
    <Drawer.Root open={open} onOpenChange={(event) => onOpenChange(event.open)} placement="end">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content
            data-testid="vehicle-panel"
            maxW="none"
            w={{ base: '100%', sm: '50%', xl: '25%' }}
            bg="gray.50"
          >
            <Drawer.Header borderBottomWidth="1px" bg="white" py="3">
              <HStack justify="space-between" w="100%">
                <Drawer.Title fontSize="md" truncate>
                  {title}
                </Drawer.Title>
                <Drawer.CloseTrigger asChild position="static">
                  <CloseButton size="sm" aria-label="Close details" />
                </Drawer.CloseTrigger>
              </HStack>
            </Drawer.Header>
            <Drawer.Body py="4">
              {open && (
                <ErrorBoundary fallback={<VehicleLoadFailed />}>
                  <Suspense fallback={<VehicleDetailSkeleton compact />}>
                    <PanelContent vin={vin} onClose={() => onOpenChange(false)} />
                  </Suspense>
                </ErrorBoundary>
              )}
            </Drawer.Body>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
