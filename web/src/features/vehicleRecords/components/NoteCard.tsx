// A note: its text with its line breaks kept.
import { Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { NoteCard_note$key } from '../../../__generated__/NoteCard_note.graphql.ts';
import { RecordCard } from './RecordCard.tsx';

const fragment = graphql`
  fragment NoteCard_note on Note {
    ...RecordMeta_record
    description
  }
`;

export function NoteCard({ note }: { note: NoteCard_note$key }) {
  const data = useFragment(fragment, note);
  return (
    <RecordCard kind="note" record={data}>
      <Text fontSize="sm" whiteSpace="pre-wrap" overflowWrap="anywhere">
        {data.description}
      </Text>
    </RecordCard>
  );
}
