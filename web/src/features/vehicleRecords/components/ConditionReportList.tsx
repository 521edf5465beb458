// A page of a vehicle's condition reports as cards, newest first.
import { Box } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { ConditionReportList_connection$key } from '../../../__generated__/ConditionReportList_connection.graphql.ts';
import { RECORD_TEXTS } from '../recordTexts.ts';
import { ConditionReportCard } from './ConditionReportCard.tsx';
import { RecordGrid, type RecordLayout } from './RecordGrid.tsx';

const fragment = graphql`
  fragment ConditionReportList_connection on ConditionReportConnection {
    edges {
      node {
        id
        ...ConditionReportCard_report
      }
    }
  }
`;

interface ConditionReportListProps {
  connection: ConditionReportList_connection$key;
  layout: RecordLayout;
}

export function ConditionReportList({ connection, layout }: ConditionReportListProps) {
  const { edges } = useFragment(fragment, connection);
  return (
    <RecordGrid layout={layout} empty={RECORD_TEXTS.conditionalReport.empty}>
      {edges.map(({ node }) => (
        <Box as="li" key={node.id}>
          <ConditionReportCard report={node} />
        </Box>
      ))}
    </RecordGrid>
  );
}
