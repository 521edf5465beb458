// The offers side panel: a drawer 25% wide above 1280 px, 50% down to 577 px and the full width at
// 576 px or less (specification, section 9); 'View in full screen' widens it to the whole window.
// It mounts open (the URL names it): on closing it slides out, gives the focus back to what had
// it when the panel opened (WCAG 2.4.3), and only then asks its host to drop it.
import { Suspense, useState } from 'react';
import { Button, CloseButton, Drawer, HStack, Portal } from '@chakra-ui/react';
import { Maximize2, Minimize2 } from 'lucide-react';
import { ErrorBoundary } from '../../../components/ErrorBoundary.tsx';
import { OffersLoadFailed } from './OffersLoadFailed.tsx';
import { OffersPanelContent } from './OffersPanelContent.tsx';
import { OffersPanelSkeleton } from './OffersPanelSkeleton.tsx';

interface OffersPanelProps {
  /** The vehicle's global id. */
  vehicleId: string;
  onClose: () => void;
}

export function OffersPanel({ vehicleId, onClose }: OffersPanelProps) {
  const [fullScreen, setFullScreen] = useState(false);
  const [open, setOpen] = useState(true);
  // what had the focus as the panel opened: the View Offers button or link that opened it
  const [opener] = useState(() => document.activeElement as HTMLElement | null);
  return (
    <Drawer.Root
      open={open}
      onOpenChange={(event) => setOpen(event.open)}
      onExitComplete={onClose}
      finalFocusEl={() => (opener?.isConnected ? opener : null)}
      placement="end"
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content
            data-testid="offers-panel"
            maxW="none"
            w={fullScreen ? '100%' : { base: '100%', sm: '50%', xl: '25%' }}
            bg="gray.50"
          >
            <Drawer.Header borderBottomWidth="1px" bg="white" py="3">
              <HStack justify="space-between" w="100%" gap="2">
                <Drawer.Title fontSize="md">Offers</Drawer.Title>
                <HStack gap="1">
                  <Button
                    size="xs"
                    variant="outline"
                    colorPalette="brand"
                    onClick={() => setFullScreen((full) => !full)}
                  >
                    {fullScreen ? <Minimize2 /> : <Maximize2 />}
                    {fullScreen ? 'Exit full screen' : 'View in full screen'}
                  </Button>
                  <Drawer.CloseTrigger asChild position="static">
                    <CloseButton size="sm" aria-label="Close offers" />
                  </Drawer.CloseTrigger>
                </HStack>
              </HStack>
            </Drawer.Header>
            <Drawer.Body py="4">
              <ErrorBoundary key={vehicleId} fallback={<OffersLoadFailed />}>
                <Suspense fallback={<OffersPanelSkeleton />}>
                  <OffersPanelContent vehicleId={vehicleId} fullScreen={fullScreen} />
                </Suspense>
              </ErrorBoundary>
            </Drawer.Body>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
