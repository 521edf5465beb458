// A condition report: its link, opened in a new tab. Reports the marketplace stores itself have a
// path on this site ('/uploads/cr/5.html'); anything that is not a web address (never expected:
// the api refuses them) is shown as text, never as a link.
import { Link, Text, VisuallyHidden } from '@chakra-ui/react';
import { ExternalLink } from 'lucide-react';
import { graphql, useFragment } from 'react-relay';
import type { ConditionReportCard_report$key } from '../../../__generated__/ConditionReportCard_report.graphql.ts';
import { RecordCard } from './RecordCard.tsx';

/** The address as a link target when it is http(s), on this site or another; else null. */
function reportHref(url: string): string | null {
  try {
    const { protocol } = new URL(url, window.location.origin);
    return protocol === 'http:' || protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

const fragment = graphql`
  fragment ConditionReportCard_report on ConditionReport {
    ...RecordMeta_record
    url
  }
`;

export function ConditionReportCard({ report }: { report: ConditionReportCard_report$key }) {
  const data = useFragment(fragment, report);
  const href = reportHref(data.url);
  return (
    <RecordCard kind="conditionalReport" record={data}>
      {href ? (
        <Link
          href={href}
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
