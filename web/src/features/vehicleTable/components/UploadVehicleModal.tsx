// The green plus's 'Upload vehicle' modal: the VIN form of the registry screen and its bulk-file
// tabs. A registered VIN says 'Vehicle uploaded', closes the modal and goes to `onRegistered`
// (the table refreshes); a failure keeps the modal open with its warning.
import { Button, Dialog, Separator, Stack } from '@chakra-ui/react';
import { AppModal } from '../../../components/AppModal.tsx';
import { RegistryBulkFiles } from '../../vehicleRegistry/components/RegistryBulkFiles.tsx';
import { VinSearch } from '../../vehicleRegistry/components/VinSearch.tsx';
import { REGISTRY_TEXTS } from '../../vehicleRegistry/registryTexts.ts';
import { toastSuccess } from '../../vehicleRegistry/registryToasts.ts';
import type { RegisteredVehicle } from '../../vehicleRegistry/useRegisterVehicle.ts';

interface UploadVehicleModalProps {
  open: boolean;
  onClose: () => void;
  onRegistered: (vehicle: RegisteredVehicle) => void;
}

export function UploadVehicleModal({ open, onClose, onRegistered }: UploadVehicleModalProps) {
  return (
    <AppModal
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title="Upload vehicle"
      size={{ base: 'full', sm: 'lg' }}
      scrollBehavior="inside"
      footer={
        <Dialog.Footer>
          <Button variant="outline" onClick={onClose}>
            Close
          </Button>
        </Dialog.Footer>
      }
    >
      <Stack gap="6">
        <VinSearch
          onRegistered={(vehicle) => {
            toastSuccess(REGISTRY_TEXTS.registered);
            onClose();
            onRegistered(vehicle);
          }}
        />
        <Separator />
        <RegistryBulkFiles />
      </Stack>
    </AppModal>
  );
}
