// A row's action that asks first: its icon button opens the YES/NO dialog naming the user, and
// YES runs the action, which closes the dialog with `done` once it has an answer.
import { useState, type ReactNode } from 'react';
import { Text } from '@chakra-ui/react';
import { ActionButton } from '../../dealerReview/components/ActionButton.tsx';
import { ConfirmDialog } from '../../offers/components/ConfirmDialog.tsx';

interface ConfirmedRowActionProps {
  /** The button's action: 'Reject', 'Delete'. */
  action: string;
  icon: ReactNode;
  question: string;
  fullName: string;
  email: string | null;
  busy: boolean;
  onYes: (done: () => void) => void;
}

export function ConfirmedRowAction({
  action,
  icon,
  question,
  fullName,
  email,
  busy,
  onYes,
}: ConfirmedRowActionProps) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <ActionButton
        action={action}
        subject={fullName}
        icon={icon}
        colorPalette="red"
        onClick={() => setAsking(true)}
      />
      <ConfirmDialog
        open={asking}
        question={question}
        busy={busy}
        onYes={() => onYes(() => setAsking(false))}
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
