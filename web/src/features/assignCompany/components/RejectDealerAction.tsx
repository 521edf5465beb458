// A row's 'Reject', after a confirmation: the user (and its pending company, with everyone of it)
// is rejected and moves to the Rejected tab ('User rejected successfully'; the server's reason, or
// 'Could not reject user, try again later').
import { useState } from 'react';
import { Text } from '@chakra-ui/react';
import { UserX } from 'lucide-react';
import { ActionButton } from '../../dealerReview/components/ActionButton.tsx';
import { toastError, toastSuccess } from '../../dealerReview/reviewTexts.ts';
import { ConfirmDialog } from '../../offers/components/ConfirmDialog.tsx';
import { DEALER_TEXTS } from '../dealerTexts.ts';
import { useRejectDealerUserMutation } from '../mutations/RejectDealerUserMutation.ts';

interface RejectDealerActionProps {
  userId: string;
  fullName: string;
  email: string | null;
  onRejected: () => void;
}

export function RejectDealerAction({
  userId,
  fullName,
  email,
  onRejected,
}: RejectDealerActionProps) {
  const [asking, setAsking] = useState(false);
  const [reject, rejecting] = useRejectDealerUserMutation();
  const onYes = () =>
    reject(
      { userId },
      {
        onCompleted: ({ user, userErrors }) => {
          setAsking(false);
          if (user && userErrors.length === 0) {
            toastSuccess(DEALER_TEXTS.rejected);
            onRejected();
          } else toastError(userErrors[0]?.message ?? DEALER_TEXTS.rejectFailed);
        },
        onError: () => {
          setAsking(false);
          toastError(DEALER_TEXTS.rejectFailed);
        },
      },
    );
  return (
    <>
      <ActionButton
        action="Reject"
        subject={fullName}
        icon={<UserX />}
        colorPalette="red"
        onClick={() => setAsking(true)}
      />
      <ConfirmDialog
        open={asking}
        question={DEALER_TEXTS.rejectConfirm}
        busy={rejecting}
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
