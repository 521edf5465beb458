// A row's 'Reject', after a confirmation: the user (and its pending company, with everyone of it)
// is rejected and moves to the Rejected tab ('User rejected successfully'; the server's reason, or
// 'Could not reject user, try again later').
import { UserX } from 'lucide-react';
import { toastError, toastSuccess } from '../../dealerReview/reviewTexts.ts';
import { DEALER_TEXTS } from '../dealerTexts.ts';
import { useRejectDealerUserMutation } from '../mutations/RejectDealerUserMutation.ts';
import { ConfirmedRowAction } from './ConfirmedRowAction.tsx';

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
  const [reject, rejecting] = useRejectDealerUserMutation();
  return (
    <ConfirmedRowAction
      action="Reject"
      icon={<UserX />}
      question={DEALER_TEXTS.rejectConfirm}
      fullName={fullName}
      email={email}
      busy={rejecting}
      onYes={(done) =>
        reject(
          { userId },
          {
            onCompleted: ({ user, userErrors }) => {
              done();
              if (user && userErrors.length === 0) {
                toastSuccess(DEALER_TEXTS.rejected);
                onRejected();
              } else toastError(userErrors[0]?.message ?? DEALER_TEXTS.rejectFailed);
            },
            onError: () => {
              done();
              toastError(DEALER_TEXTS.rejectFailed);
            },
          },
        )
      }
    />
  );
}
