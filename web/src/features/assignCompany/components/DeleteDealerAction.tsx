// A Pre registration row's 'Delete', after 'Please confirm that you want to delete the item.': only
// a user who never registered a company nor negotiated can be deleted; otherwise the server's
// reason shows.
import { useState } from 'react';
import { Text } from '@chakra-ui/react';
import { Trash2 } from 'lucide-react';
import { ActionButton } from '../../dealerReview/components/ActionButton.tsx';
import { toastError, toastSuccess } from '../../dealerReview/reviewTexts.ts';
import { ConfirmDialog } from '../../offers/components/ConfirmDialog.tsx';
import { serverMessage } from '../../vehicleRecords/recordToasts.ts';
import { DEALER_TEXTS } from '../dealerTexts.ts';
import { useDeleteDealerUserMutation } from '../mutations/DeleteDealerUserMutation.ts';

interface DeleteDealerActionProps {
  userId: string;
  fullName: string;
  email: string | null;
  onDeleted: () => void;
}

export function DeleteDealerAction({
  userId,
  fullName,
  email,
  onDeleted,
}: DeleteDealerActionProps) {
  const [asking, setAsking] = useState(false);
  const [remove, removing] = useDeleteDealerUserMutation();
  const onYes = () =>
    remove(
      { userId },
      {
        onCompleted: ({ deletedUserId, userErrors }) => {
          setAsking(false);
          if (deletedUserId && userErrors.length === 0) {
            toastSuccess(DEALER_TEXTS.deleted);
            onDeleted();
          } else toastError(userErrors[0]?.message ?? DEALER_TEXTS.deleteFailed);
        },
        onError: (error) => {
          setAsking(false);
          toastError(serverMessage(error) ?? DEALER_TEXTS.deleteFailed);
        },
      },
    );
  return (
    <>
      <ActionButton
        action="Delete"
        subject={fullName}
        icon={<Trash2 />}
        colorPalette="red"
        onClick={() => setAsking(true)}
      />
      <ConfirmDialog
        open={asking}
        question={DEALER_TEXTS.deleteConfirm}
        busy={removing}
        onYes={onYes}
        onNo={() => setAsking(false)}
      >
        <Text>
          {fullName}
          {email ? ` (${email})` : ''}
        </Text>
      </ConfirmDialog>
    </>
  );
}
