// Throwaway until the records branch merges (its VehicleRecordsModal replaces this file): a dialog
// naming the kind of record and the vehicle, so the table's icons open something real meanwhile.
import { Button, Dialog, Text } from '@chakra-ui/react';
import type { VehicleRecordKind } from '@canam/domain/rest/vehicleRecords';
import { AppModal } from '../../components/AppModal.tsx';

const TITLES: Record<VehicleRecordKind, string> = {
  check: 'Checks',
  conditionalReport: 'Condition reports',
  note: 'Notes',
};

interface VehicleRecordsModalProps {
  kind: VehicleRecordKind;
  /** The Vehicle's global id. */
  vehicleId: string;
  vin: string;
  isOpen: boolean;
  onClose: () => void;
}

export function VehicleRecordsModal({ kind, vin, isOpen, onClose }: VehicleRecordsModalProps) {
  return (
    <AppModal
      open={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={`${TITLES[kind]} of ${vin}`}
      footer={
        <Dialog.Footer>
          <Button variant="outline" onClick={onClose}>
            Close
          </Button>
        </Dialog.Footer>
      }
    >
      <Text color="gray.600">The {TITLES[kind].toLowerCase()} of this vehicle show here.</Text>
    </AppModal>
  );
}
