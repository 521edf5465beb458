// A row's actions on the admin users pages: the details modal; for a user with a company, the
// company validations modal and (Pending and Active) the company form modal.
import { Building2, Eye, ShieldCheck } from 'lucide-react';
import { ActionButton } from './ActionButton.tsx';

export type AdminUserAction = 'details' | 'company' | 'validations';

interface AdminUserActionsProps {
  fullName: string;
  hasCompany: boolean;
  /** The company form is for the Pending and Active pages. */
  editsCompany: boolean;
  onAction: (action: AdminUserAction) => void;
}

export function AdminUserActions({
  fullName,
  hasCompany,
  editsCompany,
  onAction,
}: AdminUserActionsProps) {
  return (
    <>
      <ActionButton
        action="Details"
        subject={fullName}
        icon={<Eye />}
        onClick={() => onAction('details')}
      />
      {hasCompany && editsCompany && (
        <ActionButton
          action="Company form"
          subject={fullName}
          icon={<Building2 />}
          onClick={() => onAction('company')}
        />
      )}
      {hasCompany && (
        <ActionButton
          action="Company validations"
          subject={fullName}
          icon={<ShieldCheck />}
          onClick={() => onAction('validations')}
        />
      )}
    </>
  );
}
