// The condition report's modal of ConditionReportButton: the report itself (detail page), or the
// text saying there is none. Loaded, with the dialog's code, when it is first opened.
import { Box, chakra, Link, Text } from '@chakra-ui/react';
import { ExternalLink } from 'lucide-react';
import { AppModal } from '../../../components/AppModal.tsx';
import { NO_REPORT_TEXT } from './conditionReportTexts.ts';

interface ConditionReportModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The report to show inside, or null: the modal says there is nothing to show. */
  reportUrl: string | null;
  /** Its button, which gets the focus back (the modal may mount already open). */
  finalFocusEl: () => HTMLElement | null;
}

export function ConditionReportModal({
  open,
  onOpenChange,
  reportUrl,
  finalFocusEl,
}: ConditionReportModalProps) {
  return (
    <AppModal
      open={open}
      onOpenChange={onOpenChange}
      title="Condition report"
      size={reportUrl ? { base: 'full', md: 'xl' } : 'sm'}
      contentProps={{ mx: reportUrl ? { base: 0, md: 4 } : 4 }}
      finalFocusEl={finalFocusEl}
    >
      {reportUrl ? (
        <Box>
          <chakra.iframe
            src={reportUrl}
            title="Condition report"
            w="100%"
            h={{ base: '70dvh', md: '65vh' }}
            borderWidth="1px"
            borderRadius="md"
            bg="white"
          />
          <Link
            href={reportUrl}
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
  );
}
