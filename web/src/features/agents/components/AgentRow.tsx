// One agent of the agents page: nickname, names, e-mail, office phone with its extension, its
// status with the switch, and the edit button.
import { graphql, useFragment } from 'react-relay';
import type { AgentRow_user$key } from '../../../__generated__/AgentRow_user.graphql.ts';
import { ResponsiveRow } from '../../../components/ResponsiveTable.tsx';
import { EditPersonButton } from '../../people/components/EditPersonButton.tsx';
import { PersonStatus } from '../../people/components/PersonStatus.tsx';
import { UserStatusToggle } from '../../people/components/UserStatusToggle.tsx';
import { officePhoneText } from '../../people/phoneText.ts';
import type { EditedPerson } from '../../people/usePersonModal.ts';

export const AGENT_COLUMNS = [
  'Nickname',
  'First name',
  'Last name',
  'E-mail',
  'Phone',
  'Status',
  'Actions',
] as const;

interface AgentRowProps {
  user: AgentRow_user$key;
  onEdit: (agent: EditedPerson) => void;
}

export function AgentRow({ user, onEdit }: AgentRowProps) {
  const data = useFragment(
    graphql`
      fragment AgentRow_user on User {
        id
        firstName
        lastName
        fullName
        email
        nickname
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
  const [nickname, first, last, email, phone, status, actions] = AGENT_COLUMNS;
  return (
    <ResponsiveRow
      label={name}
      // The nickname may be empty: the first name heads the row.
      headerIndex={1}
      cells={[
        { label: nickname, content: data.nickname || '—' },
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
              toggle={<UserStatusToggle userId={data.id} status={data.status} name={name} />}
            />
          ),
        },
        { label: actions, content: <EditPersonButton name={name} onClick={() => onEdit(data)} /> },
      ]}
    />
  );
}
