// The Checks, Condition Reports and Notes modals of the vehicle table (specification 001, section
// 2): the VIN in the title, the form on top, the vehicle's records below, loaded only while the
// modal is open. Only the checks modal closes on a click on the backdrop; Escape, the close button
// and Cancel close every one.
import { useRef } from 'react';
import { CloseButton, Dialog, Portal, Text } from '@chakra-ui/react';
import type { VehicleRecordKind } from '@canam/domain/rest/vehicleRecords';
import { RecordsModalBody } from './components/RecordsModalBody.tsx';
import { RECORD_TEXTS } from './recordTexts.ts';

interface VehicleRecordsModalProps {
  kind: VehicleRecordKind;
  /** The Vehicle's global id. */
  vehicleId: string;
  vin: string;
  isOpen: boolean;
  onClose: () => void;
}

export function VehicleRecordsModal(props: VehicleRecordsModalProps) {
  const { kind, vehicleId, vin, isOpen, onClose } = props;
  const { title } = RECORD_TEXTS[kind];
  const closeRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root
      open={isOpen}
      onOpenChange={(event) => {
        if (!event.open) onClose();
      }}
      closeOnInteractOutside={kind === 'check'}
      placement="center"
      size="lg"
      scrollBehavior="inside"
      // Focus starts on the close button, not the form: a field the dialog focused and someone
      // left to read the list was never touched by them, so it says nothing yet.
      initialFocusEl={() => closeRef.current}
      // Mounted while open only: the list's query runs when the modal opens.
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="records-modal">
            <Dialog.Header flexDirection="column" alignItems="start" gap="0.5" pe="12">
              <Dialog.Title>{title}</Dialog.Title>
              <Text fontSize="sm" color="gray.600" overflowWrap="anywhere">
                VIN {vin}
              </Text>
            </Dialog.Header>
            <RecordsModalBody kind={kind} vehicleId={vehicleId} />
            <Dialog.CloseTrigger asChild>
              <CloseButton ref={closeRef} size="sm" aria-label={`Close ${title.toLowerCase()}`} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
