// A listed user's status cell: Active or Inactive, the 'Invitation sent' badge while it has not
// set its password yet, and the status switch when the viewer may change it.
import type { ReactNode } from 'react';
import { Badge, HStack, Text } from '@chakra-ui/react';
import { PEOPLE_TEXTS } from '../peopleTexts.ts';

interface PersonStatusProps {
  status: string | null | undefined;
  invitationPending: boolean | null | undefined;
  /** The status switch; none on the viewer's own row. */
  toggle?: ReactNode;
}

export function PersonStatus({ status, invitationPending, toggle }: PersonStatusProps) {
  const active = status === 'ACTIVE';
  return (
    <HStack gap="2" wrap="wrap">
      {toggle}
      <Text as="span" fontSize="sm" color={active ? 'green.700' : 'gray.600'}>
        {active ? PEOPLE_TEXTS.active : PEOPLE_TEXTS.inactive}
      </Text>
      {invitationPending && (
        <Badge colorPalette="orange" variant="subtle">
          {PEOPLE_TEXTS.invitationBadge}
        </Badge>
      )}
    </HStack>
  );
}
