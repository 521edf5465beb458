// A Pre registration row's 'E-mail the company form': a new link to the company form goes to the
// user ('Email sent'; 'Could not send email, try again later' when it does not).
import { Mail } from 'lucide-react';
import { ActionButton } from '../../dealerReview/components/ActionButton.tsx';
import { toastError, toastSuccess } from '../../dealerReview/reviewTexts.ts';
import { DEALER_TEXTS } from '../dealerTexts.ts';
import { useSendCompanyFormEmailMutation } from '../mutations/SendCompanyFormEmailMutation.ts';

export function EmailCompanyFormAction({ userId, fullName }: { userId: string; fullName: string }) {
  const [send, sending] = useSendCompanyFormEmailMutation();
  const failed = () => toastError(DEALER_TEXTS.emailFailed);
  const onClick = () =>
    send(
      { userId },
      {
        onCompleted: ({ ok, userErrors }) =>
          ok && userErrors.length === 0 ? toastSuccess(DEALER_TEXTS.emailSent) : failed(),
        onError: failed,
      },
    );
  return (
    <ActionButton
      action="E-mail the company form"
      subject={fullName}
      icon={<Mail />}
      opensDialog={false}
      loading={sending}
      onClick={onClick}
    />
  );
}
