// The modal a row's action opened on the admin users pages. The last one opened stays mounted
// while it closes, so it can animate out and give the focus back to its button.
import { CompanyEditModal } from './CompanyEditModal.tsx';
import { CompanyValidationsModal } from './CompanyValidationsModal.tsx';
import type { AdminUserTarget } from './AdminUserResults.tsx';
import { UserDetailsModal } from './UserDetailsModal.tsx';

interface AdminUserModalsProps {
  target: AdminUserTarget;
  open: boolean;
  onClose: () => void;
  /** A company was accepted or rejected: the list is asked for again. */
  onListChanged: () => void;
}

export function AdminUserModals({ target, open, onClose, onListChanged }: AdminUserModalsProps) {
  const { action, user } = target;
  switch (action) {
    case 'details':
      return <UserDetailsModal user={user} open={open} onClose={onClose} />;
    case 'company':
      return (
        <CompanyEditModal userId={user.id} fullName={user.fullName} open={open} onClose={onClose} />
      );
    case 'validations':
      return (
        <CompanyValidationsModal
          userId={user.id}
          fullName={user.fullName}
          open={open}
          onClose={onClose}
          onStatusChanged={() => {
            onClose();
            onListChanged();
          }}
        />
      );
  }
}
