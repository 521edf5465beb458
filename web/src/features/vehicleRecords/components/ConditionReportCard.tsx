// A condition report: its link, opened in a new tab. A stored address that is not a web address
// (never expected: the api refuses them) is shown as text, never as a link.
import { Link, Text, VisuallyHidden } from '@chakra-ui/react';
import { ExternalLink } from 'lucide-react';
import { graphql, useFragment } from 'react-relay';
import { isWebUrl } from '@canam/domain/rest/vehicleRecords';
import type { ConditionReportCard_report$key } from '../../../__generated__/ConditionReportCard_report.graphql.ts';
import { RecordCard } from './RecordCard.tsx';

const fragment = graphql`
  fragment ConditionReportCard_report on ConditionReport {
    ...RecordMeta_record
    url
  }
`;

export function ConditionReportCard({ report }: { report: ConditionReportCard_report$key }) {
  const data = useFragment(fragment, report);
  return (
    <RecordCard kind="conditionalReport" record={data}>
      {isWebUrl(data.url) ? (
        <Link
          href={data.url}
          target="_blank"
          rel="noopener noreferrer"
          color="brand.fg"
          fontSize="sm"
          overflowWrap="anywhere"
        >
          <ExternalLink size={14} aria-hidden />
          {data.url}
          <VisuallyHidden>(opens in a new tab)</VisuallyHidden>
        </Link>
      ) : (
        <Text fontSize="sm" overflowWrap="anywhere">
          {data.url}
        </Text>
      )}
    </RecordCard>
  );
}
