// A page of a vehicle's checks as cards, newest first.
import { Box } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { CheckList_connection$key } from '../../../__generated__/CheckList_connection.graphql.ts';
import { RECORD_TEXTS } from '../recordTexts.ts';
import { CheckCard } from './CheckCard.tsx';
import { RecordGrid, type RecordLayout } from './RecordGrid.tsx';

const fragment = graphql`
  fragment CheckList_connection on CheckConnection {
    edges {
      node {
        id
        ...CheckCard_check
      }
    }
  }
`;

interface CheckListProps {
  connection: CheckList_connection$key;
  layout: RecordLayout;
}

export function CheckList({ connection, layout }: CheckListProps) {
  const { edges } = useFragment(fragment, connection);
  return (
    <RecordGrid layout={layout} empty={RECORD_TEXTS.check.empty}>
      {edges.map(({ node }) => (
        <Box as="li" key={node.id}>
          <CheckCard check={node} />
        </Box>
      ))}
    </RecordGrid>
  );
}
