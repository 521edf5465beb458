// 'Delete vehicle' after the specification's confirmation: the vehicle becomes Inactive and the
// screen leaves for the registry (an agent's list).
import { useState } from 'react';
import { Button } from '@chakra-ui/react';
import { Trash2 } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '../../offers/components/ConfirmDialog.tsx';
import { EDIT_TEXTS, toastSuccess, toastWarning } from '../editTexts.ts';
import { useDeleteVehicleMutation } from '../mutations/DeleteVehicleMutation.ts';

interface DeleteVehicleButtonProps {
  vehicleId: string;
  /** Where the screen goes once the vehicle is deleted. */
  leaveTo: string;
}

export function DeleteVehicleButton({ vehicleId, leaveTo }: DeleteVehicleButtonProps) {
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const [commit, deleting] = useDeleteVehicleMutation();

  const deleteVehicle = () =>
    commit(
      { vehicleId },
      {
        onCompleted: ({ vehicle, userErrors }) => {
          setAsking(false);
          if (vehicle && userErrors.length === 0) {
            toastSuccess(EDIT_TEXTS.vehicleDeleted);
            navigate(leaveTo, { replace: true });
          } else toastWarning(userErrors[0]?.message ?? EDIT_TEXTS.notUpdated);
        },
        onError: () => {
          setAsking(false);
          toastWarning(EDIT_TEXTS.notSaved);
        },
      },
    );

  return (
    <>
      <Button
        colorPalette="red"
        variant="outline"
        size="sm"
        aria-haspopup="dialog"
        onClick={() => setAsking(true)}
      >
        <Trash2 /> Delete vehicle
      </Button>
      <ConfirmDialog
        open={asking}
        question={EDIT_TEXTS.deleteConfirm}
        busy={deleting}
        onYes={deleteVehicle}
        onNo={() => setAsking(false)}
      />
    </>
  );
}
