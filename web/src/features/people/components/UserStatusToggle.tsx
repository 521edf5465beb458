// A user's status switch (specification 001, section 4): an active user shows a toggle-on that
// deactivates it after a YES/NO confirmation (it is logged out at once); any other status shows a
// toggle-off that activates it again. 'Updated successfully', or 'Could not update user, try
// again later' when the server refuses or cannot be reached.
import { useState } from 'react';
import { IconButton } from '@chakra-ui/react';
import { ToggleLeft, ToggleRight } from 'lucide-react';
import { TEAM_MESSAGES } from '@canam/domain/forms/teamMember';
import { toaster } from '../../../components/toaster.tsx';
import { ConfirmDialog } from '../../offers/components/ConfirmDialog.tsx';
import { useSetUserStatusMutation } from '../mutations/SetUserStatusMutation.ts';

interface UserStatusToggleProps {
  userId: string;
  /** ACTIVE, INACTIVE, or null when unknown (shown as not active). */
  status: string | null | undefined;
  /** The user's name, for the button's accessible name. */
  name: string;
}

const couldNotUpdate = (description?: string) =>
  toaster.create({ type: 'error', title: TEAM_MESSAGES.couldNotUpdate, description });

export function UserStatusToggle({ userId, status, name }: UserStatusToggleProps) {
  const [commit, saving] = useSetUserStatusMutation();
  const [confirming, setConfirming] = useState(false);
  const active = status === 'ACTIVE';

  const change = (next: 'ACTIVE' | 'INACTIVE') =>
    commit(
      { userId, status: next },
      {
        onCompleted: ({ user, userErrors }) => {
          setConfirming(false);
          if (!user || userErrors.length > 0) {
            couldNotUpdate(userErrors[0]?.message);
            return;
          }
          toaster.create({ type: 'success', title: TEAM_MESSAGES.statusUpdated });
        },
        onError: () => {
          setConfirming(false);
          couldNotUpdate();
        },
      },
    );

  return (
    <>
      <IconButton
        aria-label={active ? `Deactivate ${name}` : `Activate ${name}`}
        aria-haspopup={active ? 'dialog' : undefined}
        size="sm"
        variant="ghost"
        color={active ? 'green.600' : 'gray.500'}
        disabled={saving}
        onClick={() => (active ? setConfirming(true) : change('ACTIVE'))}
      >
        {active ? <ToggleRight /> : <ToggleLeft />}
      </IconButton>
      <ConfirmDialog
        open={confirming}
        question={TEAM_MESSAGES.deactivateConfirm}
        busy={saving}
        onYes={() => change('INACTIVE')}
        onNo={() => setConfirming(false)}
      >
        {name}
      </ConfirmDialog>
    </>
  );
}
