// The green plus's 'Upload vehicle' modal. Its VIN form comes with vehicle intake (the next
// issue); until then it says so and points to the vehicle registry.
import { Button, Dialog, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { AppModal } from '../../../components/AppModal.tsx';

export const REGISTRY_PATH = '/admin/vehicles/registry';

interface UploadVehicleModalProps {
  open: boolean;
  onClose: () => void;
}

export function UploadVehicleModal({ open, onClose }: UploadVehicleModalProps) {
  return (
    <AppModal
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title="Upload vehicle"
      footer={
        <Dialog.Footer>
          <Button variant="outline" onClick={onClose}>
            Close
          </Button>
        </Dialog.Footer>
      }
    >
      <Text color="gray.700">
        Registering a vehicle by its VIN arrives with vehicle intake, together with bulk uploads
        from a spreadsheet. Until then, the{' '}
        <Link asChild variant="underline" color="brand.700" fontWeight="medium">
          <RouterLink to={REGISTRY_PATH}>vehicle registry</RouterLink>
        </Link>{' '}
        is where vehicles will be registered.
      </Text>
    </AppModal>
  );
}
