// A page of a vehicle's notes as cards, newest first.
import { Box } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { NoteList_connection$key } from '../../../__generated__/NoteList_connection.graphql.ts';
import { RECORD_TEXTS } from '../recordTexts.ts';
import { NoteCard } from './NoteCard.tsx';
import { RecordGrid, type RecordLayout } from './RecordGrid.tsx';

const fragment = graphql`
  fragment NoteList_connection on NoteConnection {
    edges {
      node {
        id
        ...NoteCard_note
      }
    }
  }
`;

interface NoteListProps {
  connection: NoteList_connection$key;
  layout: RecordLayout;
}

export function NoteList({ connection, layout }: NoteListProps) {
  const { edges } = useFragment(fragment, connection);
  return (
    <RecordGrid layout={layout} empty={RECORD_TEXTS.note.empty}>
      {edges.map(({ node }) => (
        <Box as="li" key={node.id}>
          <NoteCard note={node} />
        </Box>
      ))}
    </RecordGrid>
  );
}
