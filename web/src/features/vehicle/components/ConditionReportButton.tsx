// 'CR and Full Specs': on a card it opens the condition report in a new tab; on the detail page
// it shows the report in a modal. With no report a modal says there is nothing to show.
import { useState } from 'react';
import { Box, Button, chakra, Link, Text } from '@chakra-ui/react';
import { ExternalLink, FileText } from 'lucide-react';
import { graphql, useFragment } from 'react-relay';
import type { ConditionReportButton_vehicle$key } from '../../../__generated__/ConditionReportButton_vehicle.graphql.ts';
import { AppModal } from '../../../components/AppModal.tsx';

export const NO_REPORT_TEXT = 'Nothing to show. Call your agent for more information.';

interface ConditionReportButtonProps {
  vehicle: ConditionReportButton_vehicle$key;
  /** Show the report inside a modal rather than in a new tab. */
  embed?: boolean;
  label?: string;
}

export function ConditionReportButton({
  vehicle,
  embed = false,
  label = 'CR and Full Specs',
}: ConditionReportButtonProps) {
  const data = useFragment(
    graphql`
      fragment ConditionReportButton_vehicle on Vehicle {
        crUrl
        conditionReportLinks {
          url
        }
      }
    `,
    vehicle,
  );
  // The report link of the vehicle, else its first uploaded report.
  const url = data.crUrl ?? data.conditionReportLinks[0]?.url ?? null;
  const [open, setOpen] = useState(false);
  const onClick = () => {
    if (url && !embed) window.open(url, '_blank', 'noopener,noreferrer');
    else setOpen(true);
  };
  const showReport = Boolean(url) && embed;
  return (
    <>
      {/* The label wraps in narrow places (two buttons side by side in the 25% side panel). */}
      <Button
        variant="outline"
        colorPalette="brand"
        size="sm"
        w="100%"
        h="auto"
        minH="9"
        py="1.5"
        whiteSpace="normal"
        lineHeight="short"
        onClick={onClick}
      >
        <FileText /> {label}
      </Button>
      <AppModal
        open={open}
        onOpenChange={setOpen}
        title="Condition report"
        size={showReport ? { base: 'full', md: 'xl' } : 'sm'}
        contentProps={{ mx: showReport ? { base: 0, md: 4 } : 4 }}
      >
        {showReport && url ? (
          <Box>
            <chakra.iframe
              src={url}
              title="Condition report"
              w="100%"
              h={{ base: '70dvh', md: '65vh' }}
              borderWidth="1px"
              borderRadius="md"
              bg="white"
            />
            <Link
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              color="brand.700"
              fontSize="sm"
              mt="2"
            >
              Open in a new tab <ExternalLink size={14} aria-hidden />
            </Link>
          </Box>
        ) : (
          <Text>{NO_REPORT_TEXT}</Text>
        )}
      </AppModal>
    </>
  );
}
