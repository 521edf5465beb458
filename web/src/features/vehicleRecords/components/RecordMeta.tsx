// What every check, condition report and note card shows first: when it was recorded ('MMM Do YY,
// hh:mm:ss A'), who recorded it (last name, first name) and its status dot.
import { HStack, Stack, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { VehicleRecordKind } from '@canam/domain/rest/vehicleRecords';
import type { RecordMeta_record$key } from '../../../__generated__/RecordMeta_record.graphql.ts';
import { DateText } from '../../../components/Money.tsx';
import { RecordStatusToggle } from './RecordStatusToggle.tsx';

export const UNKNOWN_AUTHOR = 'Former staff member';

const fragment = graphql`
  fragment RecordMeta_record on VehicleRecord {
    id
    createdAt
    status
    author {
      firstName
      lastName
    }
  }
`;

interface RecordMetaProps {
  kind: VehicleRecordKind;
  record: RecordMeta_record$key;
}

export function RecordMeta({ kind, record }: RecordMetaProps) {
  const data = useFragment(fragment, record);
  const author = data.author ? `${data.author.lastName}, ${data.author.firstName}` : UNKNOWN_AUTHOR;
  return (
    <HStack justify="space-between" align="start" gap="2">
      <Stack gap="0" minW="0">
        <DateText value={data.createdAt} fontSize="sm" fontWeight="semibold" />
        <Text fontSize="sm" color="gray.600" overflowWrap="anywhere">
          {author}
        </Text>
      </Stack>
      <RecordStatusToggle kind={kind} id={data.id} status={data.status} />
    </HStack>
  );
}
