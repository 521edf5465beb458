// A Pre registration row's 'Delete', after 'Please confirm that you want to delete the item.': only
// a user who never registered a company nor negotiated can be deleted; otherwise the server's
// reason shows.
import { Trash2 } from 'lucide-react';
import { toastError, toastSuccess } from '../../dealerReview/reviewTexts.ts';
import { serverMessage } from '../../vehicleRecords/recordToasts.ts';
import { DEALER_TEXTS } from '../dealerTexts.ts';
import { useDeleteDealerUserMutation } from '../mutations/DeleteDealerUserMutation.ts';
import { ConfirmedRowAction } from './ConfirmedRowAction.tsx';

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
  const [remove, removing] = useDeleteDealerUserMutation();
  return (
    <ConfirmedRowAction
      action="Delete"
      icon={<Trash2 />}
      question={DEALER_TEXTS.deleteConfirm}
      fullName={fullName}
      email={email}
      busy={removing}
      onYes={(done) =>
        remove(
          { userId },
          {
            onCompleted: ({ deletedUserId, userErrors }) => {
              done();
              if (deletedUserId && userErrors.length === 0) {
                toastSuccess(DEALER_TEXTS.deleted);
                onDeleted();
              } else toastError(userErrors[0]?.message ?? DEALER_TEXTS.deleteFailed);
            },
            onError: (error) => {
              done();
              toastError(serverMessage(error) ?? DEALER_TEXTS.deleteFailed);
            },
          },
        )
      }
    />
  );
}
