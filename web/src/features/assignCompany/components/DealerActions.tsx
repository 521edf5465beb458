// A row's actions on the assign-company page, as its tab allows (specification 001 §4).
import { Eye } from 'lucide-react';
import { ActionButton } from '../../dealerReview/components/ActionButton.tsx';
import type { DealerAction } from '../dealerTabs.ts';
import { DeleteDealerAction } from './DeleteDealerAction.tsx';
import { EmailCompanyFormAction } from './EmailCompanyFormAction.tsx';
import { RejectDealerAction } from './RejectDealerAction.tsx';

interface DealerActionsProps {
  userId: string;
  fullName: string;
  email: string | null;
  actions: readonly DealerAction[];
  onView: () => void;
  /** The user left the tab (rejected or deleted): the page is asked for again. */
  onListChanged: () => void;
}

export function DealerActions({
  userId,
  fullName,
  email,
  actions,
  onView,
  onListChanged,
}: DealerActionsProps) {
  const person = { userId, fullName, email };
  return (
    <>
      {actions.includes('email') && <EmailCompanyFormAction userId={userId} fullName={fullName} />}
      {actions.includes('view') && (
        <ActionButton action="View" subject={fullName} icon={<Eye />} onClick={onView} />
      )}
      {actions.includes('reject') && <RejectDealerAction {...person} onRejected={onListChanged} />}
      {actions.includes('delete') && <DeleteDealerAction {...person} onDeleted={onListChanged} />}
    </>
  );
}
