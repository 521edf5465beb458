// One user of the client's company: names, e-mail, office phone with its extension, its status
// with the switch (none on the client's own row: nobody deactivates itself), and the edit button.
import { graphql, useFragment } from 'react-relay';
import type { CompanyUserRow_user$key } from '../../../__generated__/CompanyUserRow_user.graphql.ts';
import { ResponsiveRow } from '../../../components/ResponsiveTable.tsx';
import { EditPersonButton } from '../../people/components/EditPersonButton.tsx';
import { PersonStatus } from '../../people/components/PersonStatus.tsx';
import { UserStatusToggle } from '../../people/components/UserStatusToggle.tsx';
import { officePhoneText } from '../../people/phoneText.ts';
import type { EditedPerson } from '../../people/usePersonModal.ts';

export const COMPANY_USER_COLUMNS = [
  'First name',
  'Last name',
  'E-mail',
  'Phone',
  'Status',
  'Actions',
] as const;

interface CompanyUserRowProps {
  user: CompanyUserRow_user$key;
  /** The viewer's own row. */
  own: boolean;
  onEdit: (user: EditedPerson) => void;
}

export function CompanyUserRow({ user, own, onEdit }: CompanyUserRowProps) {
  const data = useFragment(
    graphql`
      fragment CompanyUserRow_user on User {
        id
        firstName
        lastName
        fullName
        email
        officePhoneNumber
        extension
        mobileNumber
        status
        invitationPending
      }
    `,
    user,
  );
  const name = data.fullName;
  const [first, last, email, phone, status, actions] = COMPANY_USER_COLUMNS;
  return (
    <ResponsiveRow
      label={name}
      cells={[
        { label: first, content: data.firstName },
        { label: last, content: data.lastName },
        { label: email, content: data.email ?? '—' },
        { label: phone, content: officePhoneText(data.officePhoneNumber, data.extension) },
        {
          label: status,
          content: (
            <PersonStatus
              status={data.status}
              invitationPending={data.invitationPending}
              toggle={
                own ? undefined : (
                  <UserStatusToggle userId={data.id} status={data.status} name={name} />
                )
              }
            />
          ),
        },
        { label: actions, content: <EditPersonButton name={name} onClick={() => onEdit(data)} /> },
      ]}
    />
  );
}
